import { productStatements, setupStatements } from "./apply";
import type { StoredImage } from "./images";
import type { ImportPlan } from "./plan";
import type { Problem } from "./types";
import { utcDay } from "~/shared/utc-day";

/**
 * How big one import may be. The import writes in one `DB.batch` — one transaction, so a
 * failure leaves the catalogue as it was — and D1 bounds that batch: each statement is held to
 * the per-query limits and the whole batch must finish within 30 s. The batch is one call to D1
 * (the "queries per invocation" limit counts subrequests, and it is one). A 10,000-row Shopify
 * file (2,500 products of four variants, about 70,000 statements) imported in 10.6 s end to end
 * locally on a busy two-core machine, so 100,000 statements keeps a 10,000-row file whole with
 * room to spare; a bigger file is refused whole, before any picture is stored, with the number of
 * products that fits (docs/decisions/1000-catalogue-import.md).
 */
const MAX_BATCH_STATEMENTS = 100_000;

const SOME_PICTURE: StoredImage = { key: "u/budget", width: 1, height: 1 };

/**
 * The most statements the import's batch can hold: every product it may write (an unchanged one
 * too when it lacks pictures that may arrive) with all its pictures, plus the setup rows, the
 * archive, one redirect per new product and the audit row.
 */
export function batchSize(db: D1Database, plan: ImportPlan, now = Date.now()): number {
  const writing = plan.products.filter((p) => p.action !== "unchanged" || p.newImages.length);
  const pictures = new Map(writing.flatMap((p) => p.record.images.map((i) => [i.src, SOME_PICTURE] as const)));
  const today = utcDay(now);
  let size = setupStatements(db, plan).length + (plan.settings.archiveMissing && plan.missing.length ? 1 : 0) + 1;
  for (const product of writing) {
    const action = product.action === "unchanged" ? "update" : product.action;
    size += productStatements(db, plan, { ...product, action }, pictures, today, now).length + (action === "create" ? 1 : 0);
  }
  return size;
}

/** The report's error for a file too big for one import, or null. */
export function oversize(plan: ImportPlan, size: number, max = MAX_BATCH_STATEMENTS): Problem | null {
  if (size <= max) return null;
  const products = plan.products.filter((p) => p.action !== "unchanged" || p.newImages.length).length;
  const fit = Math.max(1, Math.floor((max * products) / size));
  return {
    line: 1,
    handle: "",
    severity: "error",
    message:
      `The file changes ${products} products, ${size} database writes; one import is written whole in one transaction of at most ` +
      `${max}. Nothing was written: split the file into parts of about ${fit} products and import them one by one.`,
  };
}
