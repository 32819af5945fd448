import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";

/**
 * migrations/1440_order_list_summary.sql on a database that already holds orders: its backfill
 * gives every order the summary its lines give, and every customer the total of their orders.
 */
const DIR = "migrations";
const MIGRATION = "1440_order_list_summary.sql";
const before = readdirSync(DIR)
  .filter((file) => file.endsWith(".sql") && file < MIGRATION)
  .sort();

function order(db: DatabaseSync, id: number, customerId: number | null, status: string) {
  db.prepare(
    `INSERT INTO orders (id, order_number, idempotency_key, store, language, owner, customer_id, email, phone, status, order_type,
       shipping_method, payment_method, currency, rate, subtotal_cents, discount_cents, jewel_safe_cents, shipping_cents, total_cents,
       subtotal_minor, discount_minor, jewel_safe_minor, shipping_minor, total_minor, ship_country, shipping_address, billing_address,
       created_at, updated_at)
     VALUES (?, ?, ?, 'us', 'en', 'o', ?, 'a@example.com', '', ?, 'normal', 'standard', 'card', 'USD', 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
       'US', '{}', '{}', ?, ?)`,
  ).run(id, `US${id}`, `k${id}`, customerId, status, id, id);
}

function line(db: DatabaseSync, orderId: number, position: number, title: string, quantity: number) {
  db.prepare(
    `INSERT INTO order_lines (order_id, position, kind, title, quantity, unit_cents, base_cents, unit_minor, line_minor)
     VALUES (?, ?, 'product', ?, ?, 0, 0, 0, 0)`,
  ).run(orderId, position, title, quantity);
}

it("backfills each order's units and first title, and each customer's total", () => {
  const db = new DatabaseSync(":memory:");
  db.exec(before.map((file) => readFileSync(`${DIR}/${file}`, "utf8")).join("\n;\n"));
  order(db, 1, 7, "shipped");
  order(db, 2, 7, "cancelled");
  order(db, 3, null, "processing");
  order(db, 4, 8, "unpaid");
  // The backfill is cut by order id: one order in each later part.
  order(db, 600_000, 8, "shipped");
  order(db, 1_200_000, null, "shipped");
  // Lines written out of position order: the first title is the lowest position's.
  line(db, 1, 1, "Topaz ring", 2);
  line(db, 1, 0, "Opal pendant", 1);
  line(db, 2, 0, "Garnet studs", 3);
  line(db, 3, 0, "Pearl bracelet", 1);
  line(db, 600_000, 0, "Jade bangle", 2);
  line(db, 1_200_000, 0, "Onyx cufflinks", 1);
  line(db, 1_200_000, 1, "Ruby ring", 1);
  // Order 4 has no lines (none is written without any; the summary stays empty).

  db.exec(readFileSync(`${DIR}/${MIGRATION}`, "utf8"));

  // [order id, units, first title]
  const summaries = db.prepare("SELECT id, item_count, first_title FROM orders ORDER BY id").all();
  expect(summaries.map((row) => [row.id, row.item_count, row.first_title])).toEqual([
    [1, 3, "Opal pendant"],
    [2, 3, "Garnet studs"],
    [3, 1, "Pearl bracelet"],
    [4, 0, ""],
    [600_000, 2, "Jade bangle"],
    [1_200_000, 2, "Onyx cufflinks"],
  ]);
  expect(db.prepare("SELECT customer_id, order_count FROM customer_order_totals ORDER BY customer_id").all()).toEqual([
    { customer_id: 7, order_count: 2 },
    { customer_id: 8, order_count: 2 },
  ]);
});
