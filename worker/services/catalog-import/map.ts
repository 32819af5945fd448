import type { CsvRow, CsvTable } from "./csv";
import { sanitizeHtml } from "./sanitize";
import { WEIGHT_UNITS, type ImageRecord, type Problem, type ProductRecord, type VariantRecord, type WeightUnit } from "./types";

/**
 * Shopify product CSV rows → products (docs/decisions/1000-catalogue-import.md). Rows are grouped
 * by Handle; the first row of a handle carries the product, continuation rows only variants or
 * images. Every problem names its line; a product with an error is left out whole, never half.
 */
interface MappedProduct {
  record: ProductRecord;
  line: number;
}

export interface Mapping {
  products: MappedProduct[];
  /** Handles left out because of an error. */
  skipped: string[];
  problems: Problem[];
  rows: number;
}

export interface MapOptions {
  /** An amount in the store's currency (as written in the file) to USD cents, with the rates table. */
  toUsdCents: (amount: number) => number;
}

const HANDLE_RE = /^[a-z0-9][a-z0-9_-]{0,199}$/i;
const NUMBER_RE = /^\d+(\.\d+)?$/;
const INTEGER_RE = /^-?\d+(\.0+)?$/;
const TRUE_WORDS = new Set(["true", "yes", "1"]);
const FALSE_WORDS = new Set(["false", "no", "0"]);

interface Draft {
  handle: string;
  line: number;
  first: CsvRow;
  variantRows: CsvRow[];
  images: Map<string, { position: number; order: number; alt: string }>;
  errors: number;
}

export function mapProducts(table: CsvTable, options: MapOptions): Mapping {
  const problems: Problem[] = [];
  if (!table.header.includes("Handle")) {
    problems.push({ line: 1, handle: "", severity: "error", message: "The file has no Handle column: is it a Shopify product CSV?" });
    return { products: [], skipped: [], problems, rows: table.rows.length };
  }
  const drafts = new Map<string, Draft>();
  for (const row of table.rows) {
    const handle = cell(row, "Handle");
    if (!handle) {
      problems.push({ line: row.line, handle: "", severity: "error", message: "Handle is missing: the row was skipped." });
      continue;
    }
    let draft = drafts.get(handle);
    if (!draft) {
      draft = { handle, line: row.line, first: row, variantRows: [], images: new Map(), errors: 0 };
      drafts.set(handle, draft);
    }
    if (row === draft.first || isVariantRow(row)) draft.variantRows.push(row);
    const src = cell(row, "Image Src");
    if (src && !draft.images.has(src)) {
      const position = Number(cell(row, "Image Position"));
      draft.images.set(src, {
        position: Number.isFinite(position) && position > 0 ? position : Infinity,
        order: draft.images.size,
        alt: cell(row, "Image Alt Text"),
      });
    }
  }

  const products: MappedProduct[] = [];
  const skipped: string[] = [];
  const skuOwner = new Map<string, string>();
  for (const draft of drafts.values()) {
    const own: Problem[] = [];
    const record = mapOne(draft, options, own, skuOwner);
    problems.push(...own);
    if (record && !own.some((p) => p.severity === "error")) products.push({ record, line: draft.line });
    else skipped.push(draft.handle);
  }
  return { products, skipped, problems, rows: table.rows.length };
}

const cell = (row: CsvRow, name: string) => row.cells.get(name) ?? "";

const isVariantRow = (row: CsvRow) =>
  ["Option1 Value", "Option2 Value", "Option3 Value", "Variant SKU", "Variant Price"].some((name) => cell(row, name) !== "");

function mapOne(draft: Draft, options: MapOptions, problems: Problem[], skuOwner: Map<string, string>): ProductRecord | null {
  const { handle, first } = draft;
  const error = (line: number, message: string) => problems.push({ line, handle, severity: "error", message });
  const warn = (line: number, message: string) => problems.push({ line, handle, severity: "warning", message });

  if (!HANDLE_RE.test(handle)) error(first.line, `Handle "${handle.slice(0, 60)}" may hold only letters, digits, - and _.`);
  const title = cell(first, "Title");
  if (!title) error(first.line, `Title is missing on the first row of "${handle}".`);

  const names = [1, 2, 3].map((n) => cell(first, `Option${n} Name`));
  if (names[0] === "Title" && cell(first, "Option1 Value") === "Default Title") names[0] = "";
  const count = names.reduce((last, name, i) => (name ? i + 1 : last), 0);
  const optionNames = names.slice(0, count);
  if (optionNames.includes("")) error(first.line, "Option names must start at Option1 Name and have no gaps.");
  const lowered = optionNames.map((n) => n.toLowerCase());
  if (new Set(lowered).size !== lowered.length) error(first.line, "Two options have the same name.");

  const seen = new Set<string>();
  const priced: { variant: VariantRecord; price: number; compare: number | null; line: number }[] = [];
  for (const row of draft.variantRows) {
    const values: string[] = [];
    for (const n of [1, 2, 3]) {
      const value = cell(row, `Option${n} Value`);
      const named = n <= optionNames.length;
      if (named && !value) error(row.line, `Option${n} Value is missing (Option${n} Name is "${optionNames[n - 1]}").`);
      else if (!named && value && !(n === 1 && value === "Default Title")) error(row.line, `Option${n} Value "${value}" has no Option${n} Name.`);
      if (named) values.push(value);
    }
    const combination = values.join("\u001f").toLowerCase();
    if (seen.has(combination))
      error(
        row.line,
        optionNames.length
          ? `A variant with the options ${values.join(" / ")} is already in the file.`
          : "A product without options has only one variant.",
      );
    seen.add(combination);

    let sku = cell(row, "Variant SKU");
    if (!sku) {
      sku = `${handle}-${priced.length + 1}`;
      warn(row.line, `Variant SKU is empty: the variant is given the SKU "${sku}".`);
    }
    const owner = skuOwner.get(sku.toLowerCase());
    if (owner !== undefined)
      error(row.line, owner === handle ? `SKU "${sku}" appears twice in this product.` : `SKU "${sku}" is already used by "${owner}" in this file.`);
    else skuOwner.set(sku.toLowerCase(), handle);
    if (sku.length > 100) error(row.line, "Variant SKU is longer than 100 characters.");

    const priceText = cell(row, "Variant Price");
    const price = NUMBER_RE.test(priceText) ? Number(priceText) : NaN;
    if (!priceText) error(row.line, "Variant Price is missing.");
    else if (!(price > 0)) error(row.line, `Variant Price "${priceText.slice(0, 30)}" is not a number above 0.`);
    const compareText = cell(row, "Variant Compare At Price");
    let compare: number | null = null;
    if (compareText) {
      if (!NUMBER_RE.test(compareText)) error(row.line, `Variant Compare At Price "${compareText.slice(0, 30)}" is not a number.`);
      else if (Number(compareText) > price) compare = Number(compareText);
      else if (Number(compareText) < price) warn(row.line, "Variant Compare At Price is below Variant Price: it was ignored.");
    }

    const gramsText = cell(row, "Variant Grams");
    let grams: number | null = null;
    if (gramsText) {
      if (!NUMBER_RE.test(gramsText)) error(row.line, `Variant Grams "${gramsText.slice(0, 30)}" is not a number.`);
      else grams = Math.round(Number(gramsText));
    }
    const unitText = cell(row, "Variant Weight Unit").toLowerCase();
    let weightUnit: WeightUnit | null = null;
    if ((WEIGHT_UNITS as readonly string[]).includes(unitText)) weightUnit = unitText as WeightUnit;
    else if (unitText) warn(row.line, `Variant Weight Unit "${unitText.slice(0, 20)}" is not g, kg, lb or oz: it was left out.`);

    const qtyText = cell(row, "Variant Inventory Qty");
    let stock: number | null = null;
    if (qtyText) {
      if (!INTEGER_RE.test(qtyText)) error(row.line, `Variant Inventory Qty "${qtyText.slice(0, 30)}" is not a whole number.`);
      else if (Number(qtyText) < 0) {
        stock = 0;
        warn(row.line, `Variant Inventory Qty ${qtyText} is below zero: the stock is set to 0.`);
      } else stock = Number.parseInt(qtyText, 10);
    }
    const imageSrc = cell(row, "Variant Image") || null;
    if (imageSrc && !draft.images.has(imageSrc)) draft.images.set(imageSrc, { position: Infinity, order: draft.images.size, alt: "" });
    priced.push({ variant: { sku, values, grams, weightUnit, stock, extraCents: 0, imageSrc }, price, compare, line: row.line });
  }
  if (problems.some((p) => p.severity === "error")) return null;

  // The catalogue keeps one sale and base price per product and an extra per SKU (never below 0):
  // the cheapest variant gives the sale price, its Compare At Price the base.
  const usd = priced.map((p) => ({
    ...p,
    cents: options.toUsdCents(p.price),
    compareCents: p.compare === null ? null : options.toUsdCents(p.compare),
  }));
  for (const p of usd) if (p.cents < 1) error(p.line, "Variant Price is below one cent in US dollars.");
  if (problems.some((p) => p.severity === "error")) return null;
  const cheapest = usd.reduce((a, b) => (b.cents < a.cents ? b : a));
  const sale = cheapest.cents;
  const discount = (cheapest.compareCents ?? sale) - sale;
  for (const p of usd) {
    p.variant.extraCents = p.cents - sale;
    const own = (p.compareCents ?? p.cents) - p.cents;
    if (own !== discount)
      warn(p.line, `Variant Compare At Price differs from the cheapest variant's saving: this variant is shown with a saving of the same amount.`);
  }

  const body = sanitizeHtml(cell(first, "Body (HTML)"));
  if (body.dropped.length) warn(first.line, `Body (HTML): removed ${body.dropped.join(", ")}.`);
  const published = cell(first, "Published").toLowerCase();
  const status = cell(first, "Status").toLowerCase();
  if (published && !TRUE_WORDS.has(published) && !FALSE_WORDS.has(published))
    warn(first.line, `Published "${published}" is neither TRUE nor FALSE: the product is published.`);
  if (status && !["active", "draft", "archived"].includes(status))
    warn(first.line, `Status "${status}" is not active, draft or archived: it is taken as active.`);

  const images: ImageRecord[] = [...draft.images.entries()]
    .sort(([, a], [, b]) => a.position - b.position || a.order - b.order)
    .map(([src, image]) => ({ src, alt: image.alt }));
  const tags = [
    ...new Set(
      cell(first, "Tags")
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];

  return {
    handle,
    title: title.slice(0, 255),
    descriptionHtml: body.html,
    vendor: cell(first, "Vendor"),
    type: cell(first, "Type"),
    tags,
    active: !FALSE_WORDS.has(published) && (status === "" || status === "active" || !["draft", "archived"].includes(status)),
    seoTitle: cell(first, "SEO Title"),
    seoDescription: cell(first, "SEO Description"),
    optionNames,
    basePriceCents: sale + discount,
    salePriceCents: sale,
    variants: usd.map((p) => p.variant),
    images,
  };
}
