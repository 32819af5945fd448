// A demo customer for local development: sign in at /login with the address and password
// below to see an account with coupons, wallet movements and a saved address.
// Does nothing when the account exists. The hash is made the way the worker makes it
// (worker/services/account/password.ts): PBKDF2-SHA256, 100,000 iterations, 16-byte salt.
export const DEMO_EMAIL = "demo@heliora.example";
export const DEMO_PASSWORD = "Heliora-Demo-2026";

const DAY = 24 * 60 * 60 * 1000;
const ITERATIONS = 100_000;

const base64 = (bytes) => Buffer.from(bytes).toString("base64");

export async function hashPassword(password) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password.normalize("NFC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: ITERATIONS }, key, 256);
  return { hash: base64(new Uint8Array(bits)), salt: base64(salt) };
}

export async function seed(env) {
  const exists = await env.DB.prepare("SELECT id FROM customers WHERE email = ?").bind(DEMO_EMAIL).first();
  if (exists) return;
  const now = Date.now();
  const { hash, salt } = await hashPassword(DEMO_PASSWORD);
  const customer = await env.DB.prepare(
    `INSERT INTO customers (email, first_name, last_name, password_hash, password_salt, password_iterations,
       store, language, newsletter, privacy_accepted_at, created_at, updated_at)
     VALUES (?, 'Demo', 'Customer', ?, ?, ?, 'us', 'en', 0, ?, ?, ?) RETURNING id`,
  )
    .bind(DEMO_EMAIL, hash, salt, ITERATIONS, now, now, now)
    .first();
  const id = customer.id;
  const coupon = env.DB.prepare(
    `INSERT INTO customer_coupons (customer_id, code, source, kind, value, min_subtotal_cents, starts_at, expires_at, used_at, order_number, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const wallet = env.DB.prepare("INSERT INTO wallet_transactions (customer_id, amount_cents, kind, reference, created_at) VALUES (?, ?, ?, ?, ?)");
  await env.DB.batch([
    coupon.bind(id, "WELCOME-100200", "welcome", "percent", 10, 0, now - 2 * DAY, now + 28 * DAY, null, null, now - 2 * DAY),
    coupon.bind(id, "SPRING15", "campaign", "amount", 1500, 10000, now - 10 * DAY, now + 20 * DAY, null, null, now - 10 * DAY),
    coupon.bind(id, "WINTER5", "campaign", "percent", 5, 0, now - 90 * DAY, now - 30 * DAY, null, null, now - 90 * DAY),
    wallet.bind(id, 2500, "refund", "HE240117", now - 20 * DAY),
    wallet.bind(id, 500, "campaign", "Birthday gift", now - 12 * DAY),
    wallet.bind(id, -1000, "order", "HE240301", now - 5 * DAY),
    env.DB.prepare(
      `INSERT INTO customer_addresses (customer_id, email, first_name, last_name, address1, address2, country, state, city,
         postcode, phone, is_default, created_at, updated_at)
       VALUES (?, ?, 'Demo', 'Customer', '350 Fifth Avenue', 'Floor 21', 'US', 'NY', 'New York', '10118', '+1 212 555 0199', 1, ?, ?)`,
    ).bind(id, DEMO_EMAIL, now, now),
  ]);
}
