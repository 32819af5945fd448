// Collections and seeded popular keywords of the demo shop.
import { STORE_GROUPS } from "./assortment.mjs";
import { L } from "./words.mjs";

const bySales = (a, b) => b.salesCount - a.salesCount || a.id - b.id;
/** The ids of the products that pass `test`, best sellers first. */
const bestSelling = (test) => (products) =>
  products
    .filter(test)
    .sort(bySales)
    .map((p) => p.id);
const inCategories = (keys) => bestSelling((p) => keys.includes(p.categoryKey));
const top = (n, pick) => (products, categories) => pick(products, categories).slice(0, n);
const { jewelry, rapper, apparel, charms } = STORE_GROUPS;

export const COLLECTIONS = [
  {
    kind: "standard",
    key: "bridal",
    stores: jewelry,
    texts: L(["The Bridal Edit", "Die Braut-Kollektion", "La collection mariage", "La colección nupcial"]),
    descriptions: L([
      "Engagement rings and wedding bands, made to order for the biggest yes.",
      "Verlobungsringe und Eheringe, auf Bestellung gefertigt für das große Ja.",
      "Bagues de fiançailles et alliances, fabriquées sur commande pour le grand oui.",
      "Anillos de compromiso y alianzas, hechos por encargo para el gran sí.",
    ]),
    pick: top(30, inCategories(["engagement-rings", "wedding-bands", "moissanite-rings"])),
  },
  {
    kind: "standard",
    key: "iced-out",
    stores: rapper,
    texts: L(["Iced Out Essentials", "Iced-Out-Essentials", "Les essentiels iced out", "Imprescindibles iced out"]),
    descriptions: L([
      "Every piece that catches the light: stones hand-set in every link.",
      "Alles, was funkelt: in jedem Glied von Hand gefasste Steine.",
      "Tout ce qui brille : des pierres serties à la main dans chaque maillon.",
      "Todo lo que brilla: piedras engastadas a mano en cada eslabón.",
    ]),
    pick: top(
      30,
      bestSelling((p) => p.group === "rapper" && p.stone),
    ),
  },
  {
    kind: "standard",
    key: "red-carpet",
    stores: apparel,
    texts: L(["Red Carpet", "Roter Teppich", "Tapis rouge", "Alfombra roja"]),
    descriptions: L([
      "Evening dresses and banquet gowns for the nights that matter.",
      "Abendkleider und Bankettkleider für die besonderen Abende.",
      "Robes de soirée et robes de gala pour les grands soirs.",
      "Vestidos de noche y de gala para las noches importantes.",
    ]),
    pick: top(24, inCategories(["evening-dresses", "banquet-gowns"])),
  },
  {
    kind: "standard",
    key: "charm-starter",
    stores: charms,
    texts: L(["Your First Charms", "Deine ersten Charms", "Vos premiers charms", "Tus primeros charms"]),
    descriptions: L([
      "A bracelet and the charms to start your story.",
      "Ein Armband und die Charms, mit denen Ihre Geschichte beginnt.",
      "Un bracelet et les charms pour commencer votre histoire.",
      "Una pulsera y los charms para empezar tu historia.",
    ]),
    pick: top(16, inCategories(["charm-bracelets", "symbol-charms"])),
  },
  {
    kind: "lego",
    key: "101",
    stores: jewelry,
    texts: L([
      "Build Your Ring Stack",
      "Stell deinen Ring-Stack zusammen",
      "Composez votre accumulation de bagues",
      "Crea tu combinación de anillos",
    ]),
    descriptions: L([
      "Bands and fashion rings designed to be worn together.",
      "Bandringe und Modeschmuck-Ringe, gemacht, um zusammen getragen zu werden.",
      "Alliances et bagues fantaisie conçues pour être portées ensemble.",
      "Alianzas y anillos de moda pensados para llevarse juntos.",
    ]),
    pick: top(24, inCategories(["wedding-bands", "fashion-rings"])),
  },
  {
    kind: "lego",
    key: "102",
    stores: rapper,
    texts: L(["Chain + Piece Builder", "Kette + Anhänger kombinieren", "Composez chaîne + pendentif", "Combina cadena + colgante"]),
    descriptions: L([
      "Pick a Cuban link, add a piece: built to match.",
      "Wählen Sie eine Cuban-Link-Kette und einen Anhänger, die zusammenpassen.",
      "Choisissez une chaîne cubaine et ajoutez un pendentif assorti.",
      "Elige una cadena cubana y añade un colgante a juego.",
    ]),
    pick: top(24, inCategories(["cuban-chains", "iced-pendants"])),
  },
  {
    kind: "lego",
    key: "103",
    stores: charms,
    texts: L(["Design Your Charm Bracelet", "Gestalte dein Charm-Armband", "Créez votre bracelet à charms", "Diseña tu pulsera de charms"]),
    descriptions: L([
      "Start with a bracelet, then add the charms that tell your story.",
      "Beginnen Sie mit einem Armband und fügen Sie die Charms hinzu, die Ihre Geschichte erzählen.",
      "Commencez par un bracelet, puis ajoutez les charms qui racontent votre histoire.",
      "Empieza con una pulsera y añade los charms que cuentan tu historia.",
    ]),
    pick: top(30, inCategories(["charm-bracelets", "symbol-charms", "animal-charms", "travel-charms", "birthstone-charms"])),
  },
  {
    kind: "keyed",
    key: "gifts-under-100",
    stores: [...jewelry, ...charms],
    texts: L(["Gifts Under $100", "Geschenke unter 100 $", "Cadeaux à moins de 100 $", "Regalos por menos de 100 $"]),
    descriptions: L([
      "Thoughtful pieces that do not break the bank.",
      "Schöne Geschenke, die das Budget schonen.",
      "De jolies attentions qui ne ruinent pas.",
      "Detalles bonitos que no vacían el bolsillo.",
    ]),
    pick: top(
      40,
      bestSelling((p) => p.saleCents < 10000 && ["jewelry", "charms"].includes(p.group)),
    ),
  },
  {
    kind: "keyed",
    key: "mothers-day",
    stores: [...jewelry, ...apparel, ...charms],
    texts: L(["Mother's Day", "Muttertag", "Fête des mères", "Día de la Madre"]),
    descriptions: L([
      "Gifts she will wear every day.",
      "Geschenke, die sie jeden Tag tragen wird.",
      "Des cadeaux qu'elle portera tous les jours.",
      "Regalos que llevará todos los días.",
    ]),
    pick: top(
      36,
      bestSelling((p) => p.gift === "her"),
    ),
  },
  {
    kind: "keyed",
    key: "wedding-guest",
    stores: apparel,
    texts: L(["Wedding Guest", "Hochzeitsgast", "Invitée de mariage", "Invitada de boda"]),
    descriptions: L([
      "Dresses and wraps for every wedding on your calendar.",
      "Kleider und Stolen für jede Hochzeit in Ihrem Kalender.",
      "Robes et étoles pour chaque mariage de votre agenda.",
      "Vestidos y chales para cada boda de tu calendario.",
    ]),
    pick: top(24, inCategories(["cocktail-dresses", "evening-dresses", "wraps"])),
  },
  {
    kind: "keyed",
    key: "moissanite-edit",
    stores: jewelry,
    texts: L(["The Moissanite Edit", "Die Moissanit-Auswahl", "La sélection moissanite", "La selección de moissanita"]),
    descriptions: L([
      "Brilliance that rivals diamond, at a fraction of the price.",
      "Ein Feuer wie beim Diamanten, zu einem Bruchteil des Preises.",
      "Un éclat digne du diamant, pour une fraction du prix.",
      "Un brillo digno del diamante, por una fracción del precio.",
    ]),
    pick: top(
      30,
      bestSelling((p) => p.stone === "moissanite" && p.group === "jewelry"),
    ),
  },
];

/** Seeded popular searches: [store, language, term, count]. */
const JEWELRY_TERMS = {
  en: ["moissanite ring", "cuban chain", "tennis bracelet", "engagement ring", "gold hoops", "mens watch", "pearl earrings", "heart necklace"],
  de: ["moissanit ring", "tennisarmband", "verlobungsring", "creolen", "herrenuhr", "perlen ohrstecker", "halskette herz"],
  fr: ["bague moissanite", "bracelet tennis", "bague de fiancailles", "creoles", "montre homme", "clous perle", "collier coeur"],
  es: ["anillo moissanita", "pulsera tenis", "anillo de compromiso", "aros", "reloj hombre", "pendientes perla", "collar corazon"],
};
const OTHER_TERMS = {
  us_vip: ["cuban link", "tennis chain", "grillz", "iced out cross", "bust down watch", "rope chain"],
  apparel: ["evening dress", "ball gown", "mermaid", "velvet", "cocktail dress", "satin top"],
  heycharm: ["birthstone", "heart charm", "charm bracelet", "paw print", "travel charm", "initial"],
};
const STORE_LANG = { us: "en", uk: "en-GB", de: "de", fr: "fr", mx: "es" };

export const KEYWORDS = [
  ...Object.entries(STORE_LANG).flatMap(([store, lang]) =>
    JEWELRY_TERMS[lang === "en-GB" ? "en" : lang].map((term, i) => [store, lang, term, 120 - i * 11]),
  ),
  ...Object.entries(STORE_LANG)
    .filter(([, lang]) => lang !== "en" && lang !== "en-GB")
    .flatMap(([store]) => JEWELRY_TERMS.en.slice(0, 5).map((term, i) => [store, "en", term, 60 - i * 7])),
  ...Object.entries(OTHER_TERMS).flatMap(([store, terms]) => terms.map((term, i) => [store, "en", term, 100 - i * 9])),
];
