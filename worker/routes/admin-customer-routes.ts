import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { customerDetailBody, customerIdBody, customerSearchBody, walletAdjustBody } from "~/shared/schemas/admin";
import type { AppEnv } from "../env";
import { fail, ok } from "../http";
import { adjustWallet, customerDetail, findCustomers, revokeCustomerSessions } from "../services/admin/customers";
import { actorOf, adminBody, allowed } from "./admin-helpers";

/** /api/admin/customer/*: find a customer; their orders, addresses and wallet; credit, debit, sign out. */
export const adminCustomerRoutes = new Hono<AppEnv>();

adminCustomerRoutes.post("/list", allowed("customers.view"), async (c) => {
  const body = await adminBody(c, customerSearchBody);
  if (!body.ok) return body.response;
  return ok(c, await findCustomers(c.env.DB, body.data.q, body.data.page));
});

adminCustomerRoutes.post("/detail", allowed("customers.view"), async (c) => {
  const body = await adminBody(c, customerDetailBody);
  if (!body.ok) return body.response;
  const detail = await customerDetail(c.env.DB, body.data.customerId, body.data.walletPage);
  return detail ? ok(c, detail) : fail(c, API_CODE.notFound, "There is no such customer.");
});

const WALLET_ANSWERS = {
  done: [API_CODE.ok, "The wallet is updated."],
  repeated: [API_CODE.ok, "This change was already made."],
  short: [API_CODE.conflict, "The wallet holds less than this debit."],
  notFound: [API_CODE.notFound, "There is no such customer."],
} as const;

adminCustomerRoutes.post("/wallet", allowed("customers.wallet"), async (c) => {
  const body = await adminBody(c, walletAdjustBody);
  if (!body.ok) return body.response;
  const { customerId, amount, ...rest } = body.data;
  const outcome = await adjustWallet(c.env.DB, actorOf(c), customerId, { ...rest, amountCents: Math.round(amount * 100) });
  const [code, message] = WALLET_ANSWERS[outcome];
  if (code !== API_CODE.ok) return fail(c, code, message);
  return ok(c, await customerDetail(c.env.DB, customerId), message);
});

adminCustomerRoutes.post("/revokeSessions", allowed("customers.sessions"), async (c) => {
  const body = await adminBody(c, customerIdBody);
  if (!body.ok) return body.response;
  const ended = await revokeCustomerSessions(c.env.DB, actorOf(c), body.data.customerId);
  return ok(c, { ended }, `Signed out of ${ended} session(s).`);
});
