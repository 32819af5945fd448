import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Rates } from "~/shared/money";
import { addProduct } from "../../test/checkout-fixtures";
import type { CatalogContext } from "~/shared/catalog-types";
import { loadCards } from "./cards";
import { cardItem, GENUINE_REDUCTION_SQL, prunePriceHistory, recordPriceChanges, reductionOf, referencesOf } from "./price-history";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1, 9);
const RATES = { EUR: 0.92, GBP: 0.79, MXN: 17 } as unknown as Rates;

/** One product whose sale price moves with the clock; its card and SKU are recorded in de and fr. */
async function productAt(code: string, cents: number) {
  const sku = await addProduct({ code, priceCents: cents, baseCents: 20000, stores: ["de", "fr", "us"] });
  const setPrice = (next: number) => env.DB.prepare("UPDATE products SET sale_price_cents = ? WHERE product_code = ?").bind(next, code).run();
  const reduction = async (store: "de" | "fr" = "de") => {
    const refs = await referencesOf(env.DB, store, "EUR", [cardItem(`SPU-${code}`), sku]);
    const card = refs.get(cardItem(`SPU-${code}`));
    return card ? reductionOf(card, card.priceMinor) : null;
  };
  return { sku, setPrice, reduction };
}

describe("the price history and the 30-day reference", () => {
  it("shows a reduction against the lowest price of the 30 days before it, as the clock moves", async () => {
    const ring = await productAt("omni1", 10000);
    expect(await recordPriceChanges(env, T0, RATES)).toBeGreaterThan(0);
    // A new item has no reference: nothing is shown as reduced, though base > sale.
    expect(await ring.reduction()).toBeNull();

    await ring.setPrice(8000);
    await recordPriceChanges(env, T0 + 40 * DAY, RATES);
    expect(await ring.reduction()).toEqual({ referenceMinor: 9200, percent: 20 });
    expect(await ring.reduction("fr")).toEqual({ referenceMinor: 9200, percent: 20 });

    // A second cut a day later: the reference is the lowest of the 30 days before it (73,60 €).
    await ring.setPrice(7000);
    await recordPriceChanges(env, T0 + 41 * DAY, RATES);
    expect(await ring.reduction()).toEqual({ referenceMinor: 7360, percent: 13 });

    // Raised, then "reduced" back: not a reduction against the 30-day low, so none is shown.
    await ring.setPrice(12000);
    await recordPriceChanges(env, T0 + 50 * DAY, RATES);
    await ring.setPrice(10000);
    await recordPriceChanges(env, T0 + 55 * DAY, RATES);
    expect(await ring.reduction()).toBeNull();

    // 31 days at 110,40 € and 92,00 € later the low of 64,40 € has left the window.
    await ring.setPrice(9000);
    await recordPriceChanges(env, T0 + 90 * DAY, RATES);
    expect(await ring.reduction()).toEqual({ referenceMinor: 9200, percent: 10 });
  });

  it("records nothing when nothing changed, and the SKU's own price with its item", async () => {
    const ring = await productAt("omni2", 5000);
    await recordPriceChanges(env, T0, RATES);
    expect(await recordPriceChanges(env, T0 + DAY, RATES)).toBe(0);
    const rows = await env.DB.prepare("SELECT store, currency, price_minor FROM price_history WHERE item = ? ORDER BY store").bind(ring.sku).all();
    expect(rows.results).toEqual([
      { store: "de", currency: "EUR", price_minor: 4600 },
      { store: "fr", currency: "EUR", price_minor: 4600 },
      { store: "us", currency: "USD", price_minor: 5000 },
    ]);
  });

  it("records every store's price changes in its own currency, though only de and fr show reductions", async () => {
    const code = "omni6";
    const sku = await addProduct({ code, priceCents: 10000, baseCents: 20000, stores: ["uk", "mx", "us"] });
    await recordPriceChanges(env, T0, RATES);
    await env.DB.prepare("UPDATE products SET sale_price_cents = 8000 WHERE product_code = ?").bind(code).run();
    await recordPriceChanges(env, T0 + 40 * DAY, RATES);
    const rows = await env.DB.prepare(
      "SELECT store, currency, price_minor, started_at, ended_at FROM price_history WHERE item = ? ORDER BY store, started_at",
    )
      .bind(sku)
      .all();
    expect(rows.results).toEqual([
      { store: "mx", currency: "MXN", price_minor: 170000, started_at: T0, ended_at: T0 + 40 * DAY },
      { store: "mx", currency: "MXN", price_minor: 136000, started_at: T0 + 40 * DAY, ended_at: null },
      { store: "uk", currency: "GBP", price_minor: 7900, started_at: T0, ended_at: T0 + 40 * DAY },
      { store: "uk", currency: "GBP", price_minor: 6320, started_at: T0 + 40 * DAY, ended_at: null },
      { store: "us", currency: "USD", price_minor: 10000, started_at: T0, ended_at: T0 + 40 * DAY },
      { store: "us", currency: "USD", price_minor: 8000, started_at: T0 + 40 * DAY, ended_at: null },
    ]);
  });

  it("keeps a price 30 days past its last use as a reference, then drops it", async () => {
    const ring = await productAt("omni3", 10000);
    await recordPriceChanges(env, T0, RATES);
    await ring.setPrice(8000);
    await recordPriceChanges(env, T0 + 40 * DAY, RATES);
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM price_history WHERE item = ? AND store = 'de'")
        .bind(cardItem("SPU-omni3"))
        .first<{ n: number }>())!.n;
    // The 92,00 € price is the reference of the price now, however long it lasts.
    await prunePriceHistory(env.DB, T0 + 400 * DAY);
    expect(await count()).toBe(2);
    await ring.setPrice(9000);
    await recordPriceChanges(env, T0 + 400 * DAY, RATES);
    // No longer used since day 400: kept 30 more days, then gone; the 73,60 € one is the new reference.
    await prunePriceHistory(env.DB, T0 + 429 * DAY);
    expect(await count()).toBe(3);
    await prunePriceHistory(env.DB, T0 + 431 * DAY);
    expect(await count()).toBe(2);
    expect(await ring.reduction()).toBeNull();
  });

  it("shows de and fr cards reduced only against the reference, labelled, and lists only those on sale", async () => {
    // Both at 200 € base; "genuine" was 100 € (92,00 €) for 40 days before its cut, "fake" only carries a higher base price.
    const genuine = await productAt("omni4", 10000);
    await productAt("omni5", 8000);
    await recordPriceChanges(env, T0, RATES);
    await genuine.setPrice(8000);
    await recordPriceChanges(env, T0 + 40 * DAY, RATES);
    const ids = (
      await env.DB.prepare("SELECT id FROM products WHERE product_code IN ('omni4', 'omni5') ORDER BY product_code").all<{ id: number }>()
    ).results.map((r) => r.id);
    const cc = (store: "de" | "fr" | "us", currency: "EUR" | "USD" = "EUR"): CatalogContext =>
      ({ env, store, language: "de", currency }) as unknown as CatalogContext;

    const [cut, notCut] = await loadCards(cc("de"), ids, { EUR: 0.92 } as unknown as Rates);
    expect([cut.salePrice.formatted, cut.basePrice.formatted, cut.discountPercent, cut.lowestPrior]).toEqual(["73,60 €", "92,00 €", 20, true]);
    // The catalogue's base price of 200 € is no reference: no strike-through, no badge.
    expect([notCut.basePrice.formatted, notCut.discountPercent, notCut.lowestPrior]).toEqual(["73,60 €", 0, undefined]);
    // Another currency than the one recorded shows no reduction at all; the us store keeps its base price.
    const [inUsd] = await loadCards(cc("fr", "USD"), ids, { EUR: 0.92 } as unknown as Rates);
    expect(inUsd.discountPercent).toBe(0);
    const [inUs] = await loadCards(cc("us", "USD"), ids, { EUR: 0.92 } as unknown as Rates);
    expect(inUs.discountPercent).toBe(60);

    const onSale = await env.DB.prepare(
      `SELECT p.product_code FROM products p WHERE p.product_code IN ('omni4', 'omni5') AND ${GENUINE_REDUCTION_SQL}`,
    )
      .bind("fr", "EUR")
      .all<{ product_code: string }>();
    expect(onSale.results).toEqual([{ product_code: "omni4" }]);
  });
});
