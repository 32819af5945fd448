import { z } from "zod";
import { charCount } from "../char-count";
import { PERSONALIZATION } from "../constants";

export { charCount };

/**
 * Engraving: a signature is required (at most 12 characters), a message is
 * optional (at most 150). Missing text reads "Please Input Your Text."
 */
export const personalizationField = z.strictObject({
  signature: z
    .string({ error: "error.personalization.required" })
    .trim()
    .min(1, { error: "error.personalization.required" })
    .refine((v) => charCount(v) <= PERSONALIZATION.signatureMax, { error: "error.personalization.signatureTooLong" }),
  message: z
    .string()
    .trim()
    .refine((v) => charCount(v) <= PERSONALIZATION.messageMax, { error: "error.personalization.messageTooLong" })
    .default(""),
});

/** One line the shopper puts in the bag: the product page's form and the cart API read it alike. */
export const cartLineBody = z.strictObject({
  spuCode: z.string().trim().min(1).max(64),
  skuCode: z.string({ error: "error.cart.chooseOptions" }).trim().min(1, { error: "error.cart.chooseOptions" }).max(80),
  quantity: z.number().int().min(1).max(999),
  personalization: personalizationField.optional(),
  jewelSafe: z.boolean().default(false),
});

export type CartLine = z.infer<typeof cartLineBody>;

/** A personalizable product needs its engraving text; any other product takes none. */
export function cartLineFor(personalizable: boolean) {
  return cartLineBody.superRefine((line, ctx) => {
    if (personalizable && !line.personalization) {
      ctx.addIssue({ code: "custom", path: ["personalization", "signature"], message: "error.personalization.required" });
    }
    if (!personalizable && line.personalization) {
      ctx.addIssue({ code: "custom", path: ["personalization"], message: "error.personalization.notOffered" });
    }
  });
}
