import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { invoiceRequestBody, type InvoiceRequestBody } from "~/shared/schemas/invoice";
import type { AppEnv } from "../../env";
import { clientIp, ok, reply } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { cartOwner } from "../../services/checkout/cart";
import { contactMatches } from "../../services/orders/order-access";
import { findOrderByNumber, type OrderRow } from "../../services/orders/orders-store";
import { RATE_LIMITS } from "../../services/rate-limit";
import { hitAtAddress } from "../../services/address-budget";
import { documentList, orderDocumentFile } from "../../services/tax/invoice-delivery";
import { translatorFor } from "../../services/translator";
import { pdfResponse } from "../helpers/order-helpers";

/**
 * `order/invoice` (a PDF) and `order/documents` (the list): for the order's customer, the browser
 * that placed it, or with the order's email or phone as track order asks (one rate limit with
 * track order). Any other caller learns nothing: the answer is the same "not found".
 */
export const invoiceRoutes = new Hono<AppEnv>();
type C = Context<AppEnv>;

async function orderFor(c: C, body: InvoiceRequestBody): Promise<OrderRow | null | "tooMany"> {
  const { session } = c.var.ctx;
  const order = await findOrderByNumber(c.env.DB, body.orderNumber);
  const own = order && (order.owner === cartOwner(session) || (session.customerId && String(order.customer_id) === String(session.customerId)));
  if (own) return order;
  if (!body.contact) return null;
  if (!(await hitAtAddress(c.env, RATE_LIMITS.trackOrder, clientIp(c)))) return "tooMany";
  return order && contactMatches(order, body.contact) ? order : null;
}

async function refusal(c: C, found: "tooMany" | null) {
  const t = await translatorFor(c.var.ctx.language);
  return found === "tooMany"
    ? reply(c, API_CODE.tooMany, t("track.tooMany"), null)
    : reply(c, API_CODE.notFound, t("account.invoice.notFound"), null);
}

invoiceRoutes.post("/invoice", validBody(invoiceRequestBody), async (c) => {
  const body = c.req.valid("json");
  const order = await orderFor(c, body);
  if (!order || order === "tooMany") return refusal(c, order);
  const file = await orderDocumentFile(c.env, order, body.document);
  return file ? pdfResponse(file) : refusal(c, null);
});

invoiceRoutes.post("/documents", validBody(invoiceRequestBody), async (c) => {
  const body = c.req.valid("json");
  const order = await orderFor(c, body);
  if (!order || order === "tooMany") return refusal(c, order);
  return ok(c, { documents: await documentList(c.env, order) });
});
