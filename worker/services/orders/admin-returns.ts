import type { Env } from "../../env";
import { returnLinesOf, type ReturnRequest } from "./returns";
import { auditStatement, type Actor } from "../admin/audit";
import { withinRefundLimit } from "../payments/refund-limit";

/**
 * Staff return pieces of some lines of an order at any time (no return window): the same
 * claim, coupon rule and guarded provider refund as a customer's return
 * (docs/decisions/0803-returns.md), within the support refund limit, with its audit row in the
 * batch that records the refund.
 */
export function returnLinesByStaff(env: Env, actor: Actor, orderNumber: string, lines: ReturnRequest[], reason: string, now = Date.now()) {
  return returnLinesOf(
    env,
    orderNumber,
    lines,
    {
      source: "staff",
      limit: (amountMinor, order) => withinRefundLimit(env.DB, actor.role, [{ order, amountMinor }]),
      audit: (returnId, amountMinor) => [
        auditStatement(
          env.DB,
          actor,
          {
            action: "order:returnLines",
            subjectType: "order",
            subjectId: orderNumber,
            before: null,
            after: { returnId, lines, amountMinor, reason },
          },
          now,
        ),
      ],
    },
    now,
  );
}
