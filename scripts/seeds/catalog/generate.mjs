// The demo catalogue as plain data, from a seed and a date: the same inputs always give the
// same shop. Nothing here touches a database, the network or the clock.
import { CATEGORIES, STORE_GROUPS } from "./assortment.mjs";
import { createRng } from "./prng.mjs";
import { measurementsFor, SIZE_SCALES } from "./sizes.mjs";
import { productTexts, slugify } from "./texts.mjs";
import { ATTRIBUTES, CHARM_MOTIFS, COLORS, COLOR_GROUPS, DESIGN_NAMES, L, MATERIALS, MONTHS, STONES, STREET_NAMES, STYLES, TAGS } from "./words.mjs";
import { COLLECTIONS, KEYWORDS } from "./merchandising.mjs";

const SENTENCE = {
  ring: "ring",
  band: "ring",
  necklace: "chain",
  "tennis-necklace": "chain",
  chain: "chain",
  "charm-necklace": "chain",
  cuban: "cuban",
  "tennis-chain": "iced",
  "iced-pendant": "iced",
  grillz: "grillz",
  watch: "watch",
  studs: "earrings",
  hoops: "earrings",
  bracelet: "bracelet",
  "charm-bracelet": "bracelet",
  pendant: "pendant",
  charm: "charm",
  birthstone: "charm",
  gown: "dress",
  ballgown: "dress",
  cocktail: "dress",
  top: "separates",
  skirt: "separates",
  shawl: "shawl",
};
const SPU_PREFIX = { jewelry: "HL", rapper: "VR", apparel: "HA", charms: "HC" };
const METAL_OF_COLOR = { "yellow-gold": "gold", silver: "silver", "rose-gold": "rose", black: "black" };
const GOLD_PLATED = new Set(["gold-plated-silver", "rose-gold-plated-silver", "gold-plated-brass"]);

/** Which SKU colours a material comes in (plated silver has one colour; silver takes platings). */
function colorsFor(material, spec, rng) {
  if (spec.garment || spec.draw === "shawl") return rng.sample(spec.colors, rng.int(2, 4));
  const fixed = { "gold-plated-silver": ["yellow-gold"], "rose-gold-plated-silver": ["rose-gold"] }[material];
  if (fixed) return fixed;
  const allowed = material === "stainless-steel" ? ["silver", "yellow-gold", "black"] : ["yellow-gold", "silver", "rose-gold"];
  const pool = spec.colors.filter((c) => allowed.includes(c));
  return rng.sample(pool.length ? pool : allowed, rng.int(1, Math.min(3, pool.length || 1)));
}

/** Log-uniform price in whole dollars ending in .99 (or .00 above 1,000), in cents. */
function priceCents([min, max], rng) {
  const dollars = Math.round(Math.exp(Math.log(min) + rng.float() * (Math.log(max) - Math.log(min))));
  return dollars >= 1000 ? Math.round(dollars / 10) * 1000 : Math.max(dollars, 2) * 100 - 1;
}

const isoDay = (date) => date.toISOString().slice(0, 10);

function buildOptions() {
  const attributes = ATTRIBUTES.map(([name, labels], i) => ({ id: i + 1, name, position: i, labels: L(labels) }));
  const colorGroups = COLOR_GROUPS.map((code, i) => ({ id: i + 1, code }));
  const groupId = Object.fromEntries(colorGroups.map((g) => [g.code, g.id]));
  const options = [];
  const ids = {};
  const add = (attr, code, names, extra = {}) => {
    const id = options.length + 1;
    options.push({
      id,
      attributeId: attributes.find((a) => a.name === attr).id,
      code,
      names: L(names),
      position: options.filter((o) => o.attr === attr).length,
      attr,
      hex: null,
      colorGroupId: null,
      ...extra,
    });
    ids[`${attr}:${code}`] = id;
  };
  for (const [code, names] of Object.entries(MATERIALS)) add("material", code, names);
  for (const [code, [names, hex, group]] of Object.entries(COLORS)) add("color", code, names, { hex, colorGroupId: groupId[group] });
  for (const [code, { names }] of Object.entries(STONES)) add("stone", code, names);
  for (const [code, names] of Object.entries(STYLES)) add("style", code, names);
  for (const scale of Object.values(SIZE_SCALES)) for (const size of scale) if (!ids[`size:${size.code}`]) add("size", size.code, size.names);
  return { attributes, colorGroups, options, optionId: (attr, code) => ids[`${attr}:${code}`] };
}

function nameFor(spec, index, pools) {
  if (spec.names === "month") {
    const m = MONTHS[index % 12];
    return { name: [m[0], m[1], m[2], m[3]], month: m[4] };
  }
  if (spec.names === "motif") {
    const motif = spec.motifs[index % spec.motifs.length];
    return { name: CHARM_MOTIFS[motif], motif };
  }
  const pool = spec.names === "street" ? pools.street : pools.design;
  const name = pool[index % pool.length];
  return { name: [name, name, name, name] };
}

function stockPlan(rng, apparel) {
  const mode = rng.weighted(
    apparel
      ? [
          ["made", 50],
          ["stock", 40],
          ["limited", 10],
        ]
      : [
          ["made", 35],
          ["stock", 50],
          ["limited", 15],
        ],
  );
  return {
    mode,
    next: () =>
      mode === "made"
        ? null
        : mode === "limited"
          ? rng.int(0, 4)
          : rng.weighted([
              [0, 1],
              [rng.int(3, 60), 9],
            ]),
  };
}

function ratingFor(rng) {
  const count = rng.weighted([
    [0, 10],
    [rng.int(1, 30), 40],
    [rng.int(31, 300), 35],
    [rng.int(301, 1200), 15],
  ]);
  const average = count ? Math.round((4 + rng.float() ** 0.6 * 1) * 10) / 10 : 0;
  return { count, average: Math.min(average, 5) };
}

function buildProduct(ctx, category, spec, index) {
  const { rng, optionId, today, seq } = ctx;
  const variant = spec.variants ? spec.variants[index % spec.variants.length] : null;
  const material = rng.pick(spec.materials);
  const stone = rng.pick(spec.stones);
  const colors = colorsFor(material, spec, rng);
  const scale = spec.sizes ? SIZE_SCALES[spec.sizes] : null;
  const sizes = scale ? (spec.sizes === "clothing" ? scale.slice(rng.int(0, 1)) : scale.slice(0, scale.length - rng.int(0, 1))) : [null];
  const { name, motif, month } = nameFor(spec, index, ctx.pools);
  const apparel = Boolean(spec.garment) || spec.draw === "shawl";
  const kind = spec.draw === "charm" ? "charm" : spec.draw === "birthstone" ? "birthstone" : apparel ? "apparel" : "jewelry";
  const microns = GOLD_PLATED.has(material) ? rng.pick([0.5, 1, 1.5, 2, 2.5]) : null;
  const textParts = {
    kind,
    name,
    noun: spec.noun,
    variant: variant?.names,
    stone: stone ? STONES[stone].names : undefined,
    material: MATERIALS[material],
    sentence: spec.draw === "tennis-necklace" && variant?.code === "tennis" ? "iced" : SENTENCE[spec.draw],
    microns,
  };
  const texts = productTexts(textParts);
  const base = priceCents(material === "solid-gold" ? [spec.price[0] * 3, spec.price[1] * 1.6] : spec.price, rng);
  const discounted = rng.chance(0.55);
  const sale = discounted ? Math.max(99, Math.round((base * (100 - rng.pick([10, 15, 20, 25, 30, 40]))) / 10000) * 100 - 1) : base;
  const rating = ratingFor(rng);
  const sales = Math.round((rating.count + rng.int(0, 40)) * (1.5 + rng.float() * 4));
  const days = rng.chance(0.2) ? rng.int(0, 40) : rng.int(46, 540);
  const stock = stockPlan(rng, apparel);
  const style = rng.pick(spec.styles);
  const code = String(seq);
  const spuCode = `${SPU_PREFIX[category.group]}${seq}`;
  const skus = [];
  colors.forEach((color, ci) =>
    sizes.forEach((size, si) => {
      const step = spec.sizes === "chain" || spec.sizes === "bracelet" ? si : spec.sizes === "grillz" && si === 2 ? 4 : 0;
      skus.push({
        skuCode: `${spuCode}-${ci + 1}${si + 1}`,
        colorId: optionId("color", color),
        sizeId: size ? optionId("size", size.code) : null,
        stock: stock.next(),
        extraCents: Math.round((sale * 0.06 * step) / 100) * 100,
      });
    }),
  );
  const sizeLabels = sizes.filter(Boolean).map((s) => s.names[0]);
  const optionIds = new Set([optionId("material", material), optionId("style", style), ...skus.map((s) => s.colorId), ...skus.map((s) => s.sizeId)]);
  if (stone) optionIds.add(optionId("stone", stone));
  optionIds.delete(null);
  const look = {
    draw: spec.draw,
    variant: variant?.code ?? null,
    motif: motif ?? null,
    month: month ?? null,
    metal: METAL_OF_COLOR[colors[0]] ?? null,
    fabric: apparel ? COLORS[colors[0]][1] : null,
    material,
    stone: stone ? STONES[stone].color : null,
    iced: Boolean(spec.iced && stone),
    theme: category.group,
    seed: spuCode,
  };
  return {
    id: ctx.nextId(),
    spuCode,
    productCode: code,
    slug: slugify(texts.en.title),
    categoryKey: category.key,
    group: category.group,
    materialId: optionId("material", material),
    stoneId: stone ? optionId("stone", stone) : null,
    stone,
    baseCents: base,
    saleCents: sale,
    jewelSafeCents: ["jewelry", "rapper"].includes(category.group) ? Math.max(499, Math.round((sale * 0.08) / 100) * 100 - 1) : null,
    newOn: isoDay(new Date(today.getTime() - days * 86_400_000)),
    ratingAvg: rating.average,
    ratingCount: rating.count,
    salesCount: sales,
    sizeGuide: category.sizeGuide ?? null,
    personalizable: rng.chance(spec.personalizable ?? 0),
    stockMode: stock.mode,
    gift: spec.gift,
    texts,
    optionIds: [...optionIds].sort((a, b) => a - b),
    skus,
    measurements: spec.garment ? measurementsFor(spec.garment, variant?.code, sizeLabels, rng) : [],
    images: [
      { ...look, view: 0 },
      { ...look, view: 1 },
      { draw: "packaging", theme: category.group, view: 0 },
    ],
    stores: [],
    tags: [],
  };
}

function assignStores(products, rng) {
  for (const p of products) {
    const group = STORE_GROUPS[p.group];
    // Regional assortments differ a little: some pieces are not offered in every market.
    p.stores = group.filter((store) => !(store === "mx" && rng.chance(0.1)) && !(store === "uk" && rng.chance(0.05)));
  }
}

function assignTags(products) {
  for (const group of Object.keys(STORE_GROUPS)) {
    const inGroup = products.filter((p) => p.group === group).sort((a, b) => b.salesCount - a.salesCount || a.id - b.id);
    const top = new Set(inGroup.slice(0, Math.ceil(inGroup.length * 0.15)).map((p) => p.id));
    for (const p of inGroup) {
      const tags = [];
      if (top.has(p.id)) tags.push("bestseller");
      if (p.gift === "her" || p.gift === "any") tags.push("gift-for-her");
      if (p.gift === "him" || p.gift === "any") tags.push("gift-for-him");
      if (p.saleCents < 10000) tags.push("under-100");
      if (p.stockMode === "limited") tags.push("limited-edition");
      if (p.stockMode === "made") tags.push("made-to-order");
      if (p.personalizable) tags.push("personalized");
      p.tags = tags;
    }
  }
}

export function generateCatalog({ seed = "heliora-demo", today = new Date("2026-05-01T00:00:00Z") } = {}) {
  const rng = createRng(seed);
  const { attributes, colorGroups, options, optionId } = buildOptions();
  const categories = CATEGORIES.map((c, i) => ({
    id: i + 1,
    key: c.key,
    parentKey: c.parent ?? null,
    position: i,
    group: c.group,
    sizeGuide: c.sizeGuide ?? null,
    names: L(c.names),
    synonyms: [...new Set(c.synonyms ?? [])],
    stores: STORE_GROUPS[c.group],
  }));
  const products = [];
  let id = 0;
  let seq = 100100;
  for (const category of categories) {
    const spec = CATEGORIES.find((c) => c.key === category.key).spec;
    if (!spec) continue;
    const local = rng.fork(category.key);
    const pools = { design: local.shuffle(DESIGN_NAMES), street: local.shuffle(STREET_NAMES) };
    for (let i = 0; i < spec.count; i++) {
      seq += local.int(1, 9);
      products.push(buildProduct({ rng: local.fork(String(i)), optionId, today, seq, pools, nextId: () => ++id }, category, spec, i));
    }
  }
  assignStores(products, rng.fork("stores"));
  assignTags(products);
  const collections = COLLECTIONS.map((c, i) => ({ id: i + 1, position: i, ...c, productIds: c.pick(products, categories) }));
  const tags = Object.fromEntries(Object.entries(TAGS).map(([tag, labels]) => [tag, L(labels)]));
  return { attributes, colorGroups, options, categories, products, collections, tags, keywords: KEYWORDS };
}
