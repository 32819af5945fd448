import type { WishlistProduct } from "~/shared/account-types";
import { historyProducts } from "../catalog/history";
import type { CatalogContext } from "~/shared/catalog-types";
import { listWishlist } from "./wishlist";

/**
 * The SKU "Move to cart" puts in the bag: only a product with a single SKU and nothing to
 * engrave can go there without a choice; any other needs its product page (size, colour,
 * engraving). Null also when the product is not sold in this store.
 */
export async function defaultSku(db: D1Database, spuCode: string, store: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT min(s.sku_code) AS sku, count(s.id) AS n, p.personalizable FROM products p
         JOIN store_products sp ON sp.product_id = p.id AND sp.store = ?2
         JOIN skus s ON s.product_id = p.id
        WHERE p.spu_code = ?1 AND p.active = 1
        GROUP BY p.id`,
    )
    .bind(spuCode, store)
    .first<{ sku: string; n: number; personalizable: number }>();
  return row && row.n === 1 && !row.personalizable ? row.sku : null;
}

/** The wishlist with each product's card (null when no longer sold here) and its one-click SKU. */
export async function wishlistProducts(cc: CatalogContext, owner: string): Promise<WishlistProduct[]> {
  const items = await listWishlist(cc.env.DB, owner);
  const cards = new Map(
    (
      await historyProducts(
        cc,
        items.map((i) => i.spuCode),
      )
    ).map((card) => [card.spuCode, card]),
  );
  return Promise.all(
    items.map(async (item) => {
      const card = cards.get(item.spuCode);
      return {
        ...item,
        product: card ? { title: card.title, href: card.href, image: card.image, price: card.salePrice } : null,
        skuCode: card ? await defaultSku(cc.env.DB, item.spuCode, cc.store) : null,
      };
    }),
  );
}
