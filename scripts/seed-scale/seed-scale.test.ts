import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { parseScaleArgs, writeScaledShop } from "../seed-scale.mjs";

/**
 * The fingerprint of factor 0.0005, seed 3 (below), as the seed wrote it when its steps all drew in SQL,
 * with each order's list summary (migrations/1440_order_list_summary.sql): without those two
 * columns the rows are the ones pinned before them.
 */
// Last changed for migrations/1480_product_stock_flags.sql's two product columns: without them
// the rows hash to the pin before it (5a59a623…), the same rows.
const PINNED_ROWS = "b85014122f64a501c5c29ef24986714625b802401ca4b3e4bad024f8454130d0";

const dir = mkdtempSync(join(tmpdir(), "seed-scale-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A migrated database with the least demo the scale seed copies from: one product, the demo customer, one staff member. */
function demoDatabase(name: string): string {
  const file = join(dir, name);
  const db = new DatabaseSync(file);
  const migrations = readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort();
  db.exec(migrations.map((f) => readFileSync(`migrations/${f}`, "utf8")).join("\n;\n"));
  db.exec(`
    INSERT INTO categories (id, url_key) VALUES (1, 'rings');
    INSERT INTO category_texts (category_id, language, name) VALUES (1, 'en', 'Rings');
    INSERT INTO products (id, spu_code, product_code, slug, category_id, base_price_cents, sale_price_cents, new_arrival_on)
      VALUES (1, 'HL100001', '100001', 'aria-solitaire-ring', 1, 10000, 9000, '2026-10-01');
    INSERT INTO product_texts (product_id, language, title) VALUES (1, 'en', 'Aria Solitaire Ring'), (1, 'de', 'Aria Solitärring');
    INSERT INTO product_images (product_id, position, image_key, width, height) VALUES (1, 0, 'catalog/one', 1024, 1024);
    INSERT INTO skus (sku_code, product_id, stock, position) VALUES ('HL100001-0', 1, 5, 0), ('HL100001-1', 1, NULL, 1);
    INSERT INTO store_products (store, product_id) VALUES ('us', 1), ('de', 1);
    INSERT INTO customers (email, password_hash, password_salt, password_iterations, store, language, privacy_accepted_at, created_at, updated_at)
      VALUES ('demo@heliora.example', 'hash', 'salt', 100000, 'us', 'en', 0, 0, 0);
    INSERT INTO staff (email, name, role, created_at, updated_at) VALUES ('owner@heliora.example', 'Olivia', 'owner', 0, 0);
  `);
  db.close();
  return file;
}

function fingerprint(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  const tables = [
    "products",
    "skus",
    "product_texts",
    "customers",
    "orders",
    "order_lines",
    "payments",
    "reviews",
    "questions",
    "coupons",
    "audit_log",
    "customer_addresses",
    "order_events",
    "shipment_events",
    "order_returns",
    "review_media",
    "answers",
    "wallet_transactions",
    "product_views",
    "page_views",
  ];
  // The demo's own rows carry the time they were made (updated_at): left out, they are not the seed's.
  // Stored columns only (table_info leaves generated ones out): the rows the seed writes, not what the schema derives from them.
  const hash = createHash("sha256");
  for (const t of tables) {
    const stored = (db.prepare(`PRAGMA table_info(${t})`).all() as { name: string }[]).map((c) => `"${c.name}"`).join(", ");
    for (const row of db.prepare(`SELECT ${stored} FROM ${t} ORDER BY rowid`).all()) hash.update(JSON.stringify({ ...row, updated_at: null }));
  }
  const counts = Object.fromEntries(tables.map((t) => [t, Number((db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n)]));
  const integrity = db.prepare("PRAGMA foreign_key_check").all();
  db.close();
  return { rows: hash.digest("hex"), counts, integrity };
}

/** Every index of the schema by name and definition: the seed drops some while it writes. */
function indexes(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  const rows = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name").all();
  db.close();
  return rows;
}

describe("seed:scale", () => {
  /** The figures the triggers keep (migrations/1332, 1420, 1440, 1470 and 1480), and their triggers. */
  function keptFigures(file: string) {
    const db = new DatabaseSync(file, { readOnly: true });
    const read = (sql: string) => JSON.stringify(db.prepare(sql).all());
    const kept = {
      triggers: (
        db
          .prepare(
            "SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger' AND name IN ('store_products_counted', 'store_products_uncounted', 'products_recounted', 'products_uncounted', 'products_rating_stars', 'product_options_listed', 'orders_customer_counted', 'orders_customer_recounted', 'orders_customer_uncounted', 'orders_customer_totalled', 'orders_customer_retotalled', 'orders_customer_untotalled', 'order_lines_summed', 'order_lines_resummed', 'order_lines_unsummed', 'skus_stock_flagged', 'orders_status_counted', 'orders_status_recounted', 'orders_status_uncounted', 'reviews_status_counted', 'reviews_status_recounted', 'reviews_status_uncounted', 'questions_status_counted', 'questions_status_recounted', 'questions_status_uncounted', 'support_tickets_status_counted', 'support_tickets_status_recounted', 'support_tickets_status_uncounted')",
          )
          .get() as { n: number }
      ).n,
      categories: read("SELECT store, category_id, product_count FROM store_category_counts WHERE product_count > 0 ORDER BY 1, 2"),
      stars: read("SELECT product_id, rating, review_count, with_media FROM product_rating_counts WHERE review_count > 0 ORDER BY 1, 2"),
      options: read("SELECT id, option_ids FROM products ORDER BY id"),
      customerOrders: read("SELECT customer_id, status, order_count FROM customer_order_counts WHERE order_count > 0 ORDER BY 1, 2"),
      customerTotals: read("SELECT customer_id, order_count FROM customer_order_totals WHERE order_count > 0 ORDER BY 1"),
      orderSummaries: read("SELECT id, item_count, first_title FROM orders ORDER BY id"),
      statuses: read("SELECT subject, status, n FROM status_counts WHERE n > 0 ORDER BY 1, 2"),
      stock: read("SELECT id, low_stock_skus, sold_out_skus FROM products ORDER BY id"),
    };
    db.close();
    return kept;
  }

  function recounted(file: string) {
    const db = new DatabaseSync(file, { readOnly: true });
    const read = (sql: string) => JSON.stringify(db.prepare(sql).all());
    const counts = {
      categories: read(
        "SELECT sp.store, p.category_id, count(*) AS product_count FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1 GROUP BY 1, 2 ORDER BY 1, 2",
      ),
      stars: read(
        "SELECT product_id, rating, count(*) AS review_count, sum(media_count > 0) AS with_media FROM reviews WHERE status = 'published' GROUP BY 1, 2 ORDER BY 1, 2",
      ),
      options: read(
        "SELECT id, coalesce((SELECT group_concat(option_id) FROM product_options po WHERE po.product_id = products.id), '') AS option_ids FROM products ORDER BY id",
      ),
      customerOrders: read(
        "SELECT customer_id, status, count(*) AS order_count FROM orders WHERE customer_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2",
      ),
      customerTotals: read("SELECT customer_id, count(*) AS order_count FROM orders WHERE customer_id IS NOT NULL GROUP BY 1 ORDER BY 1"),
      orderSummaries: read(
        `SELECT o.id, coalesce((SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = o.id), 0) AS item_count,
                coalesce((SELECT l.title FROM order_lines l WHERE l.order_id = o.id ORDER BY l.position LIMIT 1), '') AS first_title
           FROM orders o ORDER BY o.id`,
      ),
      statuses: read(
        ["orders", "questions", "reviews", "support_tickets"]
          .map((t) => `SELECT '${t}' AS subject, status, count(*) AS n FROM ${t} GROUP BY status`)
          .join(" UNION ALL ")
          .concat(" ORDER BY 1, 2"),
      ),
      stock: read(
        `SELECT id, (SELECT count(*) FROM skus s WHERE s.product_id = products.id AND s.stock BETWEEN 1 AND 5) AS low_stock_skus,
                (SELECT count(*) FROM skus s WHERE s.product_id = products.id AND s.stock = 0) AS sold_out_skus FROM products ORDER BY id`,
      ),
    };
    db.close();
    expect(counts.categories.length).toBeGreaterThan(2);
    expect(counts.stars.length).toBeGreaterThan(2);
    expect(counts.customerOrders.length).toBeGreaterThan(2);
    return counts;
  }

  it("writes the same shop for the same factor and seed, another for another seed, with every reference whole", () => {
    const options = { factor: 0.0005, seed: 3 };
    const [a, b, c] = ["a.sqlite", "b.sqlite", "c.sqlite"].map(demoDatabase);
    const schemaIndexes = indexes(a);
    writeScaledShop(a, options);
    expect(indexes(a)).toEqual(schemaIndexes);
    writeScaledShop(b, options);
    writeScaledShop(c, { ...options, seed: 4 });
    const [first, second, other] = [a, b, c].map(fingerprint);
    expect(first.counts).toMatchObject({ products: 51, customers: 251, orders: 500, reviews: 1000, questions: 100, coupons: 25 });
    expect(first.integrity).toEqual([]);
    expect(second.rows).toBe(first.rows);
    // The rows themselves, pinned: steps that draw in JavaScript must write what the same draws
    // in SQL wrote. A deliberate change of what the seed writes updates this hash.
    expect(first.rows).toBe(PINNED_ROWS);
    expect(other.rows).not.toBe(first.rows);
    expect(keptFigures(a)).toEqual({ triggers: 28, ...recounted(a) });
  }, 120_000);

  it("refuses a database that already holds a scaled shop, and leaves it as it was", () => {
    const file = demoDatabase("twice.sqlite");
    writeScaledShop(file, { factor: 0.0002, seed: 1 });
    const before = fingerprint(file).counts;
    expect(() => writeScaledShop(file, { factor: 0.0002, seed: 1 })).toThrow(/already holds a scaled shop/);
    expect(fingerprint(file).counts).toEqual(before);
  }, 60_000);

  it("says what is wrong with a factor or a seed", () => {
    expect(parseScaleArgs(["--factor", "0.01", "--seed", "7"])).toEqual({ factor: 0.01, seed: 7 });
    expect(parseScaleArgs([])).toEqual({ factor: 1, seed: 1 });
    expect(() => parseScaleArgs(["--factor", "lots"])).toThrow('--factor must be a number above 0 and at most 4, not "lots".');
    expect(() => parseScaleArgs(["--seed", "1.5"])).toThrow("--seed must be a whole number");
  });
});
