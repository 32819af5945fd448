/** Where a store's active product with a code is found; binds the store, then the code. */
export const PRODUCT_IN_STORE = `FROM products p JOIN store_products sp ON sp.product_id = p.id AND sp.store = ? WHERE p.product_code = ? AND p.active = 1`;

/** The product a review or question is about, as a statement (one row, or none when the store does not sell it). */
export const productInStoreStatement = (db: D1Database, store: string, productCode: string) =>
  db.prepare(`SELECT p.id, p.product_code ${PRODUCT_IN_STORE}`).bind(store, productCode);

/** The product a review or question is about, if the store sells it. */
export async function productInStore(db: D1Database, store: string, productCode: string): Promise<{ id: number; productCode: string } | null> {
  const row = await productInStoreStatement(db, store, productCode).first<{ id: number; product_code: string }>();
  return row ? { id: row.id, productCode: row.product_code } : null;
}

/** Whether this email bought the product in an order that was paid (and not refunded or cancelled). */
export async function boughtBy(db: D1Database, email: string, productCode: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS yes FROM orders o JOIN order_lines l ON l.order_id = o.id
       WHERE o.email = ? AND o.status IN ('processing', 'shipped') AND l.kind = 'product' AND l.product_code = ?
       LIMIT 1`,
    )
    .bind(email, productCode)
    .first<{ yes: number }>();
  return Boolean(row);
}
