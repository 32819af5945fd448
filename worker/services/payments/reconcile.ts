import type { PaymentMismatchView } from "~/shared/admin-types";
import type { Env } from "../../env";
import { conditions, desc, pageOf } from "../admin/paging";
import type { PaymentRow } from "./payments";
import { askProvider } from "./expiry";

/**
 * The reconciliation with the providers (docs/decisions/1310-nothing-lost.md): each cron run
 * asks the providers about the settled attempts of the last RECONCILE_WINDOW_DAYS that were
 * asked longest ago (RECONCILE_BATCH of them) and compares with the shop's record:
 *
 *   moneyWithoutPaidOrder  the provider took money the shop did not count (a failed attempt
 *                          the provider says paid), or kept it for a cancelled order
 *   paidWithoutMoney       the shop counts money the provider says it never took
 *   refundDiffers          the provider gave back another amount than the shop recorded
 *                          (providers whose record tells refunds: PayPal, the sandbox)
 *   stuckRefunding         an order claimed for a refund an hour ago that never finished
 *
 * Open attempts are the expiry's to ask (payments/expiry.ts). A provider that cannot answer
 * is asked again on a later run, never counted as a mismatch. What is found is kept in
 * payment_mismatches until a later look finds the two agreeing; the back office lists the
 * open ones and the merchant's digest the new ones.
 */
const RECONCILE_WINDOW_DAYS = 7;
const RECONCILE_BATCH = 25;
const STUCK_REFUNDING_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Kind = PaymentMismatchView["kind"];
type Checked = PaymentRow & { order_number: string; store: string; order_status: string; provider_reference: string | null };

function mismatchesOf(attempt: Checked, state: string, refundedMinor: number | undefined): { kind: Kind; detail: string }[] {
  const found: { kind: Kind; detail: string }[] = [];
  const captured = attempt.status === "succeeded" || attempt.status === "refunded";
  if (state === "paid" && !captured)
    found.push({ kind: "moneyWithoutPaidOrder", detail: `${attempt.provider} says paid; the shop has it ${attempt.status}` });
  if (state === "paid" && captured && attempt.order_status === "cancelled" && attempt.refunded_minor < attempt.amount_minor)
    found.push({ kind: "moneyWithoutPaidOrder", detail: `order cancelled; ${attempt.amount_minor - attempt.refunded_minor} not refunded` });
  if ((state === "failed" || state === "absent") && captured)
    found.push({ kind: "paidWithoutMoney", detail: `the shop counts ${attempt.amount_minor}; ${attempt.provider} says ${state}` });
  if (refundedMinor !== undefined && refundedMinor !== attempt.refunded_minor)
    found.push({ kind: "refundDiffers", detail: `${attempt.provider} refunded ${refundedMinor}; the shop recorded ${attempt.refunded_minor}` });
  return found;
}

function recordStatements(
  db: D1Database,
  attempt: Pick<Checked, "id" | "order_number" | "store" | "provider">,
  found: { kind: Kind; detail: string }[],
  kinds: readonly Kind[],
  now: number,
) {
  return [
    ...found.map((m) =>
      db
        .prepare(
          `INSERT INTO payment_mismatches (payment_id, order_number, store, provider, kind, detail, found_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (payment_id, kind) DO UPDATE SET detail = excluded.detail,
             found_at = CASE WHEN resolved_at IS NULL THEN found_at ELSE excluded.found_at END, resolved_at = NULL`,
        )
        .bind(attempt.id, attempt.order_number, attempt.store, attempt.provider, m.kind, m.detail, now),
    ),
    // What this look covered and found in order again.
    db
      .prepare(
        `UPDATE payment_mismatches SET resolved_at = ? WHERE payment_id = ? AND resolved_at IS NULL
           AND kind IN (SELECT value FROM json_each(?)) AND kind NOT IN (SELECT value FROM json_each(?))`,
      )
      .bind(now, attempt.id, JSON.stringify(kinds), JSON.stringify(found.map((m) => m.kind))),
  ];
}

const PROVIDER_KINDS: readonly Kind[] = ["moneyWithoutPaidOrder", "paidWithoutMoney", "refundDiffers"];

export async function reconcilePayments(env: Env, now = Date.now(), batch = RECONCILE_BATCH): Promise<{ asked: number; open: number }> {
  const db = env.DB;
  const { results } = await db
    .prepare(
      `SELECT p.*, o.order_number, o.store, o.status AS order_status FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.created_at > ? AND p.status <> 'pending' ORDER BY coalesce(p.reconciled_at, 0), p.created_at LIMIT ?`,
    )
    .bind(now - RECONCILE_WINDOW_DAYS * DAY_MS, batch)
    .all<Checked>();
  let asked = 0;
  for (const attempt of results) {
    const status = await askProvider(env, attempt);
    if (status.state === "unknown") continue;
    asked++;
    const found = mismatchesOf(attempt, status.state, status.refundedMinor);
    await db.batch([
      ...recordStatements(db, attempt, found, PROVIDER_KINDS, now),
      db.prepare("UPDATE payments SET reconciled_at = ? WHERE id = ?").bind(now, attempt.id),
    ]);
  }
  await recordStuckRefunds(db, now);
  const open = await db.prepare("SELECT count(*) AS n FROM payment_mismatches WHERE resolved_at IS NULL").first<{ n: number }>();
  return { asked, open: open?.n ?? 0 };
}

/** Orders claimed for a refund long ago and still refunding: the provider's answer or the shop's record of it was lost. */
async function recordStuckRefunds(db: D1Database, now: number) {
  const { results } = await db
    .prepare(
      // Two indexed reads (orders by status, open findings) instead of an OR that reads every payment.
      `SELECT p.id, p.provider, o.order_number, o.store, o.status FROM orders o JOIN payments p ON p.order_id = o.id AND p.status = 'succeeded'
        WHERE o.status = 'refunding' AND o.updated_at < ?1
       UNION
       SELECT p.id, p.provider, o.order_number, o.store, o.status FROM payment_mismatches m
         JOIN payments p ON p.id = m.payment_id AND p.status = 'succeeded' JOIN orders o ON o.id = p.order_id
        WHERE m.resolved_at IS NULL AND m.kind = 'stuckRefunding'`,
    )
    .bind(now - STUCK_REFUNDING_MS)
    .all<{ id: string; provider: string; order_number: string; store: string; status: string }>();
  for (const row of results) {
    const found =
      row.status === "refunding"
        ? [{ kind: "stuckRefunding" as const, detail: "claimed for a refund over an hour ago; ask the provider whether it refunded" }]
        : [];
    await db.batch(recordStatements(db, row, found, ["stuckRefunding"], now));
  }
}

const MISMATCH_PAGE_SIZE = 50;

/** The open mismatches, newest first, for the back office. */
export function listPaymentMismatches(db: D1Database, filter: { page?: number }) {
  const where = conditions();
  where.add("resolved_at IS NULL");
  return pageOf(
    db,
    { columns: "*", from: "payment_mismatches", where, key: [desc("found_at"), desc("id")] },
    filter,
    MISMATCH_PAGE_SIZE,
    (r): PaymentMismatchView => ({
      id: Number(r.id),
      orderNumber: String(r.order_number),
      store: String(r.store),
      provider: String(r.provider),
      paymentId: String(r.payment_id),
      kind: String(r.kind) as Kind,
      detail: String(r.detail),
      foundAt: Number(r.found_at),
    }),
  );
}
