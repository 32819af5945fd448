import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import {
  cancelOrderBody,
  differenceLinkBody,
  orderNoteBody,
  orderNumberBody,
  orderSearchBody,
  refundOrderBody,
  returnLinesBody,
  shipOrderBody,
} from "~/shared/schemas/admin";
import type { AppEnv } from "../env";
import { fail, ok } from "../http";
import {
  addOrderNote,
  cancelByStaff,
  markDelivered,
  priceDifferenceLink,
  refundByStaff,
  shipOrder,
  type OrderActionResult,
  type OrderRefusal,
} from "../services/admin/order-actions";
import { returnLinesByStaff } from "../services/admin/order-returns";
import { orderDetail, searchOrders } from "../services/admin/order-search";
import { ReturnRefused } from "../services/checkout/returns";
import { translatorFor } from "../services/translator";
import { sendShippedMail } from "../services/mail/order-shipped-email";
import { inBackground } from "./account-helpers";
import { RETURN_CODES } from "./account-return-routes";
import { actorOf, allowed, withBody, adminRead } from "./admin-helpers";

/** /api/admin/order/*: the orders screen. */
export const adminOrderRoutes = new Hono<AppEnv>();
type C = Context<AppEnv>;

const REFUSALS: Record<OrderRefusal, [number, string]> = {
  notFound: [API_CODE.notFound, "There is no order with this number."],
  status: [API_CODE.conflict, "The order's status does not allow this (it may have changed meanwhile; reload it)."],
  amount: [API_CODE.badRequest, "The amount is more than is left to refund on this order."],
  overLimit: [API_CODE.forbidden, "This refund is above the support limit; an owner must make it."],
  delivered: [API_CODE.conflict, "The order is already marked delivered."],
};

async function answer(c: C, result: OrderActionResult, message: string) {
  if (!result.ok) {
    const [code, text] = REFUSALS[result.reason];
    return fail(c, code, text);
  }
  return ok(c, await orderDetail(c.env.DB, result.order.order_number), message);
}

adminOrderRoutes.post("/list", allowed("orders.view"), adminRead(orderSearchBody, searchOrders));

adminOrderRoutes.post(
  "/detail",
  allowed("orders.view"),
  adminRead(orderNumberBody, (db, b) => orderDetail(db, b.orderNumber), REFUSALS.notFound[1]),
);

adminOrderRoutes.post(
  "/ship",
  allowed("orders.ship"),
  withBody(shipOrderBody, async (c, body) => {
    const { orderNumber, ...shipment } = body;
    const result = await shipOrder(c.env.DB, actorOf(c), orderNumber, shipment);
    if (result.ok) inBackground(c, "Shipped email", sendShippedMail(c.env, result.order, shipment, new URL(c.req.url)));
    return answer(c, result, `Order ${orderNumber} is marked shipped; the shopper gets an email.`);
  }),
);

adminOrderRoutes.post(
  "/deliver",
  allowed("orders.ship"),
  withBody(orderNumberBody, async (c, body) => {
    return answer(c, await markDelivered(c.env.DB, actorOf(c), body.orderNumber), "Marked delivered.");
  }),
);

adminOrderRoutes.post(
  "/refund",
  allowed("orders.refund"),
  withBody(refundOrderBody, async (c, body) => {
    const { orderNumber, amount, reason } = body;
    const amountMinor = amount === undefined ? undefined : Math.round(amount * 100);
    const result = await refundByStaff(c.env, actorOf(c), orderNumber, {
      amountMinor,
      reason,
    });
    return answer(c, result, amount === undefined ? "Refunded in full." : "Refunded in part.");
  }),
);

adminOrderRoutes.post(
  "/cancel",
  allowed("orders.cancel"),
  withBody(cancelOrderBody, async (c, body) => {
    const result = await cancelByStaff(c.env.DB, actorOf(c), body.orderNumber, body.reason);
    if (!result.ok && result.reason === "status") return fail(c, API_CODE.conflict, "Only an unpaid order can be cancelled; refund a paid one.");
    return answer(c, result, "Cancelled.");
  }),
);

adminOrderRoutes.post(
  "/note",
  allowed("orders.note"),
  withBody(orderNoteBody, async (c, body) => {
    return answer(c, await addOrderNote(c.env.DB, actorOf(c), body.orderNumber, body.note), "Note added.");
  }),
);

adminOrderRoutes.post(
  "/differenceLink",
  allowed("orders.differenceLink"),
  withBody(differenceLinkBody, async (c, body) => {
    const link = await priceDifferenceLink(c.env, actorOf(c), body.orderNumber, body.amount, new URL(c.req.url));
    return link ? ok(c, link, "Send this link to the shopper.") : fail(c, ...REFUSALS.notFound);
  }),
);

/** Pieces of some lines back, refunded by the coupon rule (docs/decisions/0803-returns.md). */
adminOrderRoutes.post(
  "/returnLines",
  allowed("orders.refund"),
  withBody(returnLinesBody, async (c, body) => {
    try {
      const done = await returnLinesByStaff(c.env, actorOf(c), body.orderNumber, body.lines, body.reason);
      return ok(c, await orderDetail(c.env.DB, body.orderNumber), `Returned; ${(done.amountMinor / 100).toFixed(2)} ${done.currency} refunded.`);
    } catch (error) {
      if (!(error instanceof ReturnRefused)) throw error;
      // The back office is English only.
      const t = await translatorFor("en");
      return fail(c, RETURN_CODES[error.code], t(error.messageKey));
    }
  }),
);
