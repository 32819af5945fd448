import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { staffBrowser } from "../../test/admin-client";
import { nameTerms, searchOrders, type OrderFilter } from "./admin-search";

/** Orders as checkout leaves them, with the buyer's name on the billing address; numbers follow their age. */
const ORDERS: [first: string, last: string, status: string, store: string][] = [
  ["Jane", "Smith", "processing", "us"],
  ["Jane", "Smithers", "shipped", "us"],
  ["John", "Smith", "shipped", "de"],
  ["Jürgen", "Müller", "processing", "de"],
  ["Anna", "MÜLLER", "shipped", "de"],
  ["Ana", "Muller", "processing", "us"],
  ["Zoë", "O'Brien", "processing", "us"],
  ["Al", "Dra_ke%", "processing", "us"],
  ["Al", "Drake", "processing", "us"],
  ["Mary Ann", "García López", "processing", "es"],
  ...Array.from({ length: 30 }, (): [string, string, string, string] => ["Page", "Pagington", "shipped", "uk"]),
];
const numberOf = (i: number) => `NS${String(i).padStart(6, "0")}`;

beforeAll(async () => {
  const insert = env.DB.prepare(
    `INSERT INTO orders (order_number, idempotency_key, store, language, owner, email, phone, status, order_type, shipping_method,
       payment_method, currency, rate, subtotal_cents, discount_cents, jewel_safe_cents, shipping_cents, total_cents,
       subtotal_minor, discount_minor, jewel_safe_minor, shipping_minor, total_minor, ship_country, shipping_address, billing_address,
       created_at, updated_at)
     VALUES (?1, ?1, ?2, 'en', 'u:test', 'buyer@example.com', '+1 212 555 0100', ?3, 'normal', 'standard', 'card', 'USD', 1,
       1000, 0, 0, 0, 1000, 1000, 0, 0, 0, 1000, 'US', ?4, ?4, ?5, ?5)`,
  );
  await env.DB.batch(
    ORDERS.map(([firstName, lastName, status, store], i) =>
      insert.bind(numberOf(i), store, status, JSON.stringify({ firstName, lastName, country: "US" }), 1_700_000_000_000 + i * 60_000),
    ),
  );
});

const found = async (filter: OrderFilter) => (await searchOrders(env.DB, filter)).items.map((o) => o.orderNumber);
const numbers = (...indexes: number[]) => indexes.map(numberOf);

describe("what staff type, read as a name", () => {
  it("takes the last word as the last name's start and the words before it as the first name, or 'last, first'", () => {
    expect(nameTerms("smi")).toEqual({ last: "smi" });
    expect(nameTerms("Jane  Smi")).toEqual({ first: "jane", last: "smi" });
    expect(nameTerms("mary  ann garcía")).toEqual({ first: "mary ann", last: "garcia" });
    expect(nameTerms("Smith, Jane")).toEqual({ first: "jane", last: "smith" });
    expect(nameTerms("García López,Mary")).toEqual({ first: "mary", last: "garcia lopez" });
    expect(nameTerms("smith,")).toEqual({ last: "smith" });
    expect(nameTerms(", jane")).toEqual({ last: "jane" });
  });
});

describe("the order list searched by the buyer's name", () => {
  it("finds a last name by its start, a whole name's orders newest first before the longer names", async () => {
    expect(await found({ q: "smith" })).toEqual(numbers(2, 0, 1));
    expect(await found({ q: "smi" })).toEqual(numbers(2, 0, 1));
    expect(await found({ q: "Smithe" })).toEqual(numbers(1));
  });

  it("finds first and last name, in either written order, the first name by its start too", async () => {
    expect(await found({ q: "jane smith" })).toEqual(numbers(0, 1));
    expect(await found({ q: "jane smithe" })).toEqual(numbers(1));
    expect(await found({ q: "j smith" })).toEqual(numbers(2, 0, 1));
    expect(await found({ q: "smith, john" })).toEqual(numbers(2));
    expect(await found({ q: "mary ann garcia" })).toEqual(numbers(9));
    expect(await found({ q: "maria garcia" })).toEqual([]);
  });

  it("ignores case and accents on either side", async () => {
    expect(await found({ q: "muller" })).toEqual(numbers(5, 4, 3));
    expect(await found({ q: "MÜLLER" })).toEqual(numbers(5, 4, 3));
    expect(await found({ q: "jurgen mül" })).toEqual(numbers(3));
    expect(await found({ q: "zoe o'brien" })).toEqual(numbers(6));
    expect(await found({ q: "GARCÍA LÓPEZ, MARY" })).toEqual(numbers(9));
  });

  it("finds nothing for a name no order has", async () => {
    expect(await searchOrders(env.DB, { q: "Nobody" })).toMatchObject({ items: [], total: 0, more: false, pageCount: 1 });
  });

  it("narrows a name by status, store and date like any search", async () => {
    expect(await found({ q: "muller", status: "processing" })).toEqual(numbers(5, 3));
    expect(await found({ q: "muller", store: "de" })).toEqual(numbers(4, 3));
    expect(await found({ q: "smith", status: "shipped", store: "us" })).toEqual(numbers(1));
    expect(await found({ q: "muller", from: 1_700_000_000_000 + 4 * 60_000 })).toEqual(numbers(5, 4));
  });

  it("pages a name's orders, 25 a page, newest first", async () => {
    const first = await searchOrders(env.DB, { q: "pagington" });
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2, more: false });
    expect(first.items.map((o) => o.orderNumber)).toEqual(numbers(...Array.from({ length: 25 }, (_, i) => 39 - i)));
    expect(await found({ q: "pagington", page: 2 })).toEqual(numbers(14, 13, 12, 11, 10));
  });

  it("matches SQL's wildcard characters and quotes literally", async () => {
    expect(await found({ q: "dra_" })).toEqual(numbers(7));
    expect(await found({ q: "dra_ke%" })).toEqual(numbers(7));
    expect(await found({ q: "drak" })).toEqual(numbers(8));
    expect(await found({ q: "%" })).toEqual([]);
    expect(await found({ q: "_" })).toEqual([]);
    expect(await found({ q: "o'" })).toEqual(numbers(6));
    expect(await found({ q: `smith'; DROP TABLE orders; --` })).toEqual([]);
  });

  it("still reads an order number, or its start, and an email as before", async () => {
    expect(await found({ q: numberOf(3) })).toEqual(numbers(3));
    expect(await found({ q: "ns00000" })).toEqual(numbers(9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
    expect((await searchOrders(env.DB, { q: "buyer@example.com" })).total).toBe(ORDERS.length);
  });

  it("answers staff's odd input with a list, never an error", async () => {
    const support = await staffBrowser("support");
    for (const q of ["%", "_", "'", '"', "\\", "smith'--", "Ø", ",", "  jane   smith  "]) {
      const answer = await support.api<{ items: unknown[] }>("admin/order/list", { q });
      expect(answer.status, q).toBe(200);
    }
    const jane = await support.api<{ items: { orderNumber: string }[] }>("admin/order/list", { q: "Jane Smith", status: "processing" });
    expect(jane.envelope.data.items.map((o) => o.orderNumber)).toEqual(numbers(0));
  });
});
