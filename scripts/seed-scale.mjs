// `npm run seed:scale [-- --factor 0.01] [-- --seed 7]`: fills the local database (the one
// `npm start` serves) with a merchant-sized shop beside the demo data — 100,000 products, half
// a million customers, a million orders, two million reviews at factor 1 (seed-scale/counts.mjs).
// Deterministic: the same factor and seed write the same rows. The rows are written straight
// into Miniflare's SQLite file in one transaction (through the D1 binding it would take hours);
// stop `npm start` first. Why and what it showed: docs/decisions/1330-past-one-database.md.
import { statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { migrateLocal, PERSIST_DIR } from "./lib.mjs";
import { seedIfEmpty } from "./seed.mjs";
import { seedCatalog, seedCatalogTexts } from "./seed-scale/catalog.mjs";
import { scaledCounts } from "./seed-scale/counts.mjs";
import { localD1File } from "./seed-scale/d1-file.mjs";
import { seedLists } from "./seed-scale/names.mjs";
import { withoutIndexes, withoutTriggers } from "./seed-scale/bulk-indexes.mjs";
import { seedOrders } from "./seed-scale/orders.mjs";
import { createStoreTable, seedPeople } from "./seed-scale/people.mjs";
import { registerRandom } from "./seed-scale/random.mjs";
import { seedRatings, seedReviews } from "./seed-scale/reviews.mjs";
import { seedTraffic } from "./seed-scale/traffic.mjs";

/** "Now" of the scaled shop: fixed, so a seed writes the same dates whenever it runs. */
const ANCHOR = Date.UTC(2026, 10, 20);

export function parseScaleArgs(argv) {
  const { values } = parseArgs({ args: argv, options: { factor: { type: "string", default: "1" }, seed: { type: "string", default: "1" } } });
  const factor = Number(values.factor);
  const seed = Number(values.seed);
  if (!Number.isFinite(factor) || factor <= 0 || factor > 4)
    throw new Error(`--factor must be a number above 0 and at most 4, not "${values.factor}".`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31) throw new Error(`--seed must be a whole number from 0 to 2^31, not "${values.seed}".`);
  return { factor, seed };
}

const maxId = (db, table) => db.prepare(`SELECT coalesce(max(id), 0) AS id FROM ${table}`).get().id;

/** Tables each step fills, whose secondary indexes are built after it (seed-scale/bulk-indexes.mjs). */
const FILLED = {
  people: ["customers", "customer_addresses", "newsletter_subscribers", "coupons", "wallet_transactions"],
  orders: ["orders", "order_lines", "payments", "order_events", "shipment_events", "order_returns"],
  reviews: ["reviews", "review_media", "questions", "answers"],
  traffic: ["product_views", "page_views", "support_tickets", "ticket_replies", "audit_log"],
};

/**
 * The triggers of migrations/1420_customer_order_counts.sql and 1440_order_list_summary.sql: the
 * seed counts once after its orders instead, and writes each order's list summary with the order.
 */
const ORDER_TRIGGERS = [
  "orders_customer_counted",
  "orders_customer_recounted",
  "orders_customer_uncounted",
  "orders_customer_totalled",
  "orders_customer_retotalled",
  "orders_customer_untotalled",
  "order_lines_summed",
  "order_lines_resummed",
  "order_lines_unsummed",
];

/** migrations/1470_status_counts.sql's triggers of these tables: counted once after the step that fills them. */
const statusTriggers = (...tables) => tables.flatMap((t) => [`${t}_status_counted`, `${t}_status_recounted`, `${t}_status_uncounted`]);
const statusRecount = (...tables) =>
  tables
    .map(
      (t) => `DELETE FROM status_counts WHERE subject = '${t}';
    INSERT INTO status_counts (subject, status, n) SELECT '${t}', status, count(*) FROM ${t} GROUP BY status;`,
    )
    .join("\n");

/** The figures migrations/1332, 1334, 1420, 1440 and 1480 keep by trigger, counted whole after a bulk step. */
const RECOUNT = {
  categories: `DELETE FROM store_category_counts;
    INSERT INTO store_category_counts (store, category_id, product_count)
    SELECT sp.store, p.category_id, count(*) FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1
     GROUP BY sp.store, p.category_id;`,
  options: `UPDATE products SET option_ids = coalesce((SELECT group_concat(option_id) FROM product_options po WHERE po.product_id = products.id), '');`,
  // migrations/1480_product_stock_flags.sql's SKU counts.
  stock: `UPDATE products SET low_stock_skus = (SELECT count(*) FROM skus s WHERE s.product_id = products.id AND s.stock BETWEEN 1 AND 5),
    sold_out_skus = (SELECT count(*) FROM skus s WHERE s.product_id = products.id AND s.stock = 0);`,
  customerOrders: `DELETE FROM customer_order_counts;
    INSERT INTO customer_order_counts (customer_id, status, order_count)
    SELECT customer_id, status, count(*) FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id, status;
    DELETE FROM customer_order_totals;
    INSERT INTO customer_order_totals (customer_id, order_count)
    SELECT customer_id, sum(order_count) FROM customer_order_counts GROUP BY customer_id;`,
  stars: `DELETE FROM product_rating_counts;
    INSERT INTO product_rating_counts (product_id, rating, review_count, with_media)
    SELECT product_id, rating, count(*), sum(media_count > 0) FROM reviews WHERE status = 'published' GROUP BY product_id, rating;`,
};

/** Seconds of this process's CPU since `from` (process.cpuUsage), user and system. */
const cpuSeconds = (from) => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1e6;
};

// Wall and CPU: on a shared machine the seed waits for a core most of its wall time, and the CPU
// is the figure that moves with the code (docs/decisions/1330-past-one-database.md).
function timed(label, step) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  step();
  const wall = (performance.now() - started) / 1000;
  console.log(`  ${label.padEnd(28)} ${wall.toFixed(1).padStart(7)} s  (CPU ${cpuSeconds(cpu).toFixed(1).padStart(6)} s)`);
}

export function writeScaledShop(file, { factor, seed }) {
  const counts = scaledCounts(factor);
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: false });
  try {
    if (db.prepare("SELECT 1 FROM products WHERE spu_code = 'HS1000000'").get()) {
      throw new Error(
        "The local database already holds a scaled shop: remove .wrangler/state (or PERSIST_DIR) and run `npm start` once for a fresh demo first.",
      );
    }
    const draw = registerRandom(db, seed, seedLists());
    // One transaction with a rollback journal: a failed run leaves the demo database as it was.
    db.exec("PRAGMA journal_mode = DELETE; PRAGMA synchronous = OFF; PRAGMA cache_size = -1000000; PRAGMA temp_store = MEMORY;");
    const ctx = {
      anchor: ANCHOR,
      anchorSeconds: ANCHOR / 1000,
      anchorIso: new Date(ANCHOR).toISOString(),
      productBase: maxId(db, "products"),
      customerBase: maxId(db, "customers"),
      orderBase: maxId(db, "orders"),
      reviewBase: maxId(db, "reviews"),
      questionBase: maxId(db, "questions"),
    };
    const input = { counts, ctx, draw };
    db.exec("BEGIN");
    try {
      createStoreTable(db);
      timed("products, SKUs, pictures", () =>
        withoutTriggers(
          db,
          ["store_products_counted", "product_options_listed", "skus_stock_flagged"],
          RECOUNT.categories + RECOUNT.options + RECOUNT.stock,
          () => seedCatalog(db, input),
        ),
      );
      timed("texts and search index", () => seedCatalogTexts(db, input));
      timed("customers, coupons, wallets", () => withoutIndexes(db, FILLED.people, () => seedPeople(db, input)));
      timed("orders and their history", () =>
        withoutTriggers(db, [...ORDER_TRIGGERS, ...statusTriggers("orders")], RECOUNT.customerOrders + statusRecount("orders"), () =>
          withoutIndexes(db, FILLED.orders, () => seedOrders(db, input)),
        ),
      );
      timed("reviews and questions", () =>
        withoutTriggers(db, statusTriggers("reviews", "questions"), statusRecount("reviews", "questions"), () =>
          withoutIndexes(db, FILLED.reviews, () => seedReviews(db, input)),
        ),
      );
      timed("ratings", () => withoutTriggers(db, ["products_rating_stars"], RECOUNT.stars, () => seedRatings(db, input)));
      timed("views, tickets, audit", () =>
        withoutTriggers(db, statusTriggers("support_tickets"), statusRecount("support_tickets"), () =>
          withoutIndexes(db, FILLED.traffic, () => seedTraffic(db, input)),
        ),
      );
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
    db.exec("PRAGMA journal_mode = WAL");
    return counts;
  } finally {
    db.close();
  }
}

async function main() {
  const options = parseScaleArgs(process.argv.slice(2));
  await migrateLocal();
  await seedIfEmpty();
  const file = localD1File(PERSIST_DIR);
  const started = performance.now();
  const cpu = process.cpuUsage();
  console.log(`Seeding a scaled shop (factor ${options.factor}, seed ${options.seed}) into ${file}`);
  const counts = writeScaledShop(file, options);
  // Cached catalogue views are keyed by this version (worker/services/catalog/version.ts).
  const proxy = await getPlatformProxy({ configPath: "wrangler.jsonc", persist: { path: `${PERSIST_DIR}/v3` } });
  try {
    await proxy.env.KV.put("catalog:version", `scale-${Date.now().toString(36)}`);
  } finally {
    await proxy.dispose();
  }
  const seconds = (performance.now() - started) / 1000;
  const size = statSync(file).size;
  console.log(
    `Scaled shop: ${counts.products.toLocaleString("en")} products, ${counts.customers.toLocaleString("en")} customers, ` +
      `${counts.orders.toLocaleString("en")} orders, ${counts.reviews.toLocaleString("en")} reviews in ${seconds.toFixed(0)} s (CPU ${cpuSeconds(cpu).toFixed(0)} s); ` +
      `database ${(size / 1024 ** 3).toFixed(2)} GB (${size.toLocaleString("en")} bytes)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
