import { z } from "zod";
import { PAYMENT_METHOD_KEYS } from "../payment-methods";
import { SHIPPING_METHOD_KEYS, type ShippingMethodKey } from "../shipping-rules";
import { ORDER_NUMBER_PATTERN } from "../order-number";
import { CHECKOUT_ORDER_TYPES } from "../order-types";
import { addressFields, countryIssues, type AddressCountry } from "./address";
import { emailField } from "./email";

/**
 * `order/*` bodies. The checkout form validates with the same schema (its messages are
 * catalogue keys). Prices never travel from the client: the server prices the cart.
 */

/** A checkout address: the shared address, its email taken from the order's. */
export const checkoutAddress = addressFields.omit({ email: true });
export type CheckoutAddress = z.output<typeof checkoutAddress>;

const shippingMethod = z.enum(SHIPPING_METHOD_KEYS as [ShippingMethodKey, ...ShippingMethodKey[]], {
  error: "checkout.shipping.required",
});
const paymentMethod = z.enum(PAYMENT_METHOD_KEYS, { error: "checkout.payment.required" });

export const orderCreateFields = z.strictObject({
  /** A fresh random key per checkout; the same key twice gives the same order. */
  idempotencyKey: z.string({ error: "checkout.idempotencyKey.invalid" }).regex(/^[A-Za-z0-9-]{16,64}$/, { error: "checkout.idempotencyKey.invalid" }),
  email: emailField("checkout.email.invalid"),
  shippingAddress: checkoutAddress,
  /** null: the billing address is the shipping address (the default). */
  billingAddress: checkoutAddress.nullable().default(null),
  shippingMethod,
  paymentMethod,
  // The retired shopper-priced difference gets its own message: a price difference is paid
  // only through the staff-made request (custommade + its param).
  orderType: z
    .enum(CHECKOUT_ORDER_TYPES, {
      error: (issue) => (issue.input === "PriceDifferenceProduct" ? "checkout.differencePrice.invalid" : "checkout.orderType.invalid"),
    })
    .default("normal"),
  /** Named only so that sending an amount gets that message too; no amount a shopper sends is charged. */
  differencePrice: z.unknown().optional(),
  customMadeParam: z.string({ error: "checkout.customMade.invalid" }).trim().min(1).max(64).optional(),
  /** Signed-in customers: pay part (or all) of the order from the wallet balance. */
  useWallet: z.boolean({ error: "checkout.wallet.invalid" }).default(false),
  /** The shopper chose tariff insurance; the server decides whether it is offered and its price. */
  tariffInsurance: z.boolean({ error: "checkout.tariff.invalid" }).default(false),
  /** Signed-in customers paying by card: the provider keeps the card for next time. */
  saveCard: z.boolean({ error: "checkout.card.saveInvalid" }).default(false),
  /** The total the shopper saw; a different server total answers 409 instead of charging it. */
  expectedTotal: z.number({ error: "checkout.expectedTotal.invalid" }).nonnegative().optional(),
});
export type OrderCreateInput = z.input<typeof orderCreateFields>;
export type OrderCreateBody = z.output<typeof orderCreateFields>;

/** The country rules of both addresses (state, postal code, CURP/RFC, CPF), on their own paths. */
export function orderCreateSchema(countries: readonly AddressCountry[]) {
  return orderCreateFields.superRefine((order, ctx) => {
    const addresses = [["shippingAddress", order.shippingAddress]] as [string, CheckoutAddress][];
    if (order.billingAddress) addresses.push(["billingAddress", order.billingAddress]);
    for (const [name, address] of addresses) {
      for (const [field, message] of countryIssues(address, countries)) {
        ctx.addIssue({ code: "custom", message, path: [name, field] });
      }
    }
    if (order.differencePrice !== undefined) {
      ctx.addIssue({ code: "custom", message: "checkout.differencePrice.invalid", path: ["differencePrice"] });
    }
    if (order.orderType === "custommade" && !order.customMadeParam) {
      ctx.addIssue({ code: "custom", message: "checkout.customMade.invalid", path: ["customMadeParam"] });
    }
  });
}

export const orderNumberField = z
  .string({ error: "track.orderNumber.invalid" })
  .trim()
  .toUpperCase()
  .regex(ORDER_NUMBER_PATTERN, { error: "track.orderNumber.invalid" });

/** `order/pay`: Continue on an unpaid order, optionally with another method. */
export const orderPayBody = z.strictObject({
  orderNumber: orderNumberField,
  paymentMethod: paymentMethod.optional(),
});

/** A carrier's tracking number as shoppers copy it: letters and digits, spaces and dashes dropped. */
export const trackingNumberField = z
  .string({ error: "track.trackingNumber.invalid" })
  .transform((text) => text.replace(/[\s-]/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,40}$/, { error: "track.trackingNumber.invalid" }));

/**
 * `order/track`: the order number or the shipment's tracking number, plus the email or
 * phone of the order. One of the two numbers is needed; with both, the order number wins.
 */
export const orderTrackBody = z
  .strictObject({
    orderNumber: orderNumberField.optional(),
    trackingNumber: trackingNumberField.optional(),
    contact: z.string({ error: "track.contact.required" }).trim().min(1, { error: "track.contact.required" }).max(254),
  })
  .refine((body) => body.orderNumber || body.trackingNumber, { error: "track.number.required", path: ["orderNumber"] });
