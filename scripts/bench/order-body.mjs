// The order the bench creates again and again: a real one-line cart order, as a shopper makes
// it. Each order is a new visitor (a cart/add with no cookie, then order/create with the cookies
// it handed out) with an email of its own, so no visitor or email budget is met
// (docs/decisions/1300-abuse-budgets.md) and every request writes a whole new order and payment.
import { randomUUID } from "node:crypto";
import { US_ADDRESS } from "../../shared/test/us-address.mjs";
import { call } from "./http-call.mjs";

/** The made-to-order ring the cart/add line adds too: never out of stock. */
const BENCH_SKU = "HL100140-11";

export function orderCreateBody() {
  return {
    idempotencyKey: randomUUID(),
    email: `bench-${randomUUID()}@example.com`,
    shippingAddress: { ...US_ADDRESS, firstName: "Ben", lastName: "Ch" },
    shippingMethod: "standard",
    paymentMethod: "card",
  };
}

/** A new visitor with one line in the bag: the Cookie header its order/create carries. */
export async function cartedVisitor({ port, host }) {
  const added = await call({ port, host, method: "POST", path: "/api/cart/add", body: { sku: BENCH_SKU, quantity: 1 }, keepBody: false });
  if (added.status !== 200) throw new Error(`cart/add for an order answered ${added.status}`);
  return added.cookies.join("; ");
}

/** `count` carted visitors, a few at a time, made before a measurement so their cost is not in it. */
export async function cartedVisitors({ port, host, count, concurrency = 8 }) {
  const cookies = [];
  const worker = async () => {
    while (cookies.length < count) {
      const index = cookies.push("") - 1;
      cookies[index] = await cartedVisitor({ port, host });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return cookies;
}
