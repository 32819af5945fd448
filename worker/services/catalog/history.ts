/** Viewed history: product data for the spu codes kept in local storage. */
import { CURRENCIES } from "~/shared/money";
import { loadCards } from "./cards";
import type { CatalogContext, HistoryEntry, ProductCard } from "~/shared/catalog-types";

const MAX_HISTORY_PRODUCTS = 100;

async function idsForSpuCodes(cc: CatalogContext, spuCodes: string[]): Promise<Map<string, number>> {
  if (!spuCodes.length) return new Map();
  const { results } = await cc.env.DB.prepare(
    `SELECT p.id, p.spu_code FROM products p
       JOIN store_products sp ON sp.product_id = p.id AND sp.store = ?2
      WHERE p.spu_code IN (SELECT value FROM json_each(?1)) AND p.active = 1`,
  )
    .bind(JSON.stringify(spuCodes), cc.store)
    .all<{ id: number; spu_code: string }>();
  return new Map(results.map((r) => [r.spu_code, r.id]));
}

/** Cards for viewed products, in the order given; unknown codes and other stores' products drop out. */
export async function historyProducts(cc: CatalogContext, spuCodes: string[]): Promise<ProductCard[]> {
  const unique = [...new Set(spuCodes)].slice(0, MAX_HISTORY_PRODUCTS);
  const ids = await idsForSpuCodes(cc, unique);
  return loadCards(
    cc,
    unique.flatMap((code) => (ids.has(code) ? [ids.get(code)!] : [])),
  );
}

export interface HistoryDay {
  date: string;
  productSpuList: string[];
}

/** The drawer's list: each day's viewed products with link, image and sale price; empty days drop out. */
export async function historyList(cc: CatalogContext, days: HistoryDay[]): Promise<HistoryEntry[]> {
  const codes = days.flatMap((d) => d.productSpuList);
  const cards = await historyProducts(cc, codes);
  const bySpu = new Map(cards.map((c) => [c.spuCode, c]));
  const symbol = CURRENCIES[cc.currency].symbol;
  return days
    .map((day) => ({
      date: day.date,
      spuCodes: [...new Set(day.productSpuList)].flatMap((code) => {
        const card = bySpu.get(code);
        return card
          ? [{ spuCode: code, seoLink: card.href, productImage: card.image, productSalePrice: card.salePrice.formatted, currencySymbol: symbol }]
          : [];
      }),
    }))
    .filter((entry) => entry.spuCodes.length > 0);
}
