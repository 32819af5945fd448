// The order the bench creates again and again: a price difference needs no cart, so every
// request writes a whole new order and payment.
import { randomUUID } from "node:crypto";
import { US_ADDRESS } from "../../shared/test/us-address.mjs";

export function orderCreateBody() {
  return {
    idempotencyKey: randomUUID(),
    email: `bench-${randomUUID()}@example.com`,
    shippingAddress: { ...US_ADDRESS, firstName: "Ben", lastName: "Ch" },
    shippingMethod: "standard",
    paymentMethod: "card",
    orderType: "PriceDifferenceProduct",
    differencePrice: 25,
  };
}
