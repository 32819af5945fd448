/**
 * The piece a custom request starts from (`/custommade?product=…`): its code and title in the
 * shopper's language (English when it has none), if the store sells it.
 */
export async function requestedProduct(
  db: D1Database,
  store: string,
  language: string,
  code: string,
): Promise<{ code: string; title: string | null } | null> {
  return db
    .prepare(
      `SELECT p.product_code AS code, coalesce(
         (SELECT title FROM product_texts WHERE product_id = p.id AND language = ?),
         (SELECT title FROM product_texts WHERE product_id = p.id AND language = 'en')) AS title
       FROM products p JOIN store_products s ON s.product_id = p.id AND s.store = ? WHERE p.product_code = ?`,
    )
    .bind(language, store, code)
    .first<{ code: string; title: string | null }>();
}
