import { Hono } from "hono";
import { formatMoney, isCurrency } from "~/shared/money";
import { orderReturnBody } from "~/shared/schemas/account-orders";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { customerOrderDetail } from "../../services/orders/account";
import { ReturnRefused, returnLinesOf } from "../../services/orders/returns";
import { customerIdOf, signedIn, translate } from "../helpers/account-helpers";
import { RETURN_CODES } from "../helpers/order-helpers";

/**
 * `account/returnItems`: the signed-in customer returns pieces of a delivered order within
 * the return window; the refund follows the coupon rule (docs/decisions/0803-returns.md).
 */
export const accountReturnRoutes = new Hono<AppEnv>();

accountReturnRoutes.use("/returnItems", signedIn);

accountReturnRoutes.post("/returnItems", validBody(orderReturnBody), async (c) => {
  const { orderNumber, lines } = c.req.valid("json");
  const customerId = customerIdOf(c);
  const t = await translate(c);
  try {
    const done = await returnLinesOf(c.env, orderNumber, lines, { source: "customer", customerId: Number(customerId) });
    const detail = await customerOrderDetail(c.env, customerId, orderNumber);
    const amount = isCurrency(done.currency) ? formatMoney(done.amountMinor / 100, done.currency) : String(done.amountMinor / 100);
    return ok(c, detail, t("return.done", { amount }));
  } catch (error) {
    if (!(error instanceof ReturnRefused)) throw error;
    return fail(c, RETURN_CODES[error.code], t(error.messageKey));
  }
});
