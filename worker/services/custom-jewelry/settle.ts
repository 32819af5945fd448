import { CUSTOM_STAGES, STAGE_WAIT } from "~/shared/custom-requests";

/**
 * What paying a custom-jewelry order changes besides the order: its stage of the request is
 * paid. These statements join the order's own settlement batch (payments.ts paidStatements),
 * so a stage is paid exactly when, and only when, the provider confirmed the order's payment.
 * The request moves only from the status that waits for that stage: a payment that arrives
 * for a cancelled request, or a stage paid already, changes nothing here (customer service
 * refunds such money from the order).
 */
const when = (pick: "due" | "paid") => `CASE p.stage ${CUSTOM_STAGES.map((s) => `WHEN '${s}' THEN '${STAGE_WAIT[s][pick]}'`).join(" ")} END`;

const JOIN = `FROM orders o
  JOIN custom_payment_requests p ON p.param = o.custom_made_param AND p.store = o.store
  JOIN custom_requests r ON r.id = p.custom_request_id
  WHERE o.id = ?1 AND o.order_type = 'custommade' AND p.voided_at IS NULL AND r.status = ${when("due")}`;

export function customStagePaidStatements(db: D1Database, orderId: number, now: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO custom_request_events (request_id, from_status, to_status, actor, note, created_at)
         SELECT r.id, r.status, ${when("paid")}, 'payment', o.order_number, ?2 ${JOIN}`,
      )
      .bind(orderId, now),
    db
      .prepare(
        `UPDATE custom_requests SET status = (SELECT ${when("paid")} ${JOIN} AND r.id = custom_requests.id), updated_at = ?2
          WHERE id IN (SELECT r.id ${JOIN})`,
      )
      .bind(orderId, now),
  ];
}
