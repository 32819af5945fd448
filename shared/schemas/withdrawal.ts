import { z } from "zod";
import { emailField } from "./email";
import { orderNumberField } from "./order";

/**
 * The withdrawal button's form (docs/decisions/1325-withdrawal-button.md): the consumer's name,
 * the order number and the order's email identify the contract, for guests as for customers.
 */
export const withdrawalFields = z.strictObject({
  name: z
    .string({ error: "withdrawal.name.required" })
    .trim()
    .min(1, { error: "withdrawal.name.required" })
    .max(120, { error: "withdrawal.name.tooLong" }),
  orderNumber: orderNumberField,
  email: emailField(),
});
export type WithdrawalInput = z.input<typeof withdrawalFields>;

/** `withdrawal/check`: the first step, which shows what would be withdrawn from. */
export const withdrawalCheckBody = withdrawalFields;

/** `withdrawal/confirm`: the second step, "confirm withdrawal". */
export const withdrawalConfirmBody = withdrawalFields.extend({
  confirm: z.literal(true, { error: "withdrawal.confirm.required" }),
});
