import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Rates } from "~/shared/money";
import { addProduct } from "../../test/checkout-fixtures";
import { recordPriceChanges, recordProductPrices, SWEEP_CURSOR_KEY, type SweepBound } from "./price-history";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1, 9);
const RATES = { EUR: 0.92, GBP: 0.79, MXN: 17 } as unknown as Rates;

/** The test's D1, counting what each statement read (rows D1 bills) and wrote (rows changed). */
function countingDb() {
  const use = { read: 0, written: 0, statements: 0 };
  const add = (result: D1Result) => {
    use.statements++;
    use.read += result.meta.rows_read ?? 0;
    use.written += result.meta.changes ?? 0;
  };
  const db = env.DB;
  const counted = {
    prepare(sql: string) {
      const statement = db.prepare(sql);
      const bind = statement.bind.bind(statement);
      statement.bind = (...values: unknown[]) => {
        const bound = bind(...values);
        const all = bound.all.bind(bound);
        bound.all = async <T>() => {
          const result = await all<T>();
          add(result);
          return result;
        };
        return bound;
      };
      return statement;
    },
    async batch<T>(statements: D1PreparedStatement[]) {
      const results = await db.batch<T>(statements);
      results.forEach(add);
      return results;
    },
  } as unknown as D1Database;
  const reset = () => Object.assign(use, { read: 0, written: 0, statements: 0 });
  return { env: { DB: counted, KV: env.KV }, use, reset };
}

/** Products codes[i] at 100 € in de and us, one SKU each: four prices a product. */
async function catalogue(prefix: string, count: number) {
  const codes = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  for (const code of codes) await addProduct({ code, priceCents: 10000, stores: ["de", "us"] });
  return codes;
}

const rowsOf = async (codes: string[]) =>
  (
    await env.DB.prepare(
      `SELECT item, store, price_minor, started_at, ended_at FROM price_history
        WHERE item IN (SELECT 'spu:SPU-' || value FROM json_each(?1) UNION ALL SELECT value || '-1' FROM json_each(?1))`,
    )
      .bind(JSON.stringify(codes))
      .all<{ item: string; store: string; price_minor: number; started_at: number; ended_at: number | null }>()
  ).results;

const setPrices = (codes: string[], cents: number) =>
  env.DB.prepare("UPDATE products SET sale_price_cents = ? WHERE product_code IN (SELECT value FROM json_each(?))")
    .bind(cents, JSON.stringify(codes))
    .run();

describe("the price history's bounded sweep", () => {
  it("sweeps the catalogue a few products a run from its cursor, records each change once, and wraps around", async () => {
    await env.KV.delete(SWEEP_CURSOR_KEY);
    const codes = await catalogue("sweep", 7);
    const products = (await env.DB.prepare("SELECT count(*) AS n FROM products").first<number>("n"))!;
    const bound: SweepBound = { products: 3, writes: 1000 };
    const runs = Math.ceil(products / bound.products);
    const counter = countingDb();

    // Opening prices, a bounded slice of the catalogue a run.
    for (let run = 0; run < runs; run++) {
      counter.reset();
      await recordPriceChanges(counter.env, T0 + run, RATES, bound);
      // Four prices a product: read its items, prices and open rows (about three rows each) and the ids.
      expect(counter.use.written).toBeLessThanOrEqual(bound.products * 4);
      expect(counter.use.statements).toBeLessThanOrEqual(6);
    }
    expect(await env.KV.get(SWEEP_CURSOR_KEY)).toBe("0");
    expect(await rowsOf(codes)).toHaveLength(codes.length * 4);

    // Every price cut, caught over one turn of the sweep, each exactly once: one closed row and one open a price.
    await setPrices(codes, 8000);
    let recorded = 0;
    for (let run = 0; run < runs; run++) recorded += await recordPriceChanges(env, T0 + 40 * DAY + run, RATES, bound);
    expect(recorded).toBe(codes.length * 4);
    const rows = await rowsOf(codes);
    expect(rows).toHaveLength(codes.length * 8);
    expect(
      rows
        .filter((r) => r.ended_at === null)
        .map((r) => r.price_minor)
        .sort(),
    ).toEqual([...Array<number>(codes.length * 2).fill(7360), ...Array<number>(codes.length * 2).fill(8000)]);
    // The next turn starts from the first product again and finds nothing new.
    for (let run = 0; run < runs; run++) expect(await recordPriceChanges(env, T0 + 41 * DAY + run, RATES, bound)).toBe(0);
    expect(await rowsOf(codes)).toHaveLength(codes.length * 8);
  });

  it("spreads a backlog of opening prices over runs, never writing more than its bound", async () => {
    await env.KV.delete(SWEEP_CURSOR_KEY);
    const codes = await catalogue("backlog", 6);
    const bound: SweepBound = { products: 100, writes: 9 };
    const counter = countingDb();
    const written: number[] = [];
    for (let run = 0; run < 10 && (await rowsOf(codes)).length < codes.length * 4; run++) {
      counter.reset();
      await recordPriceChanges(counter.env, T0, RATES, bound);
      written.push(counter.use.written);
    }
    // Whole products of four prices each, at most nine rows a run: two products a run.
    expect(written).toEqual([8, 8, 8]);
    expect(await rowsOf(codes)).toHaveLength(codes.length * 4);
  });

  it("reads the same rows a run whatever the catalogue's size", async () => {
    const bound: SweepBound = { products: 2, writes: 1000 };
    const counter = countingDb();
    const readOneRun = async () => {
      await env.KV.delete(SWEEP_CURSOR_KEY);
      await recordPriceChanges(env, T0, RATES, { products: 1000, writes: 100_000 });
      await env.KV.delete(SWEEP_CURSOR_KEY);
      counter.reset();
      await recordPriceChanges(counter.env, T0 + DAY, RATES, bound);
      return counter.use.read;
    };
    await catalogue("small", 2);
    const small = await readOneRun();
    expect(small).toBeGreaterThan(0);
    await catalogue("large", 30);
    expect(await readOneRun()).toBe(small);
  });

  it("a catalogue save records its products' prices at once, and only theirs", async () => {
    const [edited, other] = await catalogue("saved", 2);
    await recordProductPrices(env, [`SPU-${edited}`, `SPU-${other}`], T0, RATES);
    await setPrices([edited, other], 9000);
    const counter = countingDb();
    expect(await recordProductPrices(counter.env, [`SPU-${edited}`], T0 + DAY, RATES)).toBe(4);
    expect(counter.use.written).toBe(8);
    const open = async (code: string) => (await rowsOf([code])).filter((r) => r.ended_at === null).map((r) => [r.store, r.price_minor]);
    expect((await open(edited)).sort()).toEqual([
      ["de", 8280],
      ["de", 8280],
      ["us", 9000],
      ["us", 9000],
    ]);
    // The product the save did not touch waits for the sweep.
    expect((await open(other)).sort()).toEqual([
      ["de", 9200],
      ["de", 9200],
      ["us", 10000],
      ["us", 10000],
    ]);
  });

  it("a save and the sweep recording the same change at once leave one open price, and neither fails", async () => {
    const [code] = await catalogue("raced", 1);
    await recordProductPrices(env, [`SPU-${code}`], T0, RATES);
    await setPrices([code], 8000);
    // Both read the open rows before either writes: the second insert meets the first's open row.
    await expect(
      Promise.all([recordProductPrices(env, [`SPU-${code}`], T0 + DAY, RATES), recordProductPrices(env, [`SPU-${code}`], T0 + DAY, RATES)]),
    ).resolves.toBeDefined();
    const open = (await rowsOf([code])).filter((r) => r.ended_at === null).map((r) => [r.store, r.price_minor]);
    expect(open.sort()).toEqual([
      ["de", 7360],
      ["de", 7360],
      ["us", 8000],
      ["us", 8000],
    ]);
  });
});
