/**
 * Rows of `stock_movements` (migration 1310), each written in the same batch as the stock
 * change it records, so the ledger check (scripts/check-ledger.mjs) can prove stock conserved.
 * A SKU made to order (stock NULL) counts as 0.
 */

/** A staff edit or an import sets a SKU's stock: the difference is a restock (or a write-off). */
export function restockStatement(db: D1Database, skuCode: string, stock: number | null, now: number, productWhere = "1", ...productBinds: unknown[]) {
  return db
    .prepare(
      `INSERT INTO stock_movements (sku_code, delta, kind, created_at)
       SELECT sku_code, coalesce(?2, 0) - coalesce(stock, 0), 'restock', ?3 FROM skus
        WHERE sku_code = ?1 AND coalesce(?2, 0) <> coalesce(stock, 0) AND ${productWhere}`,
    )
    .bind(skuCode, stock, now, ...productBinds);
}

/** An order takes `quantity` of a limited SKU (written before the stock UPDATE of the same batch). */
export const orderTakeStatement = (db: D1Database, skuCode: string, quantity: number, orderNumber: string, now: number) =>
  db
    .prepare(
      `INSERT INTO stock_movements (sku_code, delta, kind, order_id, created_at)
       SELECT sku_code, -?2, 'order', (SELECT id FROM orders WHERE order_number = ?3), ?4 FROM skus WHERE sku_code = ?1 AND stock IS NOT NULL`,
    )
    .bind(skuCode, quantity, orderNumber, now);

/**
 * A cancelled order gives its reserved lines back: one row per SKU, under the same guard as
 * the stock UPDATE it goes with (`guard` binds the order id as ?1 and its status as ?2).
 */
export const orderReleaseStatement = (db: D1Database, orderId: number, from: string, guard: string, now: number) =>
  db
    .prepare(
      `INSERT INTO stock_movements (sku_code, delta, kind, order_id, created_at)
       SELECT l.sku_code, sum(l.quantity), 'release', ?1, ?3 FROM order_lines l JOIN skus s ON s.sku_code = l.sku_code
        WHERE l.order_id = ?1 AND l.reserved = 1 AND s.stock IS NOT NULL AND ${guard}
        GROUP BY l.sku_code`,
    )
    .bind(orderId, from, now);
