import type { Locale } from "~/shared/i18n-config";
import { convertFromUsdCents } from "~/shared/money";
import { STORES, type StoreKey } from "~/shared/stores";
import { getRates } from "../rates";
import { applyImport, reportOf } from "./apply";
import { batchSize, oversize } from "./batch-budget";
import type { ImportReport } from "~/shared/catalog-admin-types";
import { CsvError, readCsv } from "./csv";
import { catalogCsvStream } from "./export";
import { ImageSource } from "./images";
import { mapProducts } from "./map";
import { planImport, type ImportSettings } from "./plan";
import { readProducts } from "./read";

export type { ImportReport } from "~/shared/catalog-admin-types";
/**
 * The catalogue import, one path for the back office and the CLI: parse → map → plan → (dry run:
 * report) or apply. A file with errors is not applied unless `skipInvalid`: then only the
 * products without errors are, each whole (docs/decisions/1000-catalogue-import.md).
 */
export interface ImportRequest {
  csv: string;
  settings: ImportSettings;
  dryRun: boolean;
  skipInvalid: boolean;
  /** Pictures given with the file, by file name. */
  files: Map<string, Uint8Array>;
  fetchImages: boolean;
  /** Extra statements for the import's batch (the audit row), made from the plan's report. */
  extra?: (report: ImportReport) => D1PreparedStatement[];
  /** The most statements one import's batch may hold (batch-budget.ts; smaller in tests). */
  maxBatchStatements?: number;
}

type Env = { DB: D1Database; KV: KVNamespace; MEDIA: R2Bucket };

export class ImportRefused extends Error {
  constructor(readonly report: ImportReport) {
    super("The file has errors.");
  }
}

export async function importCatalog(env: Env, request: ImportRequest, now = Date.now()): Promise<ImportReport> {
  const { settings } = request;
  let table;
  try {
    table = readCsv(request.csv);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new ImportRefused(emptyReport(settings, error.line, error.message));
  }
  const rates = await getRates(env.DB);
  const currency = STORES[settings.store].currency;
  const rate = currency === "USD" ? 1 : (rates[currency] ?? 0);
  if (!(rate > 0)) throw new Error(`No rate for ${currency}`);
  const mapping = mapProducts(table, { toUsdCents: (amount) => Math.round((amount / rate) * 100) });
  const shown = (cents: number) => convertFromUsdCents(cents, currency, rates);
  const plan = await planImport(env.DB, mapping, settings, (a, b) => shown(a) === shown(b));
  // A file too big for one transaction is refused whole, "only the products without errors" or not.
  const tooBig = oversize(plan, batchSize(env.DB, plan, now), request.maxBatchStatements);
  if (tooBig) plan.problems.unshift(tooBig);
  const report = reportOf(plan, false);
  const hasErrors = plan.problems.some((p) => p.severity === "error");
  if (request.dryRun) return report;
  if (tooBig || (hasErrors && !request.skipInvalid)) throw new ImportRefused(report);
  if (!plan.products.length && !(settings.archiveMissing && plan.missing.length)) return report;
  const source = new ImageSource(request.files, request.fetchImages);
  return applyImport(env, plan, source, request.extra?.(report) ?? [], now);
}

function emptyReport(settings: ImportSettings, line: number, message: string): ImportReport {
  const none = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
  return {
    applied: false,
    store: settings.store,
    language: settings.language,
    rows: 0,
    products: none,
    variants: none,
    categoriesCreated: [],
    optionsCreated: [],
    missing: 0,
    archived: 0,
    images: { stored: 0, failed: 0 },
    redirects: 0,
    problems: [{ line, handle: "", severity: "error", message }],
  };
}

/** Products an export reads at a time: a few hundred products' rows, SKUs and pictures. */
const EXPORT_CHUNK = 250;

async function* storeChunks(db: D1Database, store: StoreKey, language: Locale, origin: string, chunk: number) {
  let afterId = 0;
  for (;;) {
    const products = await readProducts(db, { store, afterId, limit: chunk }, language, origin);
    if (!products.length) return;
    yield products.map((p) => p.record);
    if (products.length < chunk) return;
    afterId = products[products.length - 1].id;
  }
}

/**
 * The store's catalogue as a Shopify product CSV, prices in the store's currency, by product
 * id, streamed chunk by chunk (keyset: each read starts after the last product of the one before).
 */
export async function exportCatalogStream(db: D1Database, store: StoreKey, language: Locale, origin: string, chunk = EXPORT_CHUNK) {
  const rates = await getRates(db);
  return catalogCsvStream(storeChunks(db, store, language, origin, chunk), STORES[store].currency, rates);
}

/** The same export as one string (tests, and the import's round trip). */
export async function exportCatalog(db: D1Database, store: StoreKey, language: Locale, origin: string, chunk = EXPORT_CHUNK): Promise<string> {
  return new Response(await exportCatalogStream(db, store, language, origin, chunk)).text();
}
