// A million orders over three years with their lines, payments, history, shipment scans and
// returns. Order ids follow time, as the worker's own inserts do. The first orders all belong
// to scaled customer 0 (the bench's long order list); a quarter of the rest are guests'.
import { BUSY_CUSTOMER_ORDERS } from "./counts.mjs";
import { batchInserter } from "./batch-insert.mjs";

const DAY = 86_400_000;
const SPAN = 3 * 365 * DAY;

export function seedOrders(db, { counts, ctx, draw }) {
  const { productBase } = ctx;
  const { products } = counts;
  writeOrderDraws(db, counts, ctx, draw);
  db.exec(`
    -- Popular products sell more: the product index is a uniform number squared.
    INSERT INTO order_lines (order_id, position, kind, sku_code, spu_code, product_code, slug, title, image_key, quantity, reserved,
      unit_cents, base_cents, jewel_safe_cents, unit_minor, line_minor, returned_quantity)
    SELECT o.id, pos.p, 'product', p.spu_code || '-0', p.spu_code, p.product_code, p.slug, coalesce(t.title, ten.title, p.slug), img.image_key, pos.q, 1,
      p.sale_price_cents, p.base_price_cents, 0, round(p.sale_price_cents * cr.rate), round(p.sale_price_cents * cr.rate) * pos.q,
      CASE WHEN o.status = 'refunded' THEN pos.q ELSE 0 END
    FROM scale_orders o
    JOIN (SELECT 0 AS p, 1 AS q UNION ALL SELECT 1, 1 UNION ALL SELECT 2, 2) pos ON pos.p < o.lines
    JOIN products p ON p.id = ${productBase} + 1 + CAST(${products} * u(o.k * 3 + pos.p, 70) * u(o.k * 3 + pos.p, 70) AS INTEGER)
    JOIN scale_stores st ON st.k = o.store_k
    JOIN currency_rates cr ON cr.code = st.currency
    LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = st.language
    LEFT JOIN product_texts ten ON ten.product_id = p.id AND ten.language = 'en'
    LEFT JOIN product_images img ON img.product_id = p.id AND img.position = 0;

    INSERT INTO orders (id, order_number, idempotency_key, store, language, owner, customer_id, email, phone, status, order_type,
      shipping_method, payment_method, coupon_code, currency, rate, subtotal_cents, discount_cents, jewel_safe_cents, shipping_cents,
      total_cents, subtotal_minor, discount_minor, jewel_safe_minor, shipping_minor, total_minor, ship_country, shipping_address,
      billing_address, carrier, tracking_number, logistics_order_id, stock_released, created_at, updated_at, paid_at, delivered_at,
      item_count, first_title)
    -- Materialized: each of its columns (the sums, the address) is computed once an order,
    -- not again wherever the outer selects name it.
    WITH y AS MATERIALIZED (
      SELECT o.*, st.prefix, st.store, st.language, st.currency, st.country, cr.rate, u(o.k, 71) < 0.15 AS coupon,
        CASE WHEN o.customer_id IS NULL THEN 'u:scale-' || o.k ELSE 'c:' || o.customer_id END AS owner,
        coalesce(a.email, 'guest' || o.k || '@scale.example') AS email,
        coalesce(a.phone, '+1 555 ' || printf('%07d', r(o.k, 72, 9999999))) AS phone,
        json_object('email', coalesce(a.email, 'guest' || o.k || '@scale.example'),
          'firstName', coalesce(a.first_name, pick('first', o.k, 73)), 'lastName', coalesce(a.last_name, pick('last', o.k, 74)),
          'address1', coalesce(a.address1, (1 + r(o.k, 75, 998)) || ' ' || pick('street', o.k, 76)), 'address2', '',
          'country', st.country, 'state', CASE st.country WHEN 'US' THEN 'NY' WHEN 'MX' THEN 'CMX' ELSE '' END,
          'city', coalesce(a.city, pick('city', o.k, 77)), 'postcode', coalesce(a.postcode, printf('%05d', r(o.k, 78, 99999))),
          'phone', coalesce(a.phone, '+1 555 0100'), 'certificateType', '', 'certificateNumber', '', 'cpf', '', 'idNumber', '') AS address,
        (SELECT sum(unit_cents * quantity) FROM order_lines WHERE order_id = o.id) AS sub_c,
        (SELECT sum(line_minor) FROM order_lines WHERE order_id = o.id) AS sub_m,
        -- The list's summary (migrations/1440_order_list_summary.sql), written here: its triggers are off during this step.
        (SELECT sum(quantity) FROM order_lines WHERE order_id = o.id) AS units,
        (SELECT title FROM order_lines WHERE order_id = o.id ORDER BY position LIMIT 1) AS first_title
      FROM scale_orders o
      JOIN scale_stores st ON st.k = o.store_k
      JOIN currency_rates cr ON cr.code = st.currency
      LEFT JOIN customer_addresses a ON a.customer_id = o.customer_id AND a.is_default = 1
    )
    SELECT x.id, x.prefix || substr(strftime('%Y%m%d', x.created_at / 1000, 'unixepoch'), 3) || printf('%06d', x.k % 1000000), 'scale-order-' || x.k,
      x.store, x.language, x.owner, x.customer_id, x.email, x.phone, x.status, 'normal', 'standard', 'card',
      CASE WHEN x.coupon THEN 'WELCOME10' END, x.currency, x.rate,
      x.sub_c, x.disc_c, 0, x.ship_c, x.sub_c - x.disc_c + x.ship_c, x.sub_m, x.disc_m, 0, x.ship_m, x.sub_m - x.disc_m + x.ship_m,
      x.country, x.address, x.address,
      CASE WHEN x.shipped_at IS NOT NULL THEN 'USPS' END,
      CASE WHEN x.shipped_at IS NOT NULL THEN '9400' || printf('%018d', x.k) END,
      CASE WHEN x.shipped_at IS NOT NULL THEN 'LO-' || x.k END,
      CASE WHEN x.status = 'cancelled' THEN 1 ELSE 0 END, x.created_at,
      coalesce(x.delivered_at, x.shipped_at, x.paid_at, x.created_at), x.paid_at, x.delivered_at, x.units, x.first_title
    FROM (
      SELECT y.*, CASE WHEN y.coupon THEN y.sub_c / 10 ELSE 0 END AS disc_c, CASE WHEN y.coupon THEN y.sub_m / 10 ELSE 0 END AS disc_m,
        CASE WHEN y.sub_c >= 5000 THEN 0 ELSE 599 END AS ship_c, CASE WHEN y.sub_c >= 5000 THEN 0 ELSE round(599 * y.rate) END AS ship_m
      FROM y
    ) x;
  `);
  seedOrderHistory(db, ctx);
}

const DRAW_COLUMNS = ["k", "id", "customer_id", "store_k", "created_at", "status", "paid_at", "shipped_at", "delivered_at", "lines"];

/** An order's status by its age and a number in [0, 1): older orders have shipped, or failed. */
function orderStatus(age, x) {
  if (age > 30 * DAY) return x < 0.05 ? "cancelled" : x < 0.08 ? "refunded" : "shipped";
  if (age > 3 * DAY) return x < 0.05 ? "cancelled" : x < 0.65 ? "shipped" : "processing";
  return x < 0.05 ? "unpaid" : x < 0.1 ? "cancelled" : "processing";
}

/**
 * Each order's draws, in JavaScript, into a temporary table the SQL steps below read: when, whose,
 * which store (the customer's own, a guest's drawn), its status and dates, how many lines.
 * The customers' stores are read once into an array, not looked up per order.
 */
function writeOrderDraws(db, { orders, customers }, { anchor, customerBase, orderBase }, { r, u }) {
  db.exec(`CREATE TEMP TABLE scale_orders (k INTEGER PRIMARY KEY, id INTEGER, customer_id INTEGER, store_k INTEGER, created_at INTEGER,
    status TEXT, paid_at INTEGER, shipped_at INTEGER, delivered_at INTEGER, lines INTEGER)`);
  const customerStores = new Int8Array(customers).fill(-1);
  const storeOf = db.prepare(
    `SELECT c.id - ${customerBase} - 1 AS n, st.k FROM customers c JOIN scale_stores st ON st.store = c.store WHERE c.id > ${customerBase}`,
  );
  for (const { n, k } of storeOf.iterate()) if (n < customers) customerStores[n] = k;
  const step = Math.floor(SPAN / orders);
  const insert = batchInserter(db, "temp.scale_orders", DRAW_COLUMNS);
  for (let i = 0; i < orders; i++) {
    const at = anchor - SPAN + i * step + r(i, 60, Math.max(1, step));
    const customerId = i < BUSY_CUSTOMER_ORDERS ? customerBase + 1 : u(i, 61) < 0.75 ? customerBase + 2 + r(i, 62, Math.max(1, customers - 1)) : null;
    const status = orderStatus(anchor - at, u(i, 68));
    const stored = customerId === null ? -1 : customerStores[customerId - customerBase - 1];
    const shipped = status === "shipped" || status === "refunded";
    insert.add(
      i,
      orderBase + 1 + i,
      customerId,
      stored >= 0 ? stored : r(i, 63, 8),
      at,
      status,
      status !== "unpaid" && status !== "cancelled" ? at + 600000 : null,
      shipped ? at + (2 + r(i, 64, 4)) * DAY : null,
      shipped && at + 20 * DAY < anchor ? at + (12 + r(i, 65, 8)) * DAY : null,
      1 + (u(i, 66) < 0.35 ? 1 : 0) + (u(i, 67) < 0.1 ? 1 : 0),
    );
  }
  insert.flush();
}

function seedOrderHistory(db, { orderBase }) {
  db.exec(`
    INSERT INTO payments (id, order_id, provider, method, currency, amount_minor, status, failure_reason, provider_reference,
      refunded_minor, created_at, settled_at)
    SELECT 'scale-' || o.id, o.id, 'adyen', 'card', o.currency, o.total_minor,
      CASE o.status WHEN 'unpaid' THEN 'pending' WHEN 'cancelled' THEN 'failed' WHEN 'refunded' THEN 'refunded' ELSE 'succeeded' END,
      CASE WHEN o.status = 'cancelled' THEN 'expired' END, 'PSP-' || o.id,
      CASE WHEN o.status = 'refunded' THEN o.total_minor ELSE 0 END, o.created_at,
      coalesce(o.paid_at, CASE WHEN o.status = 'cancelled' THEN o.updated_at END)
    FROM orders o WHERE o.id > ${orderBase};

    INSERT INTO order_events (order_id, from_status, to_status, note, created_at)
    SELECT o.id, e.from_status, e.to_status, e.note,
      CASE e.n WHEN 0 THEN o.created_at WHEN 1 THEN o.paid_at WHEN 2 THEN o.shipped_at WHEN 3 THEN o.created_at + ${DAY}
        ELSE coalesce(o.delivered_at, o.shipped_at) + 5 * ${DAY} END
    FROM scale_orders o
    JOIN (
      SELECT 0 AS n, NULL AS from_status, 'unpaid' AS to_status, 'created' AS note UNION ALL
      SELECT 1, 'unpaid', 'processing', 'paid: card' UNION ALL
      SELECT 2, 'processing', 'shipped', 'handed to USPS' UNION ALL
      SELECT 3, 'unpaid', 'cancelled', 'expired unpaid' UNION ALL
      SELECT 4, 'shipped', 'refunded', 'returned by the customer'
    ) e ON e.n = 0 OR (e.n = 1 AND o.paid_at IS NOT NULL) OR (e.n = 2 AND o.shipped_at IS NOT NULL)
      OR (e.n = 3 AND o.status = 'cancelled') OR (e.n = 4 AND o.status = 'refunded')
    ORDER BY o.id, e.n;

    INSERT INTO shipment_events (order_id, occurred_at, description, location)
    SELECT o.id, CASE s.n WHEN 0 THEN o.shipped_at WHEN 1 THEN o.shipped_at + ${DAY / 2} ELSE o.delivered_at END, s.description, s.location
    FROM scale_orders o
    JOIN (
      SELECT 0 AS n, 'Shipping label created' AS description, 'Shenzhen, CN' AS location UNION ALL
      SELECT 1, 'Picked up by the carrier', 'Shenzhen, CN' UNION ALL
      SELECT 2, 'Delivered', ''
    ) s ON o.shipped_at IS NOT NULL AND (s.n < 2 OR o.delivered_at IS NOT NULL)
    ORDER BY o.id, s.n;

    INSERT INTO order_returns (order_id, lines, amount_minor, provider_minor, wallet_cents, status, source, reference, created_at, updated_at)
    SELECT o.id, (SELECT json_group_array(json_object('position', position, 'quantity', quantity)) FROM order_lines WHERE order_id = o.id),
      ord.subtotal_minor, ord.subtotal_minor, 0, 'refunded', 'customer', 'PSP-R-' || o.id,
      coalesce(o.delivered_at, o.shipped_at) + 3 * ${DAY}, coalesce(o.delivered_at, o.shipped_at) + 5 * ${DAY}
    FROM scale_orders o JOIN orders ord ON ord.id = o.id WHERE o.status = 'refunded';
  `);
}
