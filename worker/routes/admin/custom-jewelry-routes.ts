import { Hono, type Context } from "hono";
import { can } from "~/shared/admin-roles";
import { API_CODE } from "~/shared/api-envelope";
import { customListBody, customQuoteBody, customStaffStepBody, differenceRequestBody, requestNumberField } from "~/shared/schemas/custom-request";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { fail, ok, reply } from "../../http";
import { findOrderByNumber } from "../../services/orders/orders-store";
import { createDifferenceRequest, listCustomRequests } from "../../services/custom-jewelry/admin-requests";
import { orderDifferences } from "../../services/custom-jewelry/differences";
import { sendCustomMail } from "../../services/mail/custom-jewelry-email";
import { findRequestByNumber, requestView, type CustomRequestRow } from "../../services/custom-jewelry/requests-store";
import { cancelRequest, quoteRequest, staffStep } from "../../services/custom-jewelry/stages";
import { CustomRefused } from "../../services/custom-jewelry/transitions";
import { translatorFor } from "../../services/translator";
import { inBackground } from "../helpers/account-helpers";
import { allowed, staffOf, withBody, staffAction, staffRead } from "./admin-helpers";
import { receiveUpload } from "../helpers/upload-helpers";

/**
 * /api/admin/custom/*: the custom-jewelry screen (requests list, detail, quote, drafts and
 * photos, asking for each payment, shipping, cancelling) and the price-difference payments of
 * existing orders. Every change writes its audit row in its own batch.
 */
export const adminCustomRoutes = new Hono<AppEnv>();
type C = Context<AppEnv>;

const NOT_FOUND = "There is no custom request with this number.";

/** A refused step in English (the back office's language), naming the status the request is in. */
async function refused(c: C, error: unknown) {
  if (!(error instanceof CustomRefused)) throw error;
  const t = await translatorFor("en");
  const values = typeof error.values.status === "string" ? { ...error.values, status: t(`custom.status.${error.values.status}`) } : error.values;
  return reply(c, error.code, t(error.messageKey, values), null);
}

async function withRequest(c: C, number: string, run: (row: CustomRequestRow) => Promise<CustomRequestRow>, message: string) {
  const row = await findRequestByNumber(c.env.DB, number);
  if (!row) return fail(c, API_CODE.notFound, NOT_FOUND);
  try {
    const moved = await run(row);
    inBackground(c, "custom request mail", sendCustomMail(c.env, moved, new URL(c.req.url)));
    return ok(c, await requestView(c.env.DB, moved), message);
  } catch (error) {
    return refused(c, error);
  }
}

adminCustomRoutes.post("/list", ...staffRead("customRequests.view", customListBody, listCustomRequests));

adminCustomRoutes.post(
  "/detail",
  allowed("customRequests.view"),
  withBody(z.strictObject({ requestNumber: requestNumberField }), async (c, body) => {
    const row = await findRequestByNumber(c.env.DB, body.requestNumber);
    return row ? ok(c, await requestView(c.env.DB, row)) : fail(c, API_CODE.notFound, NOT_FOUND);
  }),
);

/** A picture or video for a step (raw body, `?draft={id}`); the step attaches it by key. */
adminCustomRoutes.post("/upload", allowed("customRequests.manage"), (c) => receiveUpload(c, "custom", true));

adminCustomRoutes.post(
  "/quote",
  ...staffAction("customRequests.manage", customQuoteBody, (c, body, actor) =>
    withRequest(
      c,
      body.requestNumber,
      (row) => quoteRequest(c.env.DB, actor, row, Math.round(body.total * 100), Math.round(body.deposit * 100)),
      "Quoted: the shopper has the deposit's payment link.",
    ),
  ),
);

adminCustomRoutes.post(
  "/step",
  ...staffAction("customRequests.view", customStaffStepBody, async (c, body, actor) => {
    // Shipping is fulfilment's too; every other step needs the manage permission.
    const permission = body.action === "ship" || body.action === "deliver" ? "orders.ship" : "customRequests.manage";
    if (!can(staffOf(c).role, permission) && !can(staffOf(c).role, "customRequests.manage")) {
      return fail(c, API_CODE.forbidden, `The ${staffOf(c).role} role may not do this.`);
    }
    if (body.action === "cancel") {
      const row = await findRequestByNumber(c.env.DB, body.requestNumber);
      if (!row) return fail(c, API_CODE.notFound, NOT_FOUND);
      try {
        const outcome = await cancelRequest(c.env, row, { actor: actor, note: body.note });
        inBackground(c, "custom request mail", sendCustomMail(c.env, outcome.request, new URL(c.req.url)));
        const failed = outcome.refundFailed.length ? ` Refund these orders from the Orders screen: ${outcome.refundFailed.join(", ")}.` : "";
        return ok(
          c,
          { ...(await requestView(c.env.DB, outcome.request)), refunded: outcome.refunded, refundFailed: outcome.refundFailed },
          `Cancelled; the deposit is kept.${failed}`,
        );
      } catch (error) {
        return refused(c, error);
      }
    }
    return withRequest(c, body.requestNumber, (row) => staffStep(c.env.DB, actor, c.var.ctx.session.uuid, row, body), "Done.");
  }),
);

adminCustomRoutes.post(
  "/difference",
  ...staffAction("orders.differenceLink", differenceRequestBody, async (c, body, actor) => {
    const made = await createDifferenceRequest(c.env, actor, body.orderNumber, body.amount, body.reason, new URL(c.req.url));
    return made ? ok(c, made, "Send this link to the shopper.") : fail(c, API_CODE.notFound, "There is no order with this number.");
  }),
);

adminCustomRoutes.post(
  "/differences",
  allowed("orders.view"),
  withBody(z.strictObject({ orderNumber: z.string().trim().toUpperCase().max(32) }), async (c, body) => {
    const order = await findOrderByNumber(c.env.DB, body.orderNumber);
    return order ? ok(c, await orderDifferences(c.env.DB, order.id)) : fail(c, API_CODE.notFound, "There is no order with this number.");
  }),
);
