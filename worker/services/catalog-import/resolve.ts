import { foldText } from "~/shared/fold-text.mjs";

/**
 * What the import's products point at in the catalogue: the category of each product type, the
 * collections of tags, the attribute options of colours, sizes and materials, and free product
 * codes — read once per import, so the plan knows what exists and what it will make.
 */
const OPTION_ATTRIBUTES: Record<string, "color" | "size" | "material"> = {
  color: "color",
  colour: "color",
  size: "size",
  material: "material",
};

export const attributeOf = (optionName: string) => {
  const key = optionName.trim().toLowerCase();
  return Object.hasOwn(OPTION_ATTRIBUTES, key) ? OPTION_ATTRIBUTES[key] : null;
};

/** A URL key or option code: lower case letters, digits and dashes. */
function keyOf(text: string, fallback: string): string {
  const key = ascii(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return /^[a-z0-9]/.test(key) ? key : fallback;
}

const DEFAULT_TYPE = "Other";

export interface Resolver {
  /** The category url key for a type, and whether the import makes it. */
  category(type: string): { key: string; name: string; created: boolean };
  collections(tags: string[]): number[];
  /** Collections some tag mapping names: their membership follows the file's tags. */
  managedCollections(): ReadonlySet<number>;
  /** The option code of a value of the colour, size or material attribute, and whether it is new. */
  option(attribute: "color" | "size" | "material", value: string): { code: string; created: boolean };
  productCode(handle: string, existing: string | undefined): string;
  createdCategories(): { key: string; name: string }[];
  createdOptions(): { attribute: string; code: string; name: string }[];
  missingAttributes(): string[];
}

export async function loadResolver(db: D1Database): Promise<Resolver> {
  const [mappings, categories, options, attributes, takenCodes] = await db.batch([
    db.prepare("SELECT kind, value, c.url_key, m.collection_id FROM catalog_import_mappings m LEFT JOIN categories c ON c.id = m.category_id"),
    db.prepare("SELECT c.url_key, t.name FROM categories c LEFT JOIN category_texts t ON t.category_id = c.id"),
    db.prepare(
      `SELECT a.name AS attribute, o.code, t.name FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id
        LEFT JOIN attribute_option_texts t ON t.option_id = o.id AND t.language = 'en' WHERE a.name IN ('color', 'size', 'material')`,
    ),
    db.prepare("SELECT name FROM attributes WHERE name IN ('color', 'size', 'material')"),
    db.prepare("SELECT product_code FROM products"),
  ]);
  const typeMap = new Map<string, string>();
  const tagMap = new Map<string, number[]>();
  for (const row of mappings.results as { kind: string; value: string; url_key: string | null; collection_id: number | null }[]) {
    if (row.kind === "type" && row.url_key) typeMap.set(row.value, row.url_key);
    if (row.kind === "tag" && row.collection_id !== null) tagMap.set(row.value, [...(tagMap.get(row.value) ?? []), row.collection_id]);
  }
  const categoryByName = new Map<string, { key: string; name: string }>();
  const categoryKeys = new Set<string>();
  for (const row of categories.results as { url_key: string; name: string | null }[]) {
    categoryKeys.add(row.url_key);
    if (row.name && !categoryByName.has(foldText(row.name))) categoryByName.set(foldText(row.name), { key: row.url_key, name: row.name });
  }
  const optionByName = new Map<string, string>();
  const optionCodes = new Set<string>();
  for (const row of options.results as { attribute: string; code: string; name: string | null }[]) {
    optionCodes.add(`${row.attribute}:${row.code}`);
    if (row.name) optionByName.set(`${row.attribute}:${foldText(row.name)}`, row.code);
    optionByName.set(`${row.attribute}:${row.code}`, row.code);
  }
  const attributeNames = new Set((attributes.results as { name: string }[]).map((r) => r.name));
  const usedCodes = new Set((takenCodes.results as { product_code: string }[]).map((r) => r.product_code));
  const newCategories = new Map<string, { key: string; name: string }>();
  const newOptions = new Map<string, { attribute: string; code: string; name: string }>();
  const usedAttributes = new Set<string>();

  return {
    category(type) {
      const name = type.trim() || DEFAULT_TYPE;
      const folded = foldText(name);
      const mapped = typeMap.get(folded);
      if (mapped) return { key: mapped, name, created: false };
      const found = categoryByName.get(folded) ?? newCategories.get(folded);
      if (found) return { ...found, created: newCategories.has(folded) };
      let key = keyOf(name, "category");
      for (let n = 2; categoryKeys.has(key); n++) key = `${keyOf(name, "category").slice(0, 55)}-${n}`;
      categoryKeys.add(key);
      const made = { key, name: name.slice(0, 120) };
      newCategories.set(folded, made);
      return { ...made, created: true };
    },
    collections(tags) {
      return [...new Set(tags.flatMap((tag) => tagMap.get(foldText(tag)) ?? []))];
    },
    managedCollections() {
      return new Set([...tagMap.values()].flat());
    },
    option(attribute, value) {
      usedAttributes.add(attribute);
      const known = optionByName.get(`${attribute}:${foldText(value)}`);
      if (known) return { code: known, created: newOptions.has(`${attribute}:${known}`) };
      let code = keyOf(value, "option");
      for (let n = 2; optionCodes.has(`${attribute}:${code}`); n++) code = `${keyOf(value, "option").slice(0, 55)}-${n}`;
      optionCodes.add(`${attribute}:${code}`);
      optionByName.set(`${attribute}:${foldText(value)}`, code);
      newOptions.set(`${attribute}:${code}`, { attribute, code, name: value });
      return { code, created: true };
    },
    productCode(handle, existing) {
      if (existing) return existing;
      const base = codeBase(handle);
      let code = base;
      for (let n = 2; usedCodes.has(code); n++) code = `${base.slice(0, 36)}${n}`;
      usedCodes.add(code);
      return code;
    },
    createdCategories: () => [...newCategories.values()],
    createdOptions: () => [...newOptions.values()],
    missingAttributes: () => [...usedAttributes].filter((a) => !attributeNames.has(a)),
  };
}

/** The product code (the last dash segment of the product URL): the handle's letters and digits. */
function codeBase(handle: string): string {
  const code = ascii(handle)
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 40);
  return code || "p";
}

/** Lower case without accents: "Crème" → "creme". */
const ascii = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
