import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { customerDetailBody, customerIdBody, customerSearchBody, walletAdjustBody } from "~/shared/schemas/admin";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { customerDataExport, eraseAndConfirm } from "../../services/account/data-rights";
import { auditStatement } from "../../services/admin/audit";
import { adjustWallet, customerDetail, findCustomers, revokeCustomerSessions } from "../../services/customers/admin";
import { allowed, withBody, outcomeAnswer, staffAction, staffRead } from "./admin-helpers";

/** /api/admin/customer/*: find a customer; their orders, addresses and wallet; credit, debit, sign out. */
export const adminCustomerRoutes = new Hono<AppEnv>();

adminCustomerRoutes.post(
  "/list",
  allowed("customers.view"),
  withBody(customerSearchBody, async (c, body) => {
    return ok(c, await findCustomers(c.env.DB, body.q, body));
  }),
);

adminCustomerRoutes.post(
  "/detail",
  ...staffRead("customers.view", customerDetailBody, (db, b) => customerDetail(db, b.customerId, b.walletPage), "There is no such customer."),
);

const WALLET_ANSWERS = {
  done: [API_CODE.ok, "The wallet is updated."],
  repeated: [API_CODE.ok, "This change was already made."],
  short: [API_CODE.conflict, "The wallet holds less than this debit."],
  notFound: [API_CODE.notFound, "There is no such customer."],
} as const;

adminCustomerRoutes.post(
  "/wallet",
  ...staffAction("customers.wallet", walletAdjustBody, async (c, body, actor) => {
    const { customerId, amount, ...rest } = body;
    const outcome = await adjustWallet(c.env.DB, actor, customerId, {
      ...rest,
      amountCents: Math.round(amount * 100),
    });
    return outcomeAnswer(c, WALLET_ANSWERS, outcome, () => customerDetail(c.env.DB, customerId));
  }),
);

adminCustomerRoutes.post(
  "/revokeSessions",
  ...staffAction("customers.sessions", customerIdBody, async (c, body, actor) => {
    const ended = await revokeCustomerSessions(c.env.DB, actor, body.customerId);
    return ok(c, { ended }, `Signed out of ${ended} session(s).`);
  }),
);

/** A data subject's request that arrived by email: their data as JSON, audited. */
adminCustomerRoutes.post(
  "/dataExport",
  ...staffAction("customers.privacy", customerIdBody, async (c, body, actor) => {
    const data = await customerDataExport(c.env.DB, body.customerId);
    if (!data) return fail(c, API_CODE.notFound, "There is no such customer.");
    await auditStatement(c.env.DB, actor, { action: "customer:dataExport", subjectType: "customer", subjectId: String(body.customerId) }).run();
    return ok(c, data, "The customer's data, as the account page gives it to them.");
  }),
);

/** Erasure on a request by email: the same erasure as the customer's own, with its confirmation email, audited. */
adminCustomerRoutes.post(
  "/erase",
  ...staffAction("customers.privacy", customerIdBody, async (c, body, actor) => {
    const audit = { action: "customer:erase", subjectType: "customer", subjectId: String(body.customerId) };
    if (!(await eraseAndConfirm(c.env, body.customerId))) return fail(c, API_CODE.notFound, "There is no such customer.");
    await auditStatement(c.env.DB, actor, audit).run();
    return ok(c, null, "Erased: account, addresses, wallet and wishlist removed; orders kept without the account; confirmation sent.");
  }),
);
