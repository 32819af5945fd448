import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { FOLDED, foldName } from "./fold-name";

/** An order whose billing address carries the name, in a database the migrations built: its folded name columns as SQLite computes them. */
function orderColumns() {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync("migrations")
    .filter((name) => name.endsWith(".sql"))
    .sort())
    db.exec(readFileSync(`migrations/${file}`, "utf8"));
  const insert = db.prepare(
    `INSERT INTO orders (order_number, idempotency_key, store, language, owner, email, phone, status, order_type, shipping_method,
       payment_method, currency, rate, subtotal_cents, discount_cents, jewel_safe_cents, shipping_cents, total_cents,
       subtotal_minor, discount_minor, jewel_safe_minor, shipping_minor, total_minor, ship_country, shipping_address, billing_address,
       created_at, updated_at)
     VALUES (?1, ?1, 'de', 'de', 'u:test', 'a@b.example', '+49 30 1234567', 'processing', 'normal', 'standard', 'card', 'EUR', 1,
       0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 'DE', '{}', ?2, 0, 0)
     RETURNING billing_first_folded AS first, billing_last_folded AS last`,
  );
  let n = 0;
  return (firstName: string, lastName: string) => insert.get(`T${++n}`, JSON.stringify({ firstName, lastName })) as { first: string; last: string };
}

describe("a name folded for search", () => {
  it("loses case and the accents of Latin letters; other scripts are kept", () => {
    expect(foldName("Müller")).toBe("muller");
    expect(foldName("HERNÁNDEZ")).toBe("hernandez");
    expect(foldName("Łukasz Groß-Øberg")).toBe("lukasz gross-oberg");
    expect(foldName("Mu\u0308ller")).toBe("muller");
    expect(foldName("O'Brien 50% _x")).toBe("o'brien 50% _x");
    expect(foldName("Иванов 李")).toBe("Иванов 李");
  });

  it("is what the orders' name columns hold, letter by letter (migrations/1450_order_name_search.sql)", () => {
    const columns = orderColumns();
    const names = [...FOLDED.keys()].map((c) => `X${c}y`);
    names.push("Smith", "van der Berg", "Jean-Pierre", "Mu\u0308ller", "Иванов", "李", "O'Brien");
    for (const name of names) expect(columns(name, name), name).toEqual({ first: foldName(name), last: foldName(name) });
    expect(FOLDED.size).toBeGreaterThan(200);
  });
});
