// The demo look books of each store group: key, backdrop colours and texts in the five
// languages (en, en-GB, de, fr, es). Every store of a group gets them, filled from its own
// assortment.
const text = (en, enGB, de, fr, es) => ({ en, "en-GB": enGB ?? en, de, fr, es });

export const THEMES = {
  jewelry: [
    {
      key: "golden-hour",
      colors: ["#f6e7c8", "#d9b77c", "#fff8ea"],
      title: text("Golden Hour", null, "Goldene Stunde", "Heure dorée", "Hora dorada"),
      description: text(
        "Warm gold and soft light: rings, necklaces and earrings to wear from the first coffee to the last sunset.",
        "Warm gold and soft light: rings, necklaces and earrings to wear from the first coffee to the last sunset.",
        "Warmes Gold und weiches Licht: Ringe, Ketten und Ohrringe vom ersten Kaffee bis zum letzten Sonnenuntergang.",
        "Or chaleureux et lumière douce : bagues, colliers et boucles d'oreilles du premier café au dernier coucher de soleil.",
        "Oro cálido y luz suave: anillos, collares y pendientes del primer café a la última puesta de sol.",
      ),
    },
    {
      key: "evening-sparkle",
      colors: ["#1f2440", "#5b4a7a", "#e9e2f5"],
      title: text("Evening Sparkle", null, "Abendglanz", "Éclat du soir", "Brillo de noche"),
      description: text(
        "Stones that catch the candlelight: pieces for dinners, galas and every night worth dressing up for.",
        "Stones that catch the candlelight: pieces for dinners, galas and every night worth dressing up for.",
        "Steine, die das Kerzenlicht einfangen: Stücke für Dinner, Galas und jeden Abend, für den man sich schick macht.",
        "Des pierres qui captent la lueur des bougies : des pièces pour les dîners, les galas et chaque soirée qui mérite d'être élégante.",
        "Piedras que atrapan la luz de las velas: piezas para cenas, galas y cada noche que merece arreglarse.",
      ),
    },
  ],
  rapper: [
    {
      key: "iced-out",
      colors: ["#111114", "#3a3a44", "#c9d2e0"],
      title: text("Iced Out", null, "Iced Out", "Iced Out", "Iced Out"),
      description: text(
        "Chains, pendants and grills stacked for the stage: the VIPRAPPER signature look.",
        "Chains, pendants and grills stacked for the stage: the VIPRAPPER signature look.",
        "Ketten, Anhänger und Grillz für die Bühne kombiniert: der typische VIPRAPPER-Look.",
        "Chaînes, pendentifs et grills superposés pour la scène : le look signature VIPRAPPER.",
        "Cadenas, colgantes y grills combinados para el escenario: el look característico de VIPRAPPER.",
      ),
    },
    {
      key: "gold-standard",
      colors: ["#2a1f0c", "#8a6418", "#f7e29a"],
      title: text("Gold Standard", null, "Goldstandard", "Étalon or", "Patrón oro"),
      description: text(
        "Heavy gold, clean lines: everyday statement pieces that go with everything.",
        "Heavy gold, clean lines: everyday statement pieces that go with everything.",
        "Schweres Gold, klare Linien: Statement-Stücke für jeden Tag, die zu allem passen.",
        "Or massif, lignes épurées : des pièces fortes du quotidien qui vont avec tout.",
        "Oro macizo, líneas limpias: piezas llamativas para cada día que combinan con todo.",
      ),
    },
  ],
  apparel: [
    {
      key: "garden-party",
      colors: ["#e9f1e4", "#9cbf8f", "#fdfbf6"],
      title: text("Garden Party", null, "Gartenfest", "Garden-party", "Fiesta en el jardín"),
      description: text(
        "Light fabrics and easy shapes for long afternoons outdoors.",
        "Light fabrics and easy shapes for long afternoons outdoors.",
        "Leichte Stoffe und lockere Schnitte für lange Nachmittage im Freien.",
        "Des tissus légers et des coupes faciles pour les longs après-midi en plein air.",
        "Tejidos ligeros y cortes cómodos para largas tardes al aire libre.",
      ),
    },
    {
      key: "black-tie",
      colors: ["#191919", "#4d3b46", "#efe6df"],
      title: text("Black Tie", null, "Black Tie", "Tenue de soirée", "Etiqueta"),
      description: text(
        "Gowns and wraps for the evenings that call for the dress code.",
        "Gowns and wraps for the evenings that call for the dress code.",
        "Abendkleider und Stolen für Abende mit Dresscode.",
        "Robes longues et étoles pour les soirées qui exigent un dress code.",
        "Vestidos de noche y chales para las veladas con código de vestimenta.",
      ),
    },
  ],
  charms: [
    {
      key: "charm-stories",
      colors: ["#fde4ec", "#f4a7c0", "#fff7fa"],
      title: text("Charm Stories", null, "Charm-Geschichten", "Histoires de charms", "Historias de charms"),
      description: text(
        "Every charm tells a story: build a bracelet of the moments that matter to you.",
        "Every charm tells a story: build a bracelet of the moments that matter to you.",
        "Jeder Charm erzählt eine Geschichte: Stellen Sie ein Armband aus Ihren wichtigsten Momenten zusammen.",
        "Chaque charm raconte une histoire : composez un bracelet des moments qui comptent pour vous.",
        "Cada charm cuenta una historia: crea una pulsera con los momentos que te importan.",
      ),
    },
    {
      key: "everyday-stack",
      colors: ["#e7f3ee", "#8cc7ad", "#f9fffc"],
      title: text("Everyday Stack", null, "Alltags-Stack", "Superposition du quotidien", "Combinación diaria"),
      description: text(
        "Mix, match and layer: small pieces that stack for every day.",
        "Mix, match and layer: small pieces that stack for every day.",
        "Kombinieren und schichten: kleine Stücke, die sich jeden Tag stapeln lassen.",
        "Mélangez, assortissez et superposez : de petites pièces à porter chaque jour.",
        "Mezcla, combina y superpón: piezas pequeñas para llevar cada día.",
      ),
    },
  ],
};

export const LANGUAGES = ["en", "en-GB", "de", "fr", "es"];
