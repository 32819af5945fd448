import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { withdrawalCheckBody, withdrawalConfirmBody } from "~/shared/schemas/withdrawal";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { twoWayLimit } from "../../services/rate-limit";
import { confirmWithdrawal, previewWithdrawal, WithdrawalRefused, type WithdrawalRefusal } from "../../services/orders/withdrawal";
import { sendWithdrawalReceipt } from "../../services/mail/withdrawal-email";
import { tooManyFrom, translate } from "../helpers/account-helpers";

/**
 * `withdrawal/*`: the withdrawal button, for guests and customers alike
 * (docs/decisions/1325-withdrawal-button.md). Both steps count against one budget, per client
 * address and per visitor, so a script cannot try order numbers and emails at length.
 */
export const withdrawalRoutes = new Hono<AppEnv>();
type C = Context<AppEnv>;

const LIMITS = twoWayLimit("withdrawal", "visitor", 600, { ip: 30, own: 10 });

const REFUSALS: Record<WithdrawalRefusal, number> = {
  notFound: API_CODE.notFound,
  notEu: API_CODE.conflict,
  custom: API_CODE.conflict,
  status: API_CODE.conflict,
  expired: API_CODE.conflict,
};

async function refused(c: C, error: unknown) {
  if (!(error instanceof WithdrawalRefused)) throw error;
  return fail(c, REFUSALS[error.reason], (await translate(c))(`withdrawal.refused.${error.reason}`));
}

withdrawalRoutes.post("/check", validBody(withdrawalCheckBody), async (c) => {
  const body = c.req.valid("json");
  const limited = await tooManyFrom(c, LIMITS, c.var.ctx.session.uuid);
  if (limited) return limited;
  try {
    return ok(c, await previewWithdrawal(c.env.DB, body));
  } catch (error) {
    return refused(c, error);
  }
});

withdrawalRoutes.post("/confirm", validBody(withdrawalConfirmBody), async (c) => {
  const { ctx } = c.var;
  const body = c.req.valid("json");
  const limited = await tooManyFrom(c, LIMITS, ctx.session.uuid);
  if (limited) return limited;
  const t = await translate(c);
  try {
    const done = await confirmWithdrawal(c.env.DB, body, { customerId: ctx.session.customerId, language: ctx.language, t });
    if (done.created) {
      // Sent before answering: the acknowledgement must be immediate, and the page says it was sent.
      await sendWithdrawalReceipt(c.env, done.order, done.receipt, ctx.language, ctx.url).catch((error) => console.error("withdrawal mail", error));
    }
    return ok(c, done.receipt, t(done.created ? "withdrawal.received" : "withdrawal.already"));
  } catch (error) {
    return refused(c, error);
  }
});
