import { z } from "zod";
import { charCount, MAX_LINE_QUANTITY } from "../cart-rules";
import { PERSONALIZATION } from "../constants";

export { charCount, MAX_LINE_QUANTITY };

const quantity = z
  .number({ error: "cart.quantity.invalid" })
  .int({ error: "cart.quantity.invalid" })
  .min(1, { error: "cart.quantity.invalid" })
  .max(MAX_LINE_QUANTITY, { error: "cart.quantity.invalid" });

/** Engraving text: a signature of at most 12 characters. Required is decided per product. */
export const signatureField = z
  .string({ error: "cart.signature.required" })
  .trim()
  .refine((s) => charCount(s) <= PERSONALIZATION.signatureMax, { error: "cart.signature.tooLong" });

export const messageField = z
  .string({ error: "cart.message.tooLong" })
  .trim()
  .refine((s) => charCount(s) <= PERSONALIZATION.messageMax, { error: "cart.message.tooLong" });

const lineId = z.number({ error: "cart.line.unknown" }).int({ error: "cart.line.unknown" }).positive({ error: "cart.line.unknown" });

/** `cart/add`: what the product page's add-to-cart form posts. */
export const cartAddBody = z.strictObject({
  sku: z.string({ error: "cart.sku.required" }).trim().min(1, { error: "cart.sku.required" }).max(64, { error: "cart.sku.required" }),
  quantity: quantity.default(1),
  signature: signatureField.optional(),
  message: messageField.optional(),
  jewelSafe: z.boolean({ error: "cart.jewelSafe.invalid" }).default(false),
});
export type CartAddInput = z.input<typeof cartAddBody>;

export const cartUpdateBody = z.strictObject({ lineId, quantity });
export const cartRemoveBody = z.strictObject({ lineId });
export const cartEmptyBody = z.strictObject({});

export const couponCodeField = z.string({ error: "coupon.invalid" }).trim().min(1, { error: "coupon.required" }).max(40, { error: "coupon.invalid" });

export const cartApplyCouponBody = z.strictObject({ code: couponCodeField });
