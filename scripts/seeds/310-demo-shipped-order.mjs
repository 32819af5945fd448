// A demo order that has shipped, so /trackorder can show a carrier, a tracking number and
// the carrier's scans in a fresh shop (staff ship orders in /admin; the carrier's scans come
// only from a warehouse integration that calls addShipmentEvent in
// worker/services/orders/shipping.ts, not built yet). Track it in the us store with
//   order number US251118000042 and email demo@heliora.example (or phone 212 555 0142).
// The rows follow the same path a real order takes (created Unpaid → paid Processing →
// Shipped, each step in order_events, allowed by worker/services/orders/order-status.ts),
// paid through the sandbox provider. Does nothing when the order exists or the catalogue
// has no product to put in it.
export const DEMO_SHIPPED_ORDER = "US251118000042";
export const DEMO_SHIPPED_EMAIL = "demo@heliora.example";
export const DEMO_SHIPPED_PHONE = "212 555 0142";
export const DEMO_CARRIER = "USPS";
export const DEMO_TRACKING_NUMBER = "9400111899223197428490";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The ring of the e2e journeys when the demo catalogue is there; otherwise any us product. */
const PREFERRED_SKU = "HL100140-11";

/** [hours after the order, description, location], oldest first. */
const SCANS = [
  [50, "Shipping label created", "Shenzhen, CN"],
  [60, "Picked up by the carrier", "Shenzhen, CN"],
  [96, "Departed international hub", "Hong Kong, HK"],
  [130, "Arrived at USPS facility", "Los Angeles, CA, US"],
  [150, "In transit to the destination", "Jersey City, NJ, US"],
];

const ADDRESS = {
  email: DEMO_SHIPPED_EMAIL,
  firstName: "Demo",
  lastName: "Customer",
  address1: "350 5th Ave",
  address2: "",
  country: "US",
  state: "NY",
  city: "New York",
  postcode: "10118",
  phone: DEMO_SHIPPED_PHONE,
  certificateType: "",
  certificateNumber: "",
  cpf: "",
  idNumber: "",
};

async function demoSku(db) {
  const query = `SELECT s.sku_code, s.extra_cents, p.id AS product_id, p.spu_code, p.product_code, p.slug,
       p.sale_price_cents, p.base_price_cents, coalesce(t.title, p.product_code) AS title
     FROM skus s JOIN products p ON p.id = s.product_id
     JOIN store_products sp ON sp.product_id = p.id AND sp.store = 'us'
     LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = 'en'`;
  return (
    (await db.prepare(`${query} WHERE s.sku_code = ?`).bind(PREFERRED_SKU).first()) ??
    (await db.prepare(`${query} ORDER BY p.id, s.position, s.id LIMIT 1`).first())
  );
}

export async function seed(env, { now = Date.now() } = {}) {
  const db = env.DB;
  if (await db.prepare("SELECT 1 AS found FROM orders WHERE order_number = ?").bind(DEMO_SHIPPED_ORDER).first()) return;
  const sku = await demoSku(db);
  if (!sku) return;
  const created = now - 7 * DAY;
  const paid = created + 10 * 60 * 1000;
  const shipped = created + 50 * HOUR;
  const unit = sku.sale_price_cents + sku.extra_cents;
  const base = sku.base_price_cents + sku.extra_cents;
  const customer = await db.prepare("SELECT id FROM customers WHERE email = ?").bind(DEMO_SHIPPED_EMAIL).first();
  const paymentId = crypto.randomUUID();
  const orderId = "(SELECT id FROM orders WHERE order_number = ?1)";
  const address = JSON.stringify(ADDRESS);
  const event = (from, to, note, at) =>
    db
      .prepare(`INSERT INTO order_events (order_id, from_status, to_status, note, created_at) VALUES (${orderId}, ?2, ?3, ?4, ?5)`)
      .bind(DEMO_SHIPPED_ORDER, from, to, note, at);
  await db.batch([
    db
      .prepare(
        `INSERT INTO orders (order_number, idempotency_key, store, language, owner, customer_id, email, phone, status,
           order_type, shipping_method, payment_method, currency, rate,
           subtotal_cents, discount_cents, jewel_safe_cents, shipping_cents, total_cents,
           subtotal_minor, discount_minor, jewel_safe_minor, shipping_minor, total_minor,
           ship_country, shipping_address, billing_address, carrier, tracking_number, logistics_order_id,
           created_at, updated_at, paid_at)
         VALUES (?1, ?2, 'us', 'en', ?3, ?4, ?5, ?6, 'shipped', 'normal', 'standard', 'card', 'USD', 1,
           ?7, 0, 0, 0, ?7, ?7, 0, 0, 0, ?7, 'US', ?8, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
      )
      .bind(
        DEMO_SHIPPED_ORDER,
        `demo-shipped-order-${DEMO_SHIPPED_ORDER}`,
        customer ? `c:${customer.id}` : "u:demo-shipped-order",
        customer?.id ?? null,
        DEMO_SHIPPED_EMAIL,
        DEMO_SHIPPED_PHONE,
        unit,
        address,
        DEMO_CARRIER,
        DEMO_TRACKING_NUMBER,
        `LO-${DEMO_SHIPPED_ORDER}`,
        created,
        shipped,
        paid,
      ),
    db
      .prepare(
        `INSERT INTO order_lines (order_id, position, kind, sku_code, spu_code, product_code, slug, title, quantity, reserved,
           unit_cents, base_cents, unit_minor, line_minor)
         VALUES (${orderId}, 0, 'product', ?2, ?3, ?4, ?5, ?6, 1, 0, ?7, ?8, ?7, ?7)`,
      )
      .bind(DEMO_SHIPPED_ORDER, sku.sku_code, sku.spu_code, sku.product_code, sku.slug, sku.title, unit, base),
    event(null, "unpaid", "created", created),
    event("unpaid", "processing", "paid: card", paid),
    event("processing", "shipped", `handed to ${DEMO_CARRIER}`, shipped),
    db
      .prepare(
        `INSERT INTO payments (id, order_id, provider, method, currency, amount_minor, status, provider_reference, created_at, settled_at)
         VALUES (?2, ${orderId}, 'sandbox', 'card', 'USD', ?3, 'succeeded', ?4, ?5, ?6)`,
      )
      .bind(DEMO_SHIPPED_ORDER, paymentId, unit, `SBX-${paymentId.slice(0, 8).toUpperCase()}`, created, paid),
    // The sandbox's own record of the payment, which the reconciliation compares with.
    db.prepare("INSERT INTO sandbox_transactions (payment_id, outcome, decided_at) VALUES (?, 'success', ?)").bind(paymentId, paid),
    ...SCANS.map(([hours, description, location]) =>
      db
        .prepare(`INSERT INTO shipment_events (order_id, occurred_at, description, location) VALUES (${orderId}, ?2, ?3, ?4)`)
        .bind(DEMO_SHIPPED_ORDER, created + hours * HOUR, description, location),
    ),
  ]);
  console.log(`Seeded the demo shipped order ${DEMO_SHIPPED_ORDER} (track it with ${DEMO_SHIPPED_EMAIL})`);
}
