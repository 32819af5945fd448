// `SOAK_MODE=abuse npm run soak`: scripts that repeat legitimate calls as a bot would, against
// the local server, each bounded. Each reports what it achieved and the budget it must stay
// within; the budgets are the worker's (worker/services/orders/order-budgets.ts,
// decline-lock.ts, rate-limit.ts; docs/decisions/1300-abuse-budgets.md).
import { randomUUID } from "node:crypto";
import { client } from "./abuse-http.mjs";

const ADDRESS = {
  firstName: "Bo",
  lastName: "T",
  address1: "1 Main St",
  country: "US",
  state: "NY",
  city: "New York",
  postcode: "10001",
  phone: "212 555 0100",
};

const order = (email = `soak-${randomUUID()}@example.com`) => ({
  idempotencyKey: randomUUID(),
  email,
  shippingAddress: ADDRESS,
  shippingMethod: "standard",
  paymentMethod: "card",
});

/** A random /64 of the documentation prefix and a random address in it. */
const prefix = () => `2001:db8:${(Math.random() * 0xffff) | 0}:${(Math.random() * 0xffff) | 0}`;
const inPrefix = (p) => `${p}:${[0, 0, 0, 0].map(() => ((Math.random() * 0xffff) | 0).toString(16)).join(":")}`;

/** One visitor at one address takes a limited piece again and again: units held at once. */
async function hoarding(port, sku) {
  const bot = client(port, { ip: "203.0.113.21" });
  let held = 0;
  for (let i = 0; i < 15; i++) {
    const added = await bot.api("cart/add", { sku, quantity: 5 });
    if (added.status !== 200) continue;
    const created = await bot.api("order/create", order());
    if (created.status === 200) held += 5;
    else await bot.api("cart/remove", { lineId: added.data?.lines?.[0]?.lineId ?? 0 });
  }
  return { name: "hoarding", achieved: held, unit: "pieces held unpaid by one visitor", budget: 20 };
}

/** Guesses coupon codes from one address, a new visitor for each guess: answers that told. */
async function couponGuessing(port, sku) {
  const ip = "203.0.113.22";
  let told = 0;
  for (let i = 0; i < 40; i++) {
    const bot = client(port, { ip });
    await bot.api("cart/add", { sku, quantity: 1 });
    const guess = i % 10 === 9 ? "WELCOME10" : `GUESS${randomUUID().slice(0, 6).toUpperCase()}`;
    const answer = await bot.api("cart/applyCoupon", { code: guess });
    if (answer.status !== 429) told++;
  }
  return { name: "coupon guessing", achieved: told, unit: "codes answered applied or invalid", budget: 20 };
}

/** Declines card after card on one order through the sandbox: attempts that reached the provider. */
async function cardTesting(port, sku) {
  const bot = client(port, { ip: "203.0.113.23" });
  await bot.api("cart/add", { sku, quantity: 1 });
  const created = await bot.api("order/create", order());
  if (created.status !== 200)
    return { name: "card testing", achieved: 0, unit: "payment attempts let through", budget: 5, note: `order refused: ${created.message}` };
  let paymentUrl = created.data.paymentUrl;
  let attempts = 0;
  for (let i = 0; i < 50; i++) {
    if (paymentUrl) {
      attempts++;
      const decided = await bot.form(paymentUrl, { outcome: "failure" });
      if (decided.headers.location) await bot.get(decided.headers.location);
    }
    const again = await bot.api("order/pay", { orderNumber: created.data.orderNumber, paymentMethod: "card" });
    paymentUrl = again.status === 200 ? again.data.paymentUrl : "";
  }
  return { name: "card testing", achieved: attempts, unit: "payment attempts let through", budget: 5 };
}

/** Orders from a new IPv6 address of one /64 each time (new visitor, new email): orders let through. */
async function ipv6Rotation(port, sku) {
  const net = prefix();
  let through = 0;
  for (let i = 0; i < 45; i++) {
    const bot = client(port, { ip: inPrefix(net) });
    await bot.api("cart/add", { sku, quantity: 1 });
    const created = await bot.api("order/create", order());
    if (created.status !== 429) through++;
  }
  return { name: "IPv6 rotation", achieved: through, unit: "order/create calls let through from one /64", budget: 30 };
}

/** Runs every script; `limited` is a SKU with stock, `made` one made to order. */
export async function abuse(port, { limited, made }) {
  const results = [];
  results.push(await hoarding(port, limited));
  results.push(await couponGuessing(port, made));
  results.push(await cardTesting(port, made));
  results.push(await ipv6Rotation(port, made));
  return results;
}

/** Prints each script's outcome; whether all stayed within budget. */
export function printAbuse(results) {
  console.log("\nsoak (abuse): what each script achieved");
  for (const r of results) {
    const ok = r.achieved <= r.budget;
    console.log(
      `${r.name.padEnd(16)} ${String(r.achieved).padStart(4)} ${r.unit} (budget ${r.budget}) ${ok ? "ok" : "OVER BUDGET"}${r.note ? ` — ${r.note}` : ""}`,
    );
  }
  return results.every((r) => r.achieved <= r.budget);
}
