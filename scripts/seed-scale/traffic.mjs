// What traffic and staff leave behind: viewed products (the visitor's history), first-party
// page views (analytics), support tickets with replies, and the back office's audit log.
import { seq } from "./random.mjs";

const DAY = 86_400_000;
/** Views and analytics are pruned by the retention cron, so they hold its window, not years. */
const VIEW_SPAN = 90 * DAY;
const SPAN = 3 * 365 * DAY;
const iso = (ms) => `strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`;

export function seedTraffic(db, { counts, ctx }) {
  const { productViews, pageViews, tickets, auditRows, products, orders } = counts;
  const { anchor, orderBase } = ctx;
  const staff = db.prepare("SELECT id, email FROM staff ORDER BY id LIMIT 1").get() ?? { id: 1, email: "owner@heliora.example" };
  db.exec(`
    INSERT INTO product_views (spu_code, store, uuid, country, created_at)
    ${seq(productViews)}
    SELECT 'HS' || (1000000 + CAST(${products} * u(i, 100) * u(i, 100) AS INTEGER)), st.store, 'scale-' || r(i, 101, ${Math.max(1, productViews / 5)}),
      st.country, ${iso(`${anchor} - r(i, 102, ${VIEW_SPAN})`)}
    FROM seq JOIN scale_stores st ON st.k = r(i, 103, 8);

    INSERT INTO page_views (path, store, uuid, created_at)
    ${seq(pageViews)}
    SELECT pick('path', i, 104), st.store, 'scale-' || r(i, 105, ${Math.max(1, pageViews / 5)}), ${iso(`${anchor} - r(i, 106, ${VIEW_SPAN})`)}
    FROM seq JOIN scale_stores st ON st.k = r(i, 107, 8);

    INSERT INTO support_tickets (ticket_number, store, language, name, email, order_number, topic, message, created_at, status, closed_at)
    SELECT 'T' || strftime('%Y%m%d', x.at / 1000, 'unixepoch') || '-S' || printf('%06d', x.i), st.store, st.language,
      pick('first', x.i, 108) || ' ' || pick('last', x.i, 109), 'asker' || x.i || '@scale.example', '', pick('topic', x.i, 110),
      pick('ticket', x.i, 111), ${iso("x.at")}, CASE WHEN x.at < ${anchor - 14 * DAY} THEN 'closed' ELSE 'open' END,
      CASE WHEN x.at < ${anchor - 14 * DAY} THEN x.at + 2 * ${DAY} END
    FROM (${seq(tickets)} SELECT i, ${anchor - SPAN} + i * ${Math.floor(SPAN / tickets)} AS at, r(i, 112, 8) AS k FROM seq) x
    JOIN scale_stores st ON st.k = x.k;

    INSERT INTO ticket_replies (ticket_id, staff_email, body, created_at)
    SELECT t.id, '${staff.email}', 'Thank you for writing to us: we have looked into it and answered by email.', t.closed_at
    FROM support_tickets t WHERE t.ticket_number LIKE 'T%-S%' AND t.closed_at IS NOT NULL;

    INSERT INTO audit_log (staff_id, staff_email, action, subject_type, subject_id, before_json, after_json, created_at)
    SELECT ${staff.id}, '${staff.email}', x.action, substr(x.action, 1, instr(x.action, '.') - 1), CAST(x.subject AS TEXT),
      json_object('status', 'before'), json_object('status', 'after'), x.at
    FROM (${seq(auditRows)} SELECT i, pick('audit', i, 113) AS action, ${orderBase} + 1 + r(i, 114, ${orders}) AS subject,
      ${anchor - SPAN} + i * ${Math.floor(SPAN / auditRows)} AS at FROM seq) x;
  `);
}
