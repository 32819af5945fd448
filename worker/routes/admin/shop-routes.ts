import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import {
  auditListBody,
  paymentMismatchListBody,
  couponCodeBody,
  couponCreateBody,
  couponListBody,
  staffAddBody,
  staffUpdateBody,
  ticketListBody,
  ticketNumberBody,
  ticketReplyBody,
} from "~/shared/schemas/admin";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { listAudit } from "../../services/admin/audit";
import { createCoupon, disableCoupon, listCoupons } from "../../services/coupons/admin";
import { dashboard } from "../../services/admin/dashboard";
import { listPaymentMismatches } from "../../services/payments/reconcile";
import { addStaff, listStaff, updateStaff } from "../../services/admin/staff";
import { closeTicket, listTickets, replyToTicket, ticketDetail } from "../../services/tickets/admin";
import { allowed, outcomeAnswer, staffAction, staffRead } from "./admin-helpers";

/** /api/admin/*: dashboard, coupons, tickets, audit log and staff. */
export const adminShopRoutes = new Hono<AppEnv>();

adminShopRoutes.post("/dashboard", allowed("dashboard"), async (c) => ok(c, await dashboard(c.env.DB)));

adminShopRoutes.post("/coupon/list", ...staffRead("coupons.view", couponListBody, listCoupons));

adminShopRoutes.post(
  "/coupon/create",
  ...staffAction("coupons.edit", couponCreateBody, async (c, body, actor) => {
    const { minSubtotal, value, kind, code, ...rest } = body;
    const coupon = {
      ...rest,
      code: code.toUpperCase(),
      kind,
      value: kind === "amount" ? Math.round(value * 100) : value,
      minSubtotalCents: Math.round(minSubtotal * 100),
    };
    const outcome = await createCoupon(c.env.DB, actor, coupon);
    if (outcome === "exists") return fail(c, API_CODE.conflict, `A coupon ${coupon.code} exists already.`, { code: "This code is taken." });
    return ok(c, coupon, `Coupon ${coupon.code} created.`);
  }),
);

const DISABLE_ANSWERS = {
  disabled: [API_CODE.ok, "Coupon disabled."],
  already: [API_CODE.ok, "The coupon had already ended."],
  notFound: [API_CODE.notFound, "Unknown coupon."],
} as const;

adminShopRoutes.post(
  "/coupon/disable",
  ...staffAction("coupons.edit", couponCodeBody, async (c, body, actor) =>
    outcomeAnswer(c, DISABLE_ANSWERS, await disableCoupon(c.env.DB, actor, body.code), (outcome) => ({ outcome })),
  ),
);

adminShopRoutes.post("/ticket/list", ...staffRead("tickets.view", ticketListBody, listTickets));

adminShopRoutes.post(
  "/ticket/detail",
  ...staffRead("tickets.view", ticketNumberBody, (db, b) => ticketDetail(db, b.ticketNumber), "Unknown ticket."),
);

adminShopRoutes.post(
  "/ticket/reply",
  ...staffAction("tickets.answer", ticketReplyBody, async (c, body, actor) => {
    try {
      const detail = await replyToTicket(c.env, actor, body.ticketNumber, body.reply, body.close);
      return detail ? ok(c, detail, "Reply sent.") : fail(c, API_CODE.notFound, "Unknown ticket.");
    } catch (error) {
      console.error("Ticket reply could not be sent", error);
      return fail(c, API_CODE.resultNull, "The email could not be sent; nothing was recorded. Try again.");
    }
  }),
);

const CLOSE_ANSWERS = {
  closed: [API_CODE.ok, "Ticket closed."],
  already: [API_CODE.ok, "The ticket was already closed."],
  notFound: [API_CODE.notFound, "Unknown ticket."],
} as const;

adminShopRoutes.post(
  "/ticket/close",
  ...staffAction("tickets.answer", ticketNumberBody, async (c, body, actor) =>
    outcomeAnswer(c, CLOSE_ANSWERS, await closeTicket(c.env.DB, actor, body.ticketNumber), (outcome) => ({ outcome })),
  ),
);

adminShopRoutes.post("/audit/list", ...staffRead("audit.view", auditListBody, listAudit));

// What the reconciliation with the payment providers found and is still open.
adminShopRoutes.post("/payments/mismatches", ...staffRead("payments.reconcile", paymentMismatchListBody, listPaymentMismatches));

adminShopRoutes.post("/staff/list", allowed("staff.manage"), async (c) => ok(c, await listStaff(c.env.DB)));

adminShopRoutes.post(
  "/staff/add",
  ...staffAction("staff.manage", staffAddBody, async (c, body, actor) => {
    const outcome = await addStaff(c.env.DB, actor, body);
    if (!outcome.ok) return fail(c, API_CODE.conflict, "A staff member with this email exists already.", { email: "This email is taken." });
    return ok(c, outcome.member, "Staff member added.");
  }),
);

adminShopRoutes.post(
  "/staff/update",
  ...staffAction("staff.manage", staffUpdateBody, async (c, { id, ...change }, actor) => {
    const outcome = await updateStaff(c.env.DB, actor, id, change);
    if (!outcome.ok) {
      const message = outcome.reason === "notFound" ? "Unknown staff member." : "The shop needs at least one active owner.";
      return fail(c, outcome.reason === "notFound" ? API_CODE.notFound : API_CODE.conflict, message);
    }
    return ok(c, outcome.member, "Staff member updated.");
  }),
);
