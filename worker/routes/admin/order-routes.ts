import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import {
  cancelOrderBody,
  orderNoteBody,
  orderNumberBody,
  orderSearchBody,
  refundOrderBody,
  returnLinesBody,
  shipOrderBody,
} from "~/shared/schemas/admin";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import {
  addOrderNote,
  cancelByStaff,
  markDelivered,
  refundByStaff,
  shipOrder,
  type OrderActionResult,
  type OrderRefusal,
} from "../../services/orders/admin-actions";
import { returnLinesByStaff } from "../../services/orders/admin-returns";
import { orderDetail, searchOrders } from "../../services/orders/admin-search";
import { ReturnRefused } from "../../services/orders/returns";
import { translatorFor } from "../../services/translator";
import { sendShippedMail } from "../../services/mail/order-shipped-email";
import { inBackground } from "../helpers/account-helpers";
import { staffAction, staffRead } from "./admin-helpers";
import { adminInvoiceBody } from "~/shared/schemas/invoice";
import { findOrderByNumber } from "../../services/orders/orders-store";
import { sendInvoiceMail } from "../../services/mail/invoice-email";
import { orderDocumentFile, staffTaxView } from "../../services/tax/invoice-delivery";
import { pdfResponse, RETURN_CODES } from "../helpers/order-helpers";

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

adminOrderRoutes.post("/list", ...staffRead("orders.view", orderSearchBody, searchOrders));

adminOrderRoutes.post("/detail", ...staffRead("orders.view", orderNumberBody, (db, b) => orderDetail(db, b.orderNumber), REFUSALS.notFound[1]));

adminOrderRoutes.post(
  "/ship",
  ...staffAction("orders.ship", shipOrderBody, async (c, body, actor) => {
    const { orderNumber, ...shipment } = body;
    const result = await shipOrder(c.env.DB, actor, orderNumber, shipment);
    if (result.ok) inBackground(c, "Shipped email", sendShippedMail(c.env, result.order, shipment, new URL(c.req.url)));
    return answer(c, result, `Order ${orderNumber} is marked shipped; the shopper gets an email.`);
  }),
);

adminOrderRoutes.post(
  "/deliver",
  ...staffAction("orders.ship", orderNumberBody, async (c, body, actor) => {
    return answer(c, await markDelivered(c.env.DB, actor, body.orderNumber), "Marked delivered.");
  }),
);

adminOrderRoutes.post(
  "/refund",
  ...staffAction("orders.refund", refundOrderBody, async (c, body, actor) => {
    const { orderNumber, amount, reason } = body;
    const amountMinor = amount === undefined ? undefined : Math.round(amount * 100);
    const result = await refundByStaff(c.env, actor, orderNumber, {
      amountMinor,
      reason,
    });
    return answer(c, result, amount === undefined ? "Refunded in full." : "Refunded in part.");
  }),
);

adminOrderRoutes.post(
  "/cancel",
  ...staffAction("orders.cancel", cancelOrderBody, async (c, body, actor) => {
    const result = await cancelByStaff(c.env.DB, actor, body.orderNumber, body.reason);
    if (!result.ok && result.reason === "status") return fail(c, API_CODE.conflict, "Only an unpaid order can be cancelled; refund a paid one.");
    return answer(c, result, "Cancelled.");
  }),
);

adminOrderRoutes.post(
  "/note",
  ...staffAction("orders.note", orderNoteBody, async (c, body, actor) => {
    return answer(c, await addOrderNote(c.env.DB, actor, body.orderNumber, body.note), "Note added.");
  }),
);

/** Pieces of some lines back, refunded by the coupon rule (docs/decisions/0803-returns.md). */
adminOrderRoutes.post(
  "/returnLines",
  ...staffAction("orders.refund", returnLinesBody, async (c, body, actor) => {
    try {
      const done = await returnLinesByStaff(c.env, actor, body.orderNumber, body.lines, body.reason);
      return ok(c, await orderDetail(c.env.DB, body.orderNumber), `Returned; ${(done.amountMinor / 100).toFixed(2)} ${done.currency} refunded.`);
    } catch (error) {
      if (!(error instanceof ReturnRefused)) throw error;
      // The back office is English only.
      const t = await translatorFor("en");
      return fail(c, RETURN_CODES[error.code], t(error.messageKey));
    }
  }),
);

/** The order's invoice or one of its credit notes as a PDF (docs/decisions/1321-invoices.md). */
adminOrderRoutes.post(
  "/invoice",
  ...staffAction("orders.view", adminInvoiceBody, async (c, body) => {
    const order = await findOrderByNumber(c.env.DB, body.orderNumber);
    const file = order ? await orderDocumentFile(c.env, order, body.document) : null;
    return file ? pdfResponse(file) : fail(c, API_CODE.notFound, "This order has no such invoice (an order has one once it is paid).");
  }),
);

/** Sends the invoice to the order's email again. */
adminOrderRoutes.post(
  "/invoiceResend",
  ...staffAction("orders.note", orderNumberBody, async (c, body) => {
    const order = await findOrderByNumber(c.env.DB, body.orderNumber);
    const sent = order ? await sendInvoiceMail(c.env, order, new URL(c.req.url)) : false;
    return sent
      ? ok(c, { sent: true }, `The invoice was sent to ${order?.email}.`)
      : fail(c, API_CODE.notFound, "This order has no invoice to send yet.");
  }),
);

/** The order's VAT record and its documents (invoice, credit notes) for the order screen. */
adminOrderRoutes.post(
  "/documents",
  ...staffAction("orders.view", orderNumberBody, async (c, body) => {
    const order = await findOrderByNumber(c.env.DB, body.orderNumber);
    return order ? ok(c, await staffTaxView(c.env, order)) : fail(c, ...REFUSALS.notFound);
  }),
);
