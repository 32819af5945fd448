// Customers with an address each, newsletter readers, store coupons, wallet movements and
// wishlists. Every scaled customer signs in with the demo customer's password (the hash is
// copied), so the bench and a developer can open any account.
import { DEMO_EMAIL } from "../seeds/300-accounts.mjs";
import { seq } from "./random.mjs";

const DAY = 86_400_000;
/** Store, language, currency, ship-to country and order-number prefix of the eight stores. */
const STORES = [
  ["us", "en", "USD", "US", "US"],
  ["uk", "en-GB", "GBP", "GB", "UK"],
  ["de", "de", "EUR", "DE", "DE"],
  ["fr", "fr", "EUR", "FR", "FR"],
  ["mx", "es", "MXN", "MX", "MX"],
  ["us_vip", "en", "USD", "US", "VR"],
  ["apparel", "en", "USD", "US", "AP"],
  ["heycharm", "en", "USD", "US", "HC"],
];

export function createStoreTable(db) {
  db.exec(`CREATE TEMP TABLE scale_stores (k INTEGER PRIMARY KEY, store TEXT, language TEXT, currency TEXT, country TEXT, prefix TEXT)`);
  const insert = db.prepare("INSERT INTO scale_stores VALUES (?, ?, ?, ?, ?, ?)");
  STORES.forEach((row, k) => insert.run(k, ...row));
  return STORES.length;
}

/** The stores by their number k, as the steps that draw rows in JavaScript name them. */
export const storeRows = (db) => db.prepare("SELECT k, store, language, currency, country, prefix FROM scale_stores ORDER BY k").all();

export function seedPeople(db, { counts, ctx }) {
  const { customers, newsletterReaders, coupons, walletTransactions, wishlistItems, products } = counts;
  const stores = STORES.length;
  const span = 3 * 365 * DAY;
  const demo = db.prepare("SELECT password_hash, password_salt, password_iterations FROM customers WHERE email = ?").get(DEMO_EMAIL);
  if (!demo) throw new Error(`The demo customer ${DEMO_EMAIL} is missing: run the demo seed first.`);
  db.prepare(
    `INSERT INTO customers (id, email, first_name, last_name, password_hash, password_salt, password_iterations, store, language,
       newsletter, privacy_accepted_at, created_at, updated_at)
     ${seq(customers)}
     SELECT ${ctx.customerBase} + 1 + i, 'shopper' || i || '@scale.example', pick('first', i, 20), pick('last', i, 21), ?, ?, ?,
       st.store, st.language, CASE WHEN u(i, 23) < 0.5 THEN 1 ELSE 0 END, c.at, c.at, c.at
     FROM (SELECT i, ${ctx.anchor - span} + i * ${Math.floor(span / customers)} AS at, r(i, 22, ${stores}) AS k FROM seq) c
     JOIN scale_stores st ON st.k = c.k`,
  ).run(demo.password_hash, demo.password_salt, demo.password_iterations);
  db.exec(`
    INSERT INTO customer_addresses (customer_id, email, first_name, last_name, address1, country, state, city, postcode, phone,
      is_default, created_at, updated_at)
    SELECT c.id, c.email, c.first_name, c.last_name, (1 + r(c.id, 24, 998)) || ' ' || pick('street', c.id, 25), st.country,
      CASE st.country WHEN 'US' THEN 'NY' WHEN 'MX' THEN 'CMX' ELSE '' END, pick('city', c.id, 26),
      printf('%05d', r(c.id, 27, 99999)), '+1 555 ' || printf('%07d', r(c.id, 28, 9999999)), 1, c.created_at, c.created_at
    FROM customers c JOIN scale_stores st ON st.store = c.store WHERE c.id > ${ctx.customerBase} ORDER BY c.id;

    INSERT INTO newsletter_subscribers (email, store, language, created_at, confirmed_at)
    ${seq(newsletterReaders)}
    SELECT 'reader' || i || '@scale.example', st.store, st.language, strftime('%Y-%m-%dT%H:%M:%fZ', (${ctx.anchor} - r(i, 30, ${span})) / 1000.0, 'unixepoch'),
      ${ctx.anchor} - r(i, 30, ${span})
    FROM seq JOIN scale_stores st ON st.k = r(i, 31, ${stores});

    -- Mostly private codes (a campaign's, customer service's): /coupon lists only public ones.
    INSERT INTO coupons (code, store, kind, value, min_subtotal_cents, starts_at, expires_at, public, max_uses, uses)
    ${seq(coupons)}
    SELECT 'SCALE' || printf('%06d', i), CASE WHEN u(i, 32) < 0.3 THEN NULL ELSE (SELECT store FROM scale_stores WHERE k = r(i, 33, ${stores})) END,
      CASE WHEN u(i, 34) < 0.6 THEN 'percent' ELSE 'amount' END,
      CASE WHEN u(i, 34) < 0.6 THEN 5 + r(i, 35, 26) ELSE 500 + 100 * r(i, 36, 50) END,
      100 * r(i, 37, 200), s.at, s.at + (7 + r(i, 38, 180)) * ${DAY}, CASE WHEN u(i, 39) < 0.01 THEN 1 ELSE 0 END,
      CASE WHEN u(i, 40) < 0.5 THEN 1 + r(i, 41, 1000) END, 0
    FROM (SELECT i, ${ctx.anchor - span} + r(i, 42, ${span}) AS at FROM seq) s;

    INSERT INTO wallet_transactions (customer_id, amount_cents, kind, reference, idempotency_key, created_at)
    ${seq(walletTransactions)}
    SELECT ${ctx.customerBase} + 1 + r(i, 43, ${customers}),
      CASE WHEN u(i, 44) < 0.7 THEN 500 + 100 * r(i, 45, 50) ELSE -(500 + 100 * r(i, 46, 20)) END,
      CASE WHEN u(i, 44) < 0.7 THEN (CASE WHEN u(i, 47) < 0.5 THEN 'refund' ELSE 'campaign' END) ELSE 'adjustment' END,
      'scale-' || i, 'scale-wallet-' || i, ${ctx.anchor} - r(i, 48, ${span})
    FROM seq;

    INSERT OR IGNORE INTO wishlist_items (owner, spu_code, created_at)
    ${seq(wishlistItems)}
    SELECT CASE WHEN u(i, 49) < 0.6 THEN 'c:' || (${ctx.customerBase} + 1 + r(i, 50, ${customers})) ELSE 'u:scale-' || r(i, 51, ${customers}) END,
      'HS' || (1000000 + r(i, 52, ${products})), ${ctx.anchor} - r(i, 53, ${span})
    FROM seq;
  `);
}
