// Demo coupons for every store: shown on /coupon and usable at checkout. Also one
// custom-jewelry deposit request, so /checkout?orderType=custommade&customMadeParam=DEMO-DEPOSIT
// works in a fresh shop. Does nothing when coupons already exist.
const DAY = 24 * 60 * 60 * 1000;

/** [code, store (null: all), kind, value (percent or USD cents), minimum USD cents, days valid] */
export const DEMO_COUPONS = [
  ["WELCOME10", null, "percent", 10, 0, 365],
  ["SAVE20", null, "amount", 2000, 15000, 180],
  ["SPARKLE15", null, "percent", 15, 10000, 90],
  ["EURO5", "de", "amount", 500, 5000, 120],
  ["EURO5FR", "fr", "amount", 500, 5000, 120],
  ["REINAS12", "mx", "percent", 12, 4000, 120],
  ["ICEDOUT25", "us_vip", "percent", 25, 30000, 60],
  ["CHARM3", "heycharm", "amount", 300, 2500, 120],
];

export async function seed(env, { now = Date.now() } = {}) {
  const existing = await env.DB.prepare("SELECT 1 AS found FROM coupons LIMIT 1").first();
  if (existing) return;
  const insert = env.DB.prepare(
    `INSERT INTO coupons (code, store, kind, value, min_subtotal_cents, starts_at, expires_at, public)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  await env.DB.batch([
    ...DEMO_COUPONS.map(([code, store, kind, value, min, days]) => insert.bind(code, store, kind, value, min, now - DAY, now + days * DAY)),
    // An expired code, not listed: typing it answers "Sorry, this coupon code is invalid."
    env.DB.prepare(
      "INSERT INTO coupons (code, store, kind, value, min_subtotal_cents, starts_at, expires_at, public) VALUES ('SUMMER2020', NULL, 'percent', 30, 0, ?, ?, 0)",
    ).bind(now - 400 * DAY, now - 300 * DAY),
    env.DB.prepare(
      "INSERT INTO custom_payment_requests (param, store, title, amount_cents, created_at) VALUES ('DEMO-DEPOSIT', 'us', 'Custom ring: design deposit', 3000, ?)",
    ).bind(now),
  ]);
  console.log(`Seeded ${DEMO_COUPONS.length + 1} demo coupons`);
}
