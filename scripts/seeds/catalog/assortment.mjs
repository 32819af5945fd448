// What each store sells: the category tree and, per leaf category, how its products look.
export const STORE_GROUPS = {
  jewelry: ["us", "uk", "de", "fr", "mx"],
  rapper: ["us_vip"],
  apparel: ["apparel"],
  charms: ["heycharm"],
};

const v = (code, names) => ({ code, names });

const RING_VARIANTS = [
  v("solitaire", ["Solitaire", "Solitär", "solitaire", "solitario"]),
  v("halo", ["Halo", "Halo", "halo", "halo"]),
  v("three-stone", ["Three-Stone", "Drei Steine", "trois pierres", "tres piedras"]),
  v("eternity", ["Eternity", "Memoire", "éternité", "eternidad"]),
  v("pave", ["Pavé", "Pavé", "pavé", "pavé"]),
];
const BAND_VARIANTS = [
  v("plain", ["Classic", "Klassisch", "classique", "clásica"]),
  v("eternity", ["Eternity", "Memoire", "éternité", "eternidad"]),
  v("pave", ["Pavé", "Pavé", "pavé", "pavé"]),
  v("twist", ["Twisted", "Gedreht", "torsadée", "trenzada"]),
];
const PENDANT_SHAPES = [
  v("heart", ["Heart", "Herz", "cœur", "corazón"]),
  v("cross", ["Cross", "Kreuz", "croix", "cruz"]),
  v("medallion", ["Medallion", "Medaillon", "médaillon", "medallón"]),
  v("star", ["Star", "Stern", "étoile", "estrella"]),
  v("bar", ["Bar", "Stab", "barrette", "barra"]),
  v("drop", ["Teardrop", "Tropfen", "goutte", "lágrima"]),
];
const CHAIN_STYLES = [
  v("cable", ["Cable", "Anker", "forçat", "rolo"]),
  v("rope", ["Rope", "Kordel", "corde", "cordón"]),
  v("figaro", ["Figaro", "Figaro", "figaro", "fígaro"]),
  v("box", ["Box", "Venezianer", "vénitienne", "veneciana"]),
  v("curb", ["Curb", "Panzer", "gourmette", "barbada"]),
];
const BRACELET_STYLES = [
  v("tennis", ["Tennis", "Tennis", "tennis", "tenis"]),
  v("bangle", ["Bangle", "Armreif", "jonc", "brazalete"]),
  v("link", ["Link", "Glieder", "maillons", "eslabones"]),
  v("cuff", ["Cuff", "Spange", "manchette", "esclava"]),
];
const WATCH_STYLES = [
  v("dress", ["Dress", "Klassik", "habillée", "de vestir"]),
  v("chronograph", ["Chronograph", "Chronograph", "chronographe", "cronógrafo"]),
  v("diver", ["Diver", "Taucher", "plongée", "buceo"]),
  v("minimal", ["Minimal", "Minimal", "épurée", "minimalista"]),
];
const ICED = ["Iced Out", "Iced Out", "iced out", "iced out"];
const DRESS_CUTS = [
  v("a-line", ["A-Line", "A-Linie", "trapèze", "línea A"]),
  v("mermaid", ["Mermaid", "Meerjungfrau", "sirène", "sirena"]),
  v("off-shoulder", ["Off-Shoulder", "schulterfrei", "épaules dénudées", "hombros descubiertos"]),
  v("halter", ["Halter", "Neckholder", "dos nu", "cuello halter"]),
  v("v-neck", ["V-Neck", "V-Ausschnitt", "col en V", "cuello en V"]),
];

const JEWEL_METALS = ["sterling-silver", "gold-plated-silver", "rose-gold-plated-silver", "solid-gold"];
const METAL_COLORS = ["yellow-gold", "silver", "rose-gold"];
const CLEAR_STONES = ["moissanite", "cubic-zirconia", "lab-diamond"];
const COLOR_STONES = ["lab-sapphire", "lab-emerald", "lab-ruby", "pink-cz"];
const FABRICS_EVENING = ["satin", "chiffon", "tulle", "velvet", "sequin", "lace"];
const DRESS_COLORS = ["black", "navy", "royal-blue", "burgundy", "red", "emerald", "sage", "champagne", "ivory", "silver-grey", "dusty-rose", "lavender", "fuchsia"];

/**
 * Leaf specs: count, drawing kind and variants, materials, stones, SKU colours and size
 * scale, price range in USD, the noun of the title, styles, and extras.
 */
export const CATEGORIES = [
  // ---- Jewelry stores -------------------------------------------------------------------
  { key: "rings", group: "jewelry", names: ["Rings", "Ringe", "Bagues", "Anillos"], sizeGuide: "ring", synonyms: ["ring", "anillo", "bague"] },
  {
    key: "engagement-rings", parent: "rings", group: "jewelry", sizeGuide: "ring",
    names: ["Engagement Rings", "Verlobungsringe", "Bagues de fiançailles", "Anillos de compromiso"],
    synonyms: ["engagement", "verlobung", "fiancailles", "compromiso", "proposal"],
    spec: { count: 16, draw: "ring", variants: RING_VARIANTS, materials: JEWEL_METALS, stones: CLEAR_STONES, colors: METAL_COLORS, sizes: "ring",
      price: [89, 1290], noun: ["Engagement Ring", "Verlobungsring", "Bague de fiançailles", "Anillo de compromiso"], styles: ["classic", "vintage", "romantic"], names: "design", gift: "her" },
  },
  {
    key: "wedding-bands", parent: "rings", group: "jewelry", sizeGuide: "ring",
    names: ["Wedding Bands", "Eheringe", "Alliances", "Alianzas"], synonyms: ["wedding", "band", "ehering", "alliance", "alianza", "trauring"],
    spec: { count: 12, draw: "band", variants: BAND_VARIANTS, materials: JEWEL_METALS, stones: [null, "moissanite", "lab-diamond"], colors: METAL_COLORS, sizes: "ring",
      price: [59, 890], noun: ["Wedding Band", "Ehering", "Alliance", "Alianza"], styles: ["classic", "minimalist"], names: "design", personalizable: 0.6, gift: "any" },
  },
  {
    key: "fashion-rings", parent: "rings", group: "jewelry", sizeGuide: "ring",
    names: ["Fashion Rings", "Modische Ringe", "Bagues fantaisie", "Anillos de moda"], synonyms: ["cocktail ring", "statement ring"],
    spec: { count: 12, draw: "ring", variants: RING_VARIANTS, materials: JEWEL_METALS.slice(0, 3), stones: [...COLOR_STONES, "pearl", "cubic-zirconia"], colors: METAL_COLORS, sizes: "ring",
      price: [39, 249], noun: ["Ring", "Ring", "Bague", "Anillo"], styles: ["statement", "vintage", "romantic"], names: "design", gift: "her" },
  },
  {
    key: "necklaces", group: "jewelry", sizeGuide: "chain", names: ["Necklaces", "Halsketten", "Colliers", "Collares"],
    synonyms: ["necklace", "halskette", "kette", "collier", "collar", "choker"],
    spec: { count: 14, draw: "necklace", variants: PENDANT_SHAPES, materials: JEWEL_METALS.slice(0, 3), stones: [...CLEAR_STONES, "pearl", ...COLOR_STONES], colors: METAL_COLORS, sizes: "chain",
      price: [49, 399], noun: ["Necklace", "Halskette", "Collier", "Collar"], styles: ["classic", "minimalist", "romantic"], names: "design", personalizable: 0.3, gift: "her" },
  },
  {
    key: "chains", group: "jewelry", sizeGuide: "chain", names: ["Chains", "Ketten", "Chaînes", "Cadenas"], synonyms: ["chain", "cadena", "chaine"],
    spec: { count: 12, draw: "chain", variants: CHAIN_STYLES, materials: ["sterling-silver", "gold-plated-silver", "solid-gold", "stainless-steel"], stones: [null], colors: ["yellow-gold", "silver"], sizes: "chain",
      price: [39, 690], noun: ["Chain", "Kette", "Chaîne", "Cadena"], styles: ["classic", "minimalist"], names: "design", gift: "any" },
  },
  {
    key: "pendants", group: "jewelry", names: ["Pendants", "Anhänger", "Pendentifs", "Colgantes"], synonyms: ["pendant", "charm pendant", "anhanger", "pendentif", "colgante", "dije"],
    spec: { count: 12, draw: "pendant", variants: PENDANT_SHAPES, materials: JEWEL_METALS, stones: [null, ...CLEAR_STONES, ...COLOR_STONES], colors: METAL_COLORS, sizes: null,
      price: [45, 590], noun: ["Pendant", "Anhänger", "Pendentif", "Colgante"], styles: ["classic", "romantic", "statement"], names: "design", personalizable: 0.5, gift: "any" },
  },
  {
    key: "bracelets", group: "jewelry", names: ["Bracelets", "Armbänder", "Bracelets", "Pulseras"], synonyms: ["bracelet", "armband", "pulsera", "bangle"],
    spec: { count: 12, draw: "bracelet", variants: BRACELET_STYLES, materials: JEWEL_METALS.slice(0, 3), stones: [null, ...CLEAR_STONES, "lab-sapphire"], colors: METAL_COLORS, sizes: "bracelet",
      price: [49, 790], noun: ["Bracelet", "Armband", "Bracelet", "Pulsera"], styles: ["classic", "minimalist", "statement"], names: "design", gift: "her" },
  },
  { key: "earrings", group: "jewelry", names: ["Earrings", "Ohrringe", "Boucles d'oreilles", "Pendientes"], synonyms: ["earring", "ohrring", "pendiente", "aretes"] },
  {
    key: "stud-earrings", parent: "earrings", group: "jewelry", names: ["Stud Earrings", "Ohrstecker", "Clous d'oreilles", "Pendientes de botón"], synonyms: ["studs", "stud", "clous"],
    spec: { count: 10, draw: "studs", variants: [v("round", ["Round", "Rund", "ronds", "redondos"]), v("princess", ["Princess", "Princess", "princesse", "princesa"]), v("flower", ["Flower", "Blüte", "fleur", "flor"])],
      materials: JEWEL_METALS, stones: [...CLEAR_STONES, "pearl", ...COLOR_STONES], colors: METAL_COLORS, sizes: null,
      price: [35, 690], noun: ["Stud Earrings", "Ohrstecker", "Clous d'oreilles", "Pendientes de botón"], styles: ["classic", "minimalist"], names: "design", gift: "her" },
  },
  {
    key: "hoop-earrings", parent: "earrings", group: "jewelry", names: ["Hoop Earrings", "Creolen", "Créoles", "Aros"], synonyms: ["hoops", "hoop", "creole", "creolen", "aros"],
    spec: { count: 10, draw: "hoops", variants: [v("classic", ["Classic", "Klassisch", "classiques", "clásicos"]), v("huggie", ["Huggie", "Huggie", "huggie", "huggie"]), v("pave", ["Pavé", "Pavé", "pavé", "pavé"])],
      materials: JEWEL_METALS, stones: [null, "cubic-zirconia", "moissanite"], colors: METAL_COLORS, sizes: null,
      price: [35, 490], noun: ["Hoop Earrings", "Creolen", "Créoles", "Aros"], styles: ["classic", "minimalist", "statement"], names: "design", gift: "her" },
  },
  { key: "watches", group: "jewelry", names: ["Watches", "Uhren", "Montres", "Relojes"], synonyms: ["watch", "uhr", "montre", "reloj"] },
  {
    key: "mens-watches", parent: "watches", group: "jewelry", names: ["Men's Watches", "Herrenuhren", "Montres homme", "Relojes de hombre"], synonyms: ["mens watch", "herrenuhr", "montre homme", "reloj hombre"],
    spec: { count: 10, draw: "watch", variants: WATCH_STYLES, materials: ["stainless-steel"], stones: [null], colors: ["silver", "yellow-gold", "black"], sizes: "watch-men",
      price: [129, 690], noun: ["Men's Watch", "Herrenuhr", "Montre homme", "Reloj de hombre"], styles: ["sporty", "classic", "minimalist"], names: "street", gift: "him" },
  },
  {
    key: "womens-watches", parent: "watches", group: "jewelry", names: ["Women's Watches", "Damenuhren", "Montres femme", "Relojes de mujer"], synonyms: ["womens watch", "damenuhr", "montre femme", "reloj mujer"],
    spec: { count: 10, draw: "watch", variants: WATCH_STYLES, materials: ["stainless-steel"], stones: [null, "cubic-zirconia"], colors: ["silver", "yellow-gold", "rose-gold"], sizes: "watch-women",
      price: [99, 490], noun: ["Women's Watch", "Damenuhr", "Montre femme", "Reloj de mujer"], styles: ["elegant", "classic", "minimalist"], names: "design", gift: "her" },
  },
  { key: "moissanite", group: "jewelry", names: ["Moissanite", "Moissanit", "Moissanite", "Moissanita"], synonyms: ["moissanit", "moissanita"] },
  {
    key: "moissanite-rings", parent: "moissanite", group: "jewelry", sizeGuide: "ring",
    names: ["Moissanite Rings", "Moissanit-Ringe", "Bagues en moissanite", "Anillos de moissanita"],
    spec: { count: 12, draw: "ring", variants: RING_VARIANTS, materials: ["sterling-silver", "solid-gold"], stones: ["moissanite"], colors: METAL_COLORS, sizes: "ring",
      price: [129, 1490], noun: ["Ring", "Ring", "Bague", "Anillo"], styles: ["classic", "vintage"], names: "design", gift: "her" },
  },
  {
    key: "moissanite-earrings", parent: "moissanite", group: "jewelry",
    names: ["Moissanite Earrings", "Moissanit-Ohrringe", "Boucles d'oreilles en moissanite", "Pendientes de moissanita"],
    spec: { count: 8, draw: "studs", variants: [v("round", ["Round", "Rund", "ronds", "redondos"]), v("halo", ["Halo", "Halo", "halo", "halo"])], materials: ["sterling-silver", "solid-gold"], stones: ["moissanite"], colors: METAL_COLORS, sizes: null,
      price: [79, 890], noun: ["Earrings", "Ohrringe", "Boucles d'oreilles", "Pendientes"], styles: ["classic", "minimalist"], names: "design", gift: "her" },
  },
  {
    key: "moissanite-necklaces", parent: "moissanite", group: "jewelry", sizeGuide: "chain",
    names: ["Moissanite Necklaces", "Moissanit-Halsketten", "Colliers en moissanite", "Collares de moissanita"],
    spec: { count: 8, draw: "tennis-necklace", variants: [v("tennis", ["Tennis", "Tennis", "tennis", "tenis"]), v("solitaire", ["Solitaire", "Solitär", "solitaire", "solitario"])], materials: ["sterling-silver", "solid-gold"], stones: ["moissanite"], colors: METAL_COLORS, sizes: "chain",
      price: [99, 1890], noun: ["Necklace", "Halskette", "Collier", "Collar"], styles: ["classic", "statement"], names: "design", gift: "her" },
  },
  // ---- VIPRAPPER --------------------------------------------------------------------------
  { key: "hip-hop-chains", group: "rapper", sizeGuide: "chain", names: ["Hip Hop Chains", "Hip-Hop-Ketten", "Chaînes hip-hop", "Cadenas hip hop"], synonyms: ["chain", "chains", "cadena", "kette"] },
  {
    key: "cuban-chains", parent: "hip-hop-chains", group: "rapper", sizeGuide: "chain",
    names: ["Cuban Link Chains", "Cuban-Link-Ketten", "Chaînes cubaines", "Cadenas cubanas"], synonyms: ["cuban", "cuban link", "miami cuban", "cubana"],
    spec: { count: 12, draw: "cuban", variants: [v("8mm", ["8mm", "8 mm", "8 mm", "8 mm"]), v("12mm", ["12mm", "12 mm", "12 mm", "12 mm"]), v("15mm", ["15mm", "15 mm", "15 mm", "15 mm"]), v("20mm", ["20mm", "20 mm", "20 mm", "20 mm"])],
      materials: ["gold-plated-brass", "sterling-silver", "solid-gold"], stones: [null, "moissanite", "cubic-zirconia"], colors: ["yellow-gold", "silver", "rose-gold"], sizes: "chain",
      price: [59, 2490], noun: ["Miami Cuban Link Chain", "Miami-Cuban-Link-Kette", "Chaîne cubaine Miami", "Cadena cubana Miami"], styles: ["hip-hop", "statement"], names: "street", iced: true, gift: "him" },
  },
  {
    key: "tennis-chains", parent: "hip-hop-chains", group: "rapper", sizeGuide: "chain",
    names: ["Tennis Chains", "Tennisketten", "Chaînes tennis", "Cadenas tenis"], synonyms: ["tennis", "tennis chain", "tennis necklace"],
    spec: { count: 10, draw: "tennis-chain", variants: [v("3mm", ["3mm", "3 mm", "3 mm", "3 mm"]), v("4mm", ["4mm", "4 mm", "4 mm", "4 mm"]), v("5mm", ["5mm", "5 mm", "5 mm", "5 mm"])],
      materials: ["sterling-silver", "gold-plated-brass", "solid-gold"], stones: ["moissanite", "cubic-zirconia", "lab-diamond"], colors: ["yellow-gold", "silver", "rose-gold"], sizes: "chain",
      price: [79, 2990], noun: ["Tennis Chain", "Tenniskette", "Chaîne tennis", "Cadena tenis"], styles: ["hip-hop", "statement"], names: "street", gift: "him" },
  },
  {
    key: "rope-chains", parent: "hip-hop-chains", group: "rapper", sizeGuide: "chain",
    names: ["Rope Chains", "Kordelketten", "Chaînes corde", "Cadenas de cuerda"], synonyms: ["rope", "kordel"],
    spec: { count: 6, draw: "chain", variants: [v("rope", ["Rope", "Kordel", "corde", "cordón"])], materials: ["gold-plated-brass", "solid-gold", "stainless-steel"], stones: [null], colors: ["yellow-gold", "silver"], sizes: "chain",
      price: [49, 1490], noun: ["Rope Chain", "Kordelkette", "Chaîne corde", "Cadena de cuerda"], styles: ["hip-hop", "classic"], names: "street", gift: "him" },
  },
  {
    key: "grillz", group: "rapper", names: ["Grillz", "Grillz", "Grillz", "Grillz"], synonyms: ["grill", "grills", "grillz", "teeth", "fangs"],
    spec: { count: 10, draw: "grillz", variants: [v("plain", ["Polished", "Poliert", "polis", "pulidos"]), v("iced", ICED), v("diamond-cut", ["Diamond Cut", "Diamantschliff", "taille diamant", "corte diamante"])],
      materials: ["gold-plated-brass", "sterling-silver", "solid-gold"], stones: [null, "cubic-zirconia", "moissanite"], colors: ["yellow-gold", "silver", "rose-gold"], sizes: "grillz",
      price: [79, 1990], noun: ["Grillz", "Grillz", "Grillz", "Grillz"], styles: ["hip-hop", "statement"], names: "street", gift: "him" },
  },
  {
    key: "iced-pendants", group: "rapper", names: ["Iced Out Pendants", "Iced-Out-Anhänger", "Pendentifs iced out", "Colgantes iced out"], synonyms: ["pendant", "piece", "chain piece", "anhanger", "colgante"],
    spec: { count: 12, draw: "iced-pendant", variants: [v("cross", ["Cross", "Kreuz", "croix", "cruz"]), v("crown", ["Crown", "Krone", "couronne", "corona"]), v("heart", ["Heart", "Herz", "cœur", "corazón"]), v("star", ["Star", "Stern", "étoile", "estrella"]), v("medallion", ["Medallion", "Medaillon", "médaillon", "medallón"])],
      materials: ["gold-plated-brass", "sterling-silver", "solid-gold"], stones: ["cubic-zirconia", "moissanite"], colors: ["yellow-gold", "silver", "rose-gold"], sizes: null,
      price: [69, 2490], noun: ["Iced Out Pendant", "Iced-Out-Anhänger", "Pendentif iced out", "Colgante iced out"], styles: ["hip-hop", "statement"], names: "street", personalizable: 0.2, gift: "him" },
  },
  {
    key: "iced-bracelets", group: "rapper", names: ["Iced Out Bracelets", "Iced-Out-Armbänder", "Bracelets iced out", "Pulseras iced out"], synonyms: ["bracelet", "armband", "pulsera"],
    spec: { count: 8, draw: "bracelet", variants: [v("tennis", ["Tennis", "Tennis", "tennis", "tenis"]), v("link", ["Cuban Link", "Cuban Link", "maillons cubains", "eslabón cubano"])],
      materials: ["gold-plated-brass", "sterling-silver"], stones: ["cubic-zirconia", "moissanite"], colors: ["yellow-gold", "silver"], sizes: "bracelet",
      price: [59, 1290], noun: ["Bracelet", "Armband", "Bracelet", "Pulsera"], styles: ["hip-hop", "statement"], names: "street", gift: "him" },
  },
  {
    key: "iced-watches", group: "rapper", names: ["Iced Out Watches", "Iced-Out-Uhren", "Montres iced out", "Relojes iced out"], synonyms: ["watch", "uhr", "montre", "reloj", "bust down"],
    spec: { count: 6, draw: "watch", variants: [v("bust-down", ["Bust Down", "Bust Down", "bust down", "bust down"]), v("bezel", ["Iced Bezel", "Iced-Lünette", "lunette glacée", "bisel helado"])],
      materials: ["stainless-steel"], stones: ["cubic-zirconia", "moissanite"], colors: ["yellow-gold", "silver", "rose-gold"], sizes: "watch-men",
      price: [149, 1990], noun: ["Iced Out Watch", "Iced-Out-Uhr", "Montre iced out", "Reloj iced out"], styles: ["hip-hop", "statement"], names: "street", iced: true, gift: "him" },
  },
  // ---- Apparel ----------------------------------------------------------------------------
  { key: "dresses", group: "apparel", sizeGuide: "clothing", names: ["Dresses", "Kleider", "Robes", "Vestidos"], synonyms: ["dress", "kleid", "robe", "vestido"] },
  {
    key: "evening-dresses", parent: "dresses", group: "apparel", sizeGuide: "clothing",
    names: ["Evening Dresses", "Abendkleider", "Robes de soirée", "Vestidos de noche"], synonyms: ["evening", "evening gown", "abendkleid", "soiree", "prom"],
    spec: { count: 14, draw: "gown", variants: DRESS_CUTS, materials: FABRICS_EVENING, stones: [null], colors: DRESS_COLORS, sizes: "clothing", garment: "long",
      price: [119, 459], noun: ["Evening Dress", "Abendkleid", "Robe de soirée", "Vestido de noche"], styles: ["elegant", "romantic", "classic"], names: "design", gift: "her" },
  },
  {
    key: "banquet-gowns", parent: "dresses", group: "apparel", sizeGuide: "clothing",
    names: ["Banquet Gowns", "Bankettkleider", "Robes de gala", "Vestidos de gala"], synonyms: ["banquet", "gala", "ball gown", "ballkleid", "gown"],
    spec: { count: 12, draw: "ballgown", variants: [v("ball-gown", ["Ball Gown", "Ballkleid", "robe de bal", "de baile"]), v("off-shoulder", ["Off-Shoulder", "schulterfrei", "épaules dénudées", "hombros descubiertos"]), v("sweetheart", ["Sweetheart", "Herzausschnitt", "décolleté cœur", "escote corazón"])],
      materials: ["satin", "tulle", "velvet", "sequin", "lace", "silk-blend"], stones: [null], colors: DRESS_COLORS, sizes: "clothing", garment: "gown",
      price: [189, 689], noun: ["Banquet Gown", "Bankettkleid", "Robe de gala", "Vestido de gala"], styles: ["elegant", "romantic", "statement"], names: "design", gift: "her" },
  },
  {
    key: "cocktail-dresses", parent: "dresses", group: "apparel", sizeGuide: "clothing",
    names: ["Cocktail Dresses", "Cocktailkleider", "Robes de cocktail", "Vestidos de cóctel"], synonyms: ["cocktail", "party dress", "cocktailkleid"],
    spec: { count: 10, draw: "cocktail", variants: DRESS_CUTS, materials: ["satin", "crepe", "sequin", "velvet", "lace"], stones: [null], colors: DRESS_COLORS, sizes: "clothing", garment: "short",
      price: [79, 259], noun: ["Cocktail Dress", "Cocktailkleid", "Robe de cocktail", "Vestido de cóctel"], styles: ["elegant", "statement", "minimalist"], names: "design", gift: "her" },
  },
  {
    key: "tops", group: "apparel", sizeGuide: "clothing", names: ["Tops", "Oberteile", "Hauts", "Tops"], synonyms: ["top", "blouse", "bluse", "blouse", "blusa", "camisole"],
    spec: { count: 10, draw: "top", variants: [v("blouse", ["Blouse", "Bluse", "blouse", "blusa"]), v("camisole", ["Camisole", "Camisole", "caraco", "camisola"]), v("wrap", ["Wrap Top", "Wickeltop", "haut cache-cœur", "top cruzado"])],
      materials: ["satin", "chiffon", "silk-blend", "crepe", "lace"], stones: [null], colors: DRESS_COLORS, sizes: "clothing", garment: "top",
      price: [35, 119], noun: ["Top", "Oberteil", "Haut", "Top"], styles: ["elegant", "minimalist", "romantic"], names: "design", gift: "her" },
  },
  {
    key: "skirts", group: "apparel", sizeGuide: "clothing", names: ["Skirts", "Röcke", "Jupes", "Faldas"], synonyms: ["skirt", "rock", "jupe", "falda"],
    spec: { count: 6, draw: "skirt", variants: [v("midi", ["Midi", "Midi", "midi", "midi"]), v("maxi", ["Maxi", "Maxi", "longue", "larga"]), v("pleated", ["Pleated", "Plissee", "plissée", "plisada"])],
      materials: ["satin", "tulle", "chiffon", "velvet"], stones: [null], colors: DRESS_COLORS, sizes: "clothing", garment: "skirt",
      price: [49, 159], noun: ["Skirt", "Rock", "Jupe", "Falda"], styles: ["elegant", "romantic"], names: "design", gift: "her" },
  },
  {
    key: "wraps", group: "apparel", names: ["Wraps & Shawls", "Stolen & Tücher", "Étoles & châles", "Chales y estolas"], synonyms: ["shawl", "wrap", "stole", "stola", "etole", "chal"],
    spec: { count: 4, draw: "shawl", variants: [v("stole", ["Stole", "Stola", "étole", "estola"]), v("shawl", ["Shawl", "Tuch", "châle", "chal"])],
      materials: ["chiffon", "velvet", "silk-blend"], stones: [null], colors: DRESS_COLORS, sizes: null,
      price: [29, 89], noun: ["Evening Wrap", "Abendstola", "Étole de soirée", "Estola de noche"], styles: ["elegant", "classic"], names: "design", gift: "her" },
  },
  // ---- HEYCHARM ---------------------------------------------------------------------------
  { key: "charms", group: "charms", names: ["Charms", "Charms", "Charms", "Charms"], synonyms: ["charm", "bead", "anhanger", "breloque", "dije"] },
  {
    key: "symbol-charms", parent: "charms", group: "charms", names: ["Symbol Charms", "Symbol-Charms", "Charms symboles", "Charms de símbolos"],
    spec: { count: 10, draw: "charm", motifs: ["heart", "star", "moon", "clover", "infinity", "flower", "crown", "anchor"], materials: ["sterling-silver", "gold-plated-silver", "rose-gold-plated-silver"], stones: [null, "cubic-zirconia", "pink-cz"], colors: ["silver", "yellow-gold", "rose-gold"], sizes: null,
      price: [19, 69], noun: ["Charm", "Charm", "Charm", "Charm"], styles: ["romantic", "minimalist"], names: "motif", personalizable: 0.2, gift: "her" },
  },
  {
    key: "birthstone-charms", parent: "charms", group: "charms", names: ["Birthstone Charms", "Geburtsstein-Charms", "Charms pierre de naissance", "Charms de piedra natal"], synonyms: ["birthstone", "geburtsstein", "birth stone"],
    spec: { count: 12, draw: "birthstone", materials: ["sterling-silver", "gold-plated-silver"], stones: ["crystal"], colors: ["silver", "yellow-gold"], sizes: null,
      price: [25, 59], noun: ["Birthstone Charm", "Geburtsstein-Charm", "Charm pierre de naissance", "Charm de piedra natal"], styles: ["classic", "romantic"], names: "month", gift: "her" },
  },
  {
    key: "animal-charms", parent: "charms", group: "charms", names: ["Animal Charms", "Tier-Charms", "Charms animaux", "Charms de animales"], synonyms: ["animal", "tier", "pet", "dog", "cat"],
    spec: { count: 8, draw: "charm", motifs: ["paw", "butterfly", "cat", "bird", "fish", "owl", "turtle", "elephant"], materials: ["sterling-silver", "gold-plated-silver", "rose-gold-plated-silver"], stones: [null, "cubic-zirconia"], colors: ["silver", "yellow-gold", "rose-gold"], sizes: null,
      price: [22, 69], noun: ["Charm", "Charm", "Charm", "Charm"], styles: ["romantic", "minimalist"], names: "motif", gift: "her" },
  },
  {
    key: "travel-charms", parent: "charms", group: "charms", names: ["Travel Charms", "Reise-Charms", "Charms voyage", "Charms de viaje"], synonyms: ["travel", "reise", "voyage", "viaje"],
    spec: { count: 8, draw: "charm", motifs: ["plane", "globe", "suitcase", "tower", "palm", "compass", "camera", "sailboat"], materials: ["sterling-silver", "gold-plated-silver"], stones: [null, "cubic-zirconia"], colors: ["silver", "yellow-gold"], sizes: null,
      price: [24, 75], noun: ["Charm", "Charm", "Charm", "Charm"], styles: ["minimalist", "classic"], names: "motif", gift: "any" },
  },
  {
    key: "charm-bracelets", group: "charms", names: ["Charm Bracelets", "Charm-Armbänder", "Bracelets à charms", "Pulseras de charms"], synonyms: ["charm bracelet", "snake chain", "bracelet"],
    spec: { count: 8, draw: "charm-bracelet", variants: [v("snake", ["Snake Chain", "Schlangenkette", "maille serpent", "cadena de serpiente"]), v("bangle", ["Bangle", "Armreif", "jonc", "brazalete"]), v("leather", ["Braided Leather", "Geflochtenes Leder", "cuir tressé", "cuero trenzado"])],
      materials: ["sterling-silver", "gold-plated-silver", "rose-gold-plated-silver"], stones: [null, "cubic-zirconia"], colors: ["silver", "yellow-gold", "rose-gold"], sizes: "bracelet",
      price: [39, 149], noun: ["Charm Bracelet", "Charm-Armband", "Bracelet à charms", "Pulsera de charms"], styles: ["classic", "romantic"], names: "design", personalizable: 0.3, gift: "her" },
  },
  {
    key: "charm-necklaces", group: "charms", sizeGuide: "chain", names: ["Charm Necklaces", "Charm-Halsketten", "Colliers à charms", "Collares de charms"], synonyms: ["charm necklace", "necklace", "collier"],
    spec: { count: 6, draw: "charm-necklace", variants: [v("carrier", ["Charm Carrier", "Charm-Träger", "porte-charms", "portacharms"]), v("cable", ["Cable", "Anker", "forçat", "rolo"])],
      materials: ["sterling-silver", "gold-plated-silver"], stones: [null, "cubic-zirconia"], colors: ["silver", "yellow-gold", "rose-gold"], sizes: "chain",
      price: [45, 129], noun: ["Charm Necklace", "Charm-Halskette", "Collier à charms", "Collar de charms"], styles: ["minimalist", "romantic"], names: "design", gift: "her" },
  },
];
