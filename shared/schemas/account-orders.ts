import { z } from "zod";
import { CHANGE_REQUEST } from "../account-order-types";
import { ORDER_STATUSES } from "../order-types";
import { orderNumberField } from "./order";

/** Bodies of the order calls of `account/*`; the change-request form validates with the same schema. */

const listPage = z.number().int().min(1).max(10_000);

/** The first order of a page the customer has seen (OrderListCursor): a later page is read from it. */
export const orderListCursor = z.strictObject({
  page: listPage,
  at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The order list URL's `from` (orderCursorText), or undefined when it is not a cursor. */
export function orderCursorOf(text: string | null): z.infer<typeof orderListCursor> | undefined {
  const [page, at, id] = (text ?? "").split(".").map(Number);
  const parsed = orderListCursor.safeParse({ page, at, id });
  return parsed.success ? parsed.data : undefined;
}

export const accountOrdersBody = z.strictObject({
  page: listPage.default(1),
  /** One status, or every status when left out. */
  status: z.enum(ORDER_STATUSES).optional(),
  from: orderListCursor.optional(),
});

export const accountOrderBody = z.strictObject({ orderNumber: orderNumberField });

export const orderChangeRequestBody = z.strictObject({
  orderNumber: orderNumberField,
  message: z
    .string({ error: "account.orders.change.tooShort" })
    .trim()
    .min(CHANGE_REQUEST.minLength, { error: "account.orders.change.tooShort" })
    .max(CHANGE_REQUEST.maxLength, { error: "account.orders.change.tooLong" }),
});

export type OrderChangeRequestBody = z.infer<typeof orderChangeRequestBody>;

/** `account/returnItems`: pieces of some lines of a delivered order, by line position. */
export const orderReturnBody = z.strictObject({
  orderNumber: orderNumberField,
  lines: z
    .array(z.strictObject({ position: z.number().int().min(0).max(999), quantity: z.number().int().min(1).max(99) }))
    .min(1, { error: "return.nothing" })
    .max(50),
});
