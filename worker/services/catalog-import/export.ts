import { stringify } from "csv-stringify/sync";
import { convertFromUsdCents, type CurrencyCode, type Rates } from "~/shared/money";
import type { ProductRecord } from "./types";

/**
 * A store's catalogue as a Shopify product CSV: one row per variant (the first also carries the
 * product), then a row per further picture, prices in the store's currency. Importing the file
 * into an empty store and exporting again gives the same file.
 */
const SHOPIFY_COLUMNS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Grams",
  "Variant Inventory Tracker",
  "Variant Inventory Qty",
  "Variant Inventory Policy",
  "Variant Price",
  "Variant Compare At Price",
  "Image Src",
  "Image Position",
  "Image Alt Text",
  "SEO Title",
  "SEO Description",
  "Variant Image",
  "Variant Weight Unit",
  "Status",
] as const;

type Column = (typeof SHOPIFY_COLUMNS)[number];

function productRows(record: ProductRecord, money: (usdCents: number) => string): Record<Column, string>[] {
  const rows: Record<Column, string>[] = [];
  const count = Math.max(record.variants.length, record.images.length, 1);
  for (let i = 0; i < count; i++) {
    const row = Object.fromEntries(SHOPIFY_COLUMNS.map((c) => [c, ""])) as Record<Column, string>;
    row.Handle = record.handle;
    if (i === 0) {
      Object.assign(row, {
        Title: record.title,
        "Body (HTML)": record.descriptionHtml,
        Vendor: record.vendor,
        Type: record.type,
        Tags: record.tags.join(", "),
        Published: record.active ? "TRUE" : "FALSE",
        "SEO Title": record.seoTitle,
        "SEO Description": record.seoDescription,
        Status: record.active ? "active" : "draft",
      });
      if (!record.optionNames.length) Object.assign(row, { "Option1 Name": "Title", "Option1 Value": "Default Title" });
    }
    const variant = record.variants[i];
    if (variant) {
      record.optionNames.forEach((name, n) => {
        if (i === 0) row[`Option${n + 1} Name` as Column] = name;
        row[`Option${n + 1} Value` as Column] = variant.values[n] ?? "";
      });
      if (i > 0 && !record.optionNames.length) row["Option1 Value"] = "Default Title";
      const discounted = record.basePriceCents > record.salePriceCents;
      Object.assign(row, {
        "Variant SKU": variant.sku,
        "Variant Grams": variant.grams === null ? "" : String(variant.grams),
        "Variant Inventory Tracker": variant.stock === null ? "" : "shopify",
        "Variant Inventory Qty": variant.stock === null ? "" : String(variant.stock),
        "Variant Inventory Policy": variant.stock === null ? "continue" : "deny",
        "Variant Price": money(record.salePriceCents + variant.extraCents),
        "Variant Compare At Price": discounted ? money(record.basePriceCents + variant.extraCents) : "",
        "Variant Image": variant.imageSrc ?? "",
        "Variant Weight Unit": variant.weightUnit ?? "",
      });
    }
    const image = record.images[i];
    if (image) Object.assign(row, { "Image Src": image.src, "Image Position": String(i + 1), "Image Alt Text": image.alt });
    rows.push(row);
  }
  return rows;
}

function catalogCsv(records: ProductRecord[], currency: CurrencyCode, rates: Rates, header = true): string {
  const money = (cents: number) => convertFromUsdCents(cents, currency, rates).toFixed(2);
  return stringify(
    records.flatMap((r) => productRows(r, money)),
    // escape_formulas: a cell starting with =, +, -, @, tab or CR gets a leading ' so a
    // spreadsheet shows it instead of running it (as the newsletter export, newsletter/admin-csv.ts);
    // readCsv takes the ' off again, so the export still imports unchanged.
    { header, columns: [...SHOPIFY_COLUMNS], record_delimiter: "\r\n", quoted_match: /[\r\n]/, escape_formulas: true },
  );
}

/**
 * The CSV of products read chunk by chunk, as a stream: the header, then each chunk's rows as it
 * comes, so a 100,000-product export holds one chunk in memory, not the catalogue.
 */
export function catalogCsvStream(chunks: AsyncIterable<ProductRecord[]>, currency: CurrencyCode, rates: Rates): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        if (first) controller.enqueue(encoder.encode(catalogCsv([], currency, rates)));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(catalogCsv(next.value, currency, rates, first)));
      first = false;
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
