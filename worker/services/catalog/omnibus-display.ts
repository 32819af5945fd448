import type { CatalogContext, Price, ProductCard, Sku } from "~/shared/catalog-types";
import { formatMoney, type CurrencyCode } from "~/shared/money";
import { STORES, type StoreKey } from "~/shared/stores";
import { cardItem, isOmnibusStore, reductionOf, referencesOf } from "./price-history";

/**
 * Where the Omnibus rule applies (docs/decisions/1326-omnibus-prices.md), a price shows a
 * reduction only against the lowest price of the 30 days before it, labelled as such: the
 * struck-through price becomes that reference and the percent is off it; anything else shows
 * no reduction. Elsewhere cards, SKUs and cart lines keep the catalogue's base price.
 */

interface Where {
  db: D1Database;
  store: StoreKey;
  currency: CurrencyCode;
}

const minor = (price: Price) => Math.round(price.amount * 100);
const asPrice = (minorUnits: number, like: Price): Price => ({
  amount: minorUnits / 100,
  currency: like.currency,
  formatted: formatMoney(minorUnits / 100, like.currency),
});

/**
 * For each item and the price shown for it: the reference and percent when it may be shown as
 * reduced, else null. Only the store's own currency is recorded; any other shows no reduction.
 */
async function reductions(where: Where, items: { item: string; shown: Price }[]) {
  const recorded = where.currency === STORES[where.store].currency;
  const refs =
    recorded && items.length
      ? await referencesOf(
          where.db,
          where.store,
          where.currency,
          items.map((i) => i.item),
        )
      : new Map();
  return items.map(({ item, shown }) => {
    const reduction = reductionOf(refs.get(item), minor(shown));
    return reduction ? { reference: asPrice(reduction.referenceMinor, shown), percent: reduction.percent } : null;
  });
}

const whereOf = (cc: CatalogContext): Where => ({ db: cc.env.DB, store: cc.store, currency: cc.currency });

export async function omnibusCards<C extends ProductCard>(cc: CatalogContext, cards: C[]): Promise<C[]> {
  if (!isOmnibusStore(cc.store)) return cards;
  const found = await reductions(
    whereOf(cc),
    cards.map((c) => ({ item: cardItem(c.spuCode), shown: c.salePrice })),
  );
  return cards.map((card, i) => {
    const r = found[i];
    return r
      ? { ...card, basePrice: r.reference, discountPercent: r.percent, lowestPrior: true }
      : { ...card, basePrice: card.salePrice, discountPercent: 0 };
  });
}

export async function omnibusSkus(cc: CatalogContext, skus: Sku[]): Promise<Sku[]> {
  if (!isOmnibusStore(cc.store)) return skus;
  const found = await reductions(
    whereOf(cc),
    skus.map((s) => ({ item: s.skuCode, shown: s.price })),
  );
  return skus.map((sku, i) => {
    const r = found[i];
    return r ? { ...sku, basePrice: r.reference, lowestPrior: true } : { ...sku, basePrice: sku.price };
  });
}

/** A cart line's struck-through price: the 30-day low, or none (its unit price). */
export async function omnibusLines<L extends { skuCode: string; unitPrice: Price; basePrice: Price }>(where: Where, lines: L[]): Promise<L[]> {
  if (!isOmnibusStore(where.store)) return lines;
  const found = await reductions(
    where,
    lines.map((l) => ({ item: l.skuCode, shown: l.unitPrice })),
  );
  return lines.map((line, i) => {
    const r = found[i];
    return r ? { ...line, basePrice: r.reference, lowestPrior: true } : { ...line, basePrice: line.unitPrice };
  });
}
