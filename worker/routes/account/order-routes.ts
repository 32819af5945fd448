import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { accountOrderBody, accountOrdersBody, orderChangeRequestBody } from "~/shared/schemas/account-orders";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { cancelCustomerOrder, requestOrderChange } from "../../services/orders/account-actions";
import { customerOrderDetail, listCustomerOrders } from "../../services/orders/account";
import { customerIdOf, signedIn, translate } from "../helpers/account-helpers";

/**
 * `account/orders`, `orderDetail`, `cancelOrder`, `orderChangeRequest`: the signed-in
 * customer's own orders (40001 without a session). Another customer's order number answers
 * exactly like one that does not exist.
 */
export const accountOrderRoutes = new Hono<AppEnv>();

for (const path of ["/orders", "/orderDetail", "/cancelOrder", "/orderChangeRequest"]) accountOrderRoutes.use(path, signedIn);

const unknownOrder = async (c: Context<AppEnv>) => fail(c, API_CODE.notFound, (await translate(c))("account.orders.notFound"));

accountOrderRoutes.post("/orders", validBody(accountOrdersBody), async (c) => {
  const { page, status, from } = c.req.valid("json");
  return ok(c, await listCustomerOrders(c.env.DB, customerIdOf(c), { page, status, from }));
});

accountOrderRoutes.post("/orderDetail", validBody(accountOrderBody), async (c) => {
  const { orderNumber } = c.req.valid("json");
  const detail = await customerOrderDetail(c.env, customerIdOf(c), orderNumber);
  return detail ? ok(c, detail) : unknownOrder(c);
});

accountOrderRoutes.post("/cancelOrder", validBody(accountOrderBody), async (c) => {
  const { orderNumber } = c.req.valid("json");
  const customerId = customerIdOf(c);
  const outcome = await cancelCustomerOrder(c.env, customerId, orderNumber);
  if (outcome === "notFound") return unknownOrder(c);
  const t = await translate(c);
  if (outcome === "notAllowed") return fail(c, API_CODE.conflict, t("account.orders.cancel.notAllowed"));
  if (outcome === "refundFailed") return fail(c, API_CODE.resultNull, t("account.orders.cancel.refundFailed"));
  const detail = await customerOrderDetail(c.env, customerId, orderNumber);
  return ok(c, detail, t(outcome === "refunded" ? "account.orders.cancel.refunded" : "account.orders.cancel.done"));
});

accountOrderRoutes.post("/orderChangeRequest", validBody(orderChangeRequestBody), async (c) => {
  const { orderNumber, message } = c.req.valid("json");
  const { store, language } = c.var.ctx;
  const result = await requestOrderChange(c.env, { customerId: customerIdOf(c), store: store.key, language }, orderNumber, message);
  const t = await translate(c);
  if (result.ok) return ok(c, { ticketNumber: result.ticketNumber }, t("account.orders.change.sent"));
  if (result.reason === "tooMany") return fail(c, API_CODE.tooMany, t("account.orders.change.tooMany"));
  return unknownOrder(c);
});
