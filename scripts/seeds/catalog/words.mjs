// Localized names of the demo catalogue: [en, de, fr, es]; en-GB is derived from en.

const BRITISH = [
  [/Jewelry/g, "Jewellery"],
  [/jewelry/g, "jewellery"],
  [/Color/g, "Colour"],
  [/color/g, "colour"],
  [/Gray/g, "Grey"],
  [/gray/g, "grey"],
  [/center/g, "centre"],
  [/customiz/g, "customis"],
  [/personaliz/g, "personalis"],
  [/favorite/g, "favourite"],
];
export const toBritish = (text) => BRITISH.reduce((t, [from, to]) => t.replace(from, to), text);

/** [en, de, fr, es] → { en, en-GB, de, fr, es } */
export function L([en, de, fr, es]) {
  return { en, "en-GB": toBritish(en), de, fr, es };
}

export const ATTRIBUTES = [
  ["material", ["Material", "Material", "Matière", "Material"]],
  ["color", ["Color", "Farbe", "Couleur", "Color"]],
  ["stone", ["Stone", "Stein", "Pierre", "Piedra"]],
  ["style", ["Style", "Stil", "Style", "Estilo"]],
  ["size", ["Size", "Größe", "Taille", "Talla"]],
];

export const COLOR_GROUPS = ["gold", "silver", "rose", "black", "red", "blue", "green", "neutral", "purple"];

/** code, names, drawing palette key or fabric hex. */
export const MATERIALS = {
  "sterling-silver": ["925 Sterling Silver", "925er Sterlingsilber", "Argent sterling 925", "Plata de ley 925"],
  "gold-plated-silver": ["18K Gold Plated Silver", "18 K vergoldetes Silber", "Argent plaqué or 18 carats", "Plata bañada en oro de 18 k"],
  "rose-gold-plated-silver": [
    "18K Rose Gold Plated Silver",
    "18 K rosévergoldetes Silber",
    "Argent plaqué or rose 18 carats",
    "Plata bañada en oro rosa de 18 k",
  ],
  "solid-gold": ["Solid 14K Gold", "Massives 14 K Gold", "Or massif 14 carats", "Oro macizo de 14 k"],
  "stainless-steel": ["Stainless Steel", "Edelstahl", "Acier inoxydable", "Acero inoxidable"],
  "gold-plated-brass": ["14K Gold Plated Brass", "14 K vergoldetes Messing", "Laiton plaqué or 14 carats", "Latón bañado en oro de 14 k"],
  satin: ["Satin", "Satin", "Satin", "Satén"],
  chiffon: ["Chiffon", "Chiffon", "Mousseline", "Gasa"],
  tulle: ["Tulle", "Tüll", "Tulle", "Tul"],
  velvet: ["Velvet", "Samt", "Velours", "Terciopelo"],
  sequin: ["Sequin", "Pailletten", "Paillettes", "Lentejuelas"],
  lace: ["Lace", "Spitze", "Dentelle", "Encaje"],
  crepe: ["Crepe", "Crêpe", "Crêpe", "Crepé"],
  "silk-blend": ["Silk Blend", "Seidenmischung", "Soie mélangée", "Mezcla de seda"],
};

/** code: names, drawing colour. */
export const STONES = {
  moissanite: { names: ["Moissanite", "Moissanit", "Moissanite", "Moissanita"], color: "clear" },
  "cubic-zirconia": { names: ["Cubic Zirconia", "Zirkonia", "Zircon cubique", "Circonita"], color: "clear" },
  "lab-diamond": { names: ["Lab-Grown Diamond", "Labordiamant", "Diamant de laboratoire", "Diamante de laboratorio"], color: "clear" },
  pearl: { names: ["Freshwater Pearl", "Süßwasserperle", "Perle d'eau douce", "Perla de agua dulce"], color: "pearl" },
  "lab-sapphire": { names: ["Lab Sapphire", "Laborsaphir", "Saphir de synthèse", "Zafiro de laboratorio"], color: "blue" },
  "lab-emerald": { names: ["Lab Emerald", "Laborsmaragd", "Émeraude de synthèse", "Esmeralda de laboratorio"], color: "green" },
  "lab-ruby": { names: ["Lab Ruby", "Laborrubin", "Rubis de synthèse", "Rubí de laboratorio"], color: "red" },
  "pink-cz": { names: ["Pink Cubic Zirconia", "Rosa Zirkonia", "Zircon cubique rose", "Circonita rosa"], color: "pink" },
  crystal: { names: ["Birthstone Crystal", "Geburtsstein-Kristall", "Cristal de naissance", "Cristal de piedra natal"], color: "birth" },
};

/** Jewelry metal colours and fabric colours: code → [names, hex, group]. */
export const COLORS = {
  "yellow-gold": [["Yellow Gold", "Gelbgold", "Or jaune", "Oro amarillo"], "#d4af37", "gold"],
  silver: [["Silver", "Silber", "Argent", "Plata"], "#c0c4c8", "silver"],
  "rose-gold": [["Rose Gold", "Roségold", "Or rose", "Oro rosa"], "#b76e79", "rose"],
  black: [["Black", "Schwarz", "Noir", "Negro"], "#1f1f1f", "black"],
  navy: [["Navy", "Marineblau", "Bleu marine", "Azul marino"], "#1f2a44", "blue"],
  "royal-blue": [["Royal Blue", "Königsblau", "Bleu roi", "Azul real"], "#3c5ccf", "blue"],
  burgundy: [["Burgundy", "Bordeaux", "Bordeaux", "Burdeos"], "#7a1f32", "red"],
  red: [["Red", "Rot", "Rouge", "Rojo"], "#c1121f", "red"],
  emerald: [["Emerald Green", "Smaragdgrün", "Vert émeraude", "Verde esmeralda"], "#0b6e4f", "green"],
  sage: [["Sage", "Salbeigrün", "Vert sauge", "Verde salvia"], "#9caf88", "green"],
  champagne: [["Champagne", "Champagner", "Champagne", "Champán"], "#e9d8b4", "neutral"],
  ivory: [["Ivory", "Elfenbein", "Ivoire", "Marfil"], "#f4efe1", "neutral"],
  "silver-grey": [["Silver Gray", "Silbergrau", "Gris argenté", "Gris plata"], "#a8a9ad", "neutral"],
  "dusty-rose": [["Dusty Rose", "Altrosa", "Vieux rose", "Rosa palo"], "#d4a5a5", "purple"],
  lavender: [["Lavender", "Lavendel", "Lavande", "Lavanda"], "#a98bcf", "purple"],
  fuchsia: [["Fuchsia", "Fuchsia", "Fuchsia", "Fucsia"], "#c2185b", "purple"],
};

export const STYLES = {
  classic: ["Classic", "Klassisch", "Classique", "Clásico"],
  vintage: ["Vintage", "Vintage", "Vintage", "Vintage"],
  minimalist: ["Minimalist", "Minimalistisch", "Minimaliste", "Minimalista"],
  statement: ["Statement", "Statement", "Audacieux", "Llamativo"],
  "hip-hop": ["Hip Hop", "Hip-Hop", "Hip-hop", "Hip hop"],
  romantic: ["Romantic", "Romantisch", "Romantique", "Romántico"],
  sporty: ["Sporty", "Sportlich", "Sportif", "Deportivo"],
  elegant: ["Elegant", "Elegant", "Élégant", "Elegante"],
};

export const TAGS = {
  bestseller: ["Best Sellers", "Bestseller", "Meilleures ventes", "Más vendidos"],
  "gift-for-her": ["Gifts for Her", "Geschenke für sie", "Cadeaux pour elle", "Regalos para ella"],
  "gift-for-him": ["Gifts for Him", "Geschenke für ihn", "Cadeaux pour lui", "Regalos para él"],
  "under-100": ["Under $100", "Unter 100 $", "Moins de 100 $", "Menos de 100 $"],
  "limited-edition": ["Limited Edition", "Limitierte Auflage", "Édition limitée", "Edición limitada"],
  "made-to-order": ["Made to Order", "Auf Bestellung gefertigt", "Fabriqué sur commande", "Hecho por encargo"],
  personalized: ["Personalized", "Personalisierbar", "Personnalisable", "Personalizable"],
};

/** Names that give each design its identity in every language. */
export const DESIGN_NAMES = [
  "Aurora",
  "Celeste",
  "Luna",
  "Stella",
  "Nova",
  "Seraphina",
  "Eden",
  "Iris",
  "Aria",
  "Vienna",
  "Florence",
  "Harper",
  "Ivy",
  "Juliet",
  "Margot",
  "Odette",
  "Rosalie",
  "Sienna",
  "Valencia",
  "Willow",
  "Zara",
  "Capri",
  "Monaco",
  "Riviera",
  "Soho",
  "Tribeca",
  "Camille",
  "Elodie",
  "Amara",
  "Bianca",
  "Cordelia",
  "Delphine",
  "Esme",
  "Fleur",
  "Giselle",
  "Helena",
  "Inès",
  "Josephine",
  "Lorena",
  "Mireille",
  "Noemi",
  "Ophelia",
  "Paloma",
  "Quinn",
  "Renata",
  "Solene",
  "Talia",
  "Vivienne",
];

export const STREET_NAMES = [
  "Atlas",
  "Orion",
  "Apollo",
  "Titan",
  "Phoenix",
  "Legacy",
  "Empire",
  "Royal",
  "Maverick",
  "Icon",
  "Dynasty",
  "Kingpin",
  "Boss",
  "Hustle",
  "Platinum",
  "Midnight",
  "Blaze",
  "Frost",
  "Glacier",
  "Avalanche",
  "Vault",
  "Crown",
  "Ace",
  "Baller",
];

export const CHARM_MOTIFS = {
  heart: ["Heart", "Herz", "Cœur", "Corazón"],
  star: ["Star", "Stern", "Étoile", "Estrella"],
  moon: ["Crescent Moon", "Mondsichel", "Croissant de lune", "Luna creciente"],
  clover: ["Four-Leaf Clover", "Kleeblatt", "Trèfle à quatre feuilles", "Trébol de cuatro hojas"],
  infinity: ["Infinity", "Unendlichkeit", "Infini", "Infinito"],
  flower: ["Daisy", "Gänseblümchen", "Marguerite", "Margarita"],
  crown: ["Crown", "Krone", "Couronne", "Corona"],
  anchor: ["Anchor", "Anker", "Ancre", "Ancla"],
  paw: ["Paw Print", "Pfotenabdruck", "Empreinte de patte", "Huella de pata"],
  butterfly: ["Butterfly", "Schmetterling", "Papillon", "Mariposa"],
  cat: ["Cat", "Katze", "Chat", "Gato"],
  bird: ["Bird", "Vogel", "Oiseau", "Pájaro"],
  fish: ["Fish", "Fisch", "Poisson", "Pez"],
  owl: ["Owl", "Eule", "Hibou", "Búho"],
  turtle: ["Turtle", "Schildkröte", "Tortue", "Tortuga"],
  elephant: ["Elephant", "Elefant", "Éléphant", "Elefante"],
  plane: ["Airplane", "Flugzeug", "Avion", "Avión"],
  globe: ["Globe", "Weltkugel", "Globe", "Globo terráqueo"],
  suitcase: ["Suitcase", "Koffer", "Valise", "Maleta"],
  tower: ["Eiffel Tower", "Eiffelturm", "Tour Eiffel", "Torre Eiffel"],
  palm: ["Palm Tree", "Palme", "Palmier", "Palmera"],
  compass: ["Compass", "Kompass", "Boussole", "Brújula"],
  camera: ["Camera", "Kamera", "Appareil photo", "Cámara"],
  sailboat: ["Sailboat", "Segelboot", "Voilier", "Velero"],
};

/** Birthstone colours, January to December. */
const MONTH_COLORS = [
  "#8e1b2e",
  "#8e5cc2",
  "#8fd3e8",
  "#f2f4f7",
  "#1f9d55",
  "#d9c8e8",
  "#d0182f",
  "#9acd32",
  "#1f4fbf",
  "#f4a6c8",
  "#f0a830",
  "#39a0d6",
];
// The month names are the locale data's own ("January", "Januar", "janvier", "enero"), in UTC so no offset shifts the day.
const monthName = (language, month) => new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" }).format(Date.UTC(2026, month, 1));

/** Per month: its name in [en, de, fr, es] and its colour. */
export const MONTHS = MONTH_COLORS.map((hex, month) => [...["en", "de", "fr", "es"].map((language) => monthName(language, month)), hex]);
