import { findOrderByNumber, transitionOrder } from "./orders-store";

/**
 * Hand-over to the carrier, and the carrier's scans: what makes /trackorder show logistics.
 * The back office (worker/services/orders/admin-actions.ts) or a warehouse integration calls these; the status
 * moves through the one transition table, so only a paid order (Processing) can ship.
 */
export async function markShipped(
  db: D1Database,
  orderNumber: string,
  shipment: { carrier: string; trackingNumber: string; logisticsOrderId?: string },
  now = Date.now(),
  /** More statements for the same batch (the back office's audit row). */
  extra: D1PreparedStatement[] = [],
): Promise<boolean> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order || order.status !== "processing") return false;
  return transitionOrder(db, order, "shipped", `handed to ${shipment.carrier}`, now, [
    db
      .prepare("UPDATE orders SET carrier = ?, tracking_number = ?, logistics_order_id = ? WHERE id = ? AND status = 'processing'")
      .bind(shipment.carrier, shipment.trackingNumber, shipment.logisticsOrderId ?? null, order.id),
    ...extra,
  ]);
}

export async function addShipmentEvent(
  db: D1Database,
  orderNumber: string,
  event: { at: number; description: string; location?: string },
): Promise<boolean> {
  const result = await shipmentEventStatement(db, orderNumber, event).run();
  return result.meta.changes === 1;
}

/** The scan's INSERT, for callers that write it in a batch with more (the back office's audit row). */
export function shipmentEventStatement(db: D1Database, orderNumber: string, event: { at: number; description: string; location?: string }) {
  return db
    .prepare(
      `INSERT INTO shipment_events (order_id, occurred_at, description, location)
       SELECT id, ?, ?, ? FROM orders WHERE order_number = ? AND tracking_number IS NOT NULL`,
    )
    .bind(event.at, event.description, event.location ?? "", orderNumber);
}
