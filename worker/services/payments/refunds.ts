import type { Env } from "../../env";
import { findOrderById, findOrderByNumber, releaseStockStatements, transitionOrder, type OrderRow } from "../orders/orders-store";
import type { OrderStatus } from "../orders/order-status";
import { dueMinor } from "../checkout/wallet-payment";
import { providerByKey } from "./registry";
import { creditNoteAfterRefund } from "../tax/invoices";
import { withdrawalExists } from "../orders/withdrawal";
import type { PaymentRow } from "./payments";

/** The provider did not refund; the order is back in the status it had, nothing was changed. */
export class RefundFailed extends Error {}

const REFUNDABLE: readonly OrderStatus[] = ["processing", "shipped", "inReview"];

/** A partial refund: how much (the order's currency, minor units); statements for the same batch. */
export interface RefundOptions {
  /** Omitted: everything not yet refunded. Less than that leaves the order in its status. */
  amountMinor?: number;
  /** More statements for the refund's batch (the back office's audit row). */
  extra?: D1PreparedStatement[];
  /** false: the caller issues the credit note itself (a return, which also refunds to the wallet). */
  creditNote?: boolean;
}

/**
 * The tariff insurance an order keeps on a refund: all of it (non-refundable,
 * docs/decisions/0810-tariff-insurance.md), unless the customer withdrew from the sale. A
 * withdrawal ends the contracts ancillary to it at no cost to the consumer (Art. 15 of
 * Directive 2011/83/EU; docs/decisions/1323-eu-uk-compliance-audit.md).
 */
const keptTariffMinor = (order: Pick<OrderRow, "tariff_insurance_minor">, withdrawn: boolean) =>
  withdrawn ? 0 : (order.tariff_insurance_minor ?? 0);

/**
 * What the provider may still give back. The kept tariff insurance comes out of the provider's
 * part first; only what the provider was not charged for it stays in the wallet's part
 * (walletReturnStatement).
 */
export function providerRefundable(
  order: Pick<OrderRow, "tariff_insurance_minor">,
  payment: Pick<PaymentRow, "amount_minor" | "refunded_minor">,
  withdrawn: boolean,
): number {
  const kept = Math.min(keptTariffMinor(order, withdrawn), payment.amount_minor);
  return Math.max(0, payment.amount_minor - kept - payment.refunded_minor);
}

/** The tariff insurance the wallet's part keeps on a full refund (minor units). */
export const walletKeeps = (order: Pick<OrderRow, "tariff_insurance_minor" | "total_minor" | "wallet_minor">, withdrawn: boolean) =>
  Math.min(order.wallet_minor, Math.max(0, keptTariffMinor(order, withdrawn) - (order.total_minor - order.wallet_minor)));

/** Whether the customer withdrew from the order (the withdrawal button). */
export const isWithdrawn = async (db: D1Database, orderId: number) => (await withdrawalExists(db, orderId).first()) !== null;

/** The payment that took an order's money, if any. */
export const succeededPayment = (db: D1Database, orderId: number) =>
  db.prepare("SELECT * FROM payments WHERE order_id = ? AND status = 'succeeded' ORDER BY settled_at DESC LIMIT 1").bind(orderId).first<PaymentRow>();

/**
 * Refunds an order through the provider that took its payment: in full (what has not been
 * refunded yet), moving the order to Refunded — the part paid from the wallet goes back to the
 * wallet (transitionOrder) — or in part, which keeps the order's status and records the refund
 * in its history. The customer's cancel and the back office call it. Answers false when there
 * is nothing (or not that much) to refund, or when another change (a second cancel, the parcel
 * shipping) got there first.
 *
 * The order is claimed first with a guarded status change to `refunding`: of two racing callers
 * only one makes it, so the provider is asked once. The provider is asked with an idempotency
 * key of the payment, what was refunded before and the amount, and when it refuses, the order
 * goes back to its status and RefundFailed is thrown.
 */
export async function refundOrder(env: Env, orderNumber: string, note: string, now = Date.now(), options: RefundOptions = {}): Promise<boolean> {
  const refunded = await refundThroughProvider(env, orderNumber, note, now, options);
  // Every refund has its credit note with the VAT it gives back (docs/decisions/1321-invoices.md).
  if (refunded.done && options.creditNote !== false) await creditNoteAfterRefund(env, orderNumber, refunded.key, refunded.amount, now);
  return refunded.done;
}

type Refunded = { done: boolean; key: string; amount: number | "rest" };
const notRefunded: Refunded = { done: false, key: "", amount: 0 };

async function refundThroughProvider(env: Env, orderNumber: string, note: string, now: number, options: RefundOptions): Promise<Refunded> {
  const extra = options.extra ?? [];
  const order = await findOrderByNumber(env.DB, orderNumber);
  if (!order || !REFUNDABLE.includes(order.status as OrderStatus)) return notRefunded;
  const [payment, withdrawn] = await Promise.all([succeededPayment(env.DB, order.id), isWithdrawn(env.DB, order.id)]);
  const remaining = payment ? providerRefundable(order, payment, withdrawn) : 0;
  // Paid in full from the wallet, or the provider holds nothing refundable (its part was the
  // tariff insurance): the refund is the wallet credit transitionOrder writes.
  const walletOnly = payment ? remaining === 0 : dueMinor(order) === 0;
  if (walletOnly && order.wallet_minor > 0 && options.amountMinor === undefined) {
    const done = await transitionOrder(env.DB, order, "refunded", `${note} (wallet)`, now, [...backOnShelf(env, order, order.status), ...extra]);
    return { done, key: "refund:full", amount: "rest" };
  }
  const provider = payment ? providerByKey(env, payment.provider) : null;
  if (!payment || !provider) return notRefunded;
  const amount = options.amountMinor ?? remaining;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) return notRefunded;

  if (!(await transitionOrder(env.DB, order, "refunding", note, now))) return notRefunded;
  const claimed = { id: order.id, status: "refunding" };
  const from = order.status as OrderStatus;
  let reference: string;
  try {
    ({ reference } = await provider.refund(
      env,
      { id: payment.id, amountMinor: payment.amount_minor, refundedMinor: payment.refunded_minor, currency: order.currency },
      amount,
    ));
  } catch (error) {
    console.error(`refund of ${orderNumber} through ${provider.key} failed`, error);
    await transitionOrder(env.DB, claimed, from, `refund failed: ${error instanceof Error ? error.message : String(error)}`, Date.now());
    throw new RefundFailed(`refund of ${orderNumber} failed`);
  }
  // Counted on the payment only while the claim holds, so a write tried again counts once.
  const stillClaimed = `AND EXISTS (SELECT 1 FROM orders WHERE id = ?3 AND status = 'refunding')`;
  if (amount < remaining) {
    // Part of the money is back: counted on the payment, and the order returns to its status
    // with the refund in its history.
    const done = await recordRefund(env, order.id, from, () =>
      transitionOrder(env.DB, claimed, from, `partial refund: ${note} (${reference})`, now, [
        env.DB.prepare(`UPDATE payments SET refunded_minor = refunded_minor + ?1 WHERE id = ?2 AND status = 'succeeded' ${stillClaimed}`).bind(
          amount,
          payment.id,
          order.id,
        ),
        ...extra,
      ]),
    );
    return { done, key: `refund:${reference}:${payment.refunded_minor}`, amount };
  }
  const done = await recordRefund(env, order.id, "refunded", () =>
    transitionOrder(env.DB, claimed, "refunded", `${note} (${reference})`, now, [
      env.DB.prepare(
        `UPDATE payments SET status = 'refunded', refunded_minor = refunded_minor + ?1 WHERE id = ?2 AND status = 'succeeded' ${stillClaimed}`,
      ).bind(amount, payment.id, order.id),
      ...backOnShelf(env, order, "refunding"),
      ...extra,
    ]),
  );
  return { done, key: `refund:${reference}:${payment.refunded_minor}`, amount: "rest" };
}

/** Writes of a refund the provider already made, tried this often before the order is left in refunding. */
const RECORD_TRIES = 3;

/**
 * The provider has given the money back; the shop's record of it must follow. A write that
 * fails is tried again (its batch is guarded by the claim, so one that landed while its answer
 * was lost changes nothing the second time, and the order's status tells it landed). Still
 * failing, the order stays in refunding, which the reconciliation lists (payments/reconcile.ts).
 */
async function recordRefund(env: Env, orderId: number, to: string, write: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const now = await findOrderById(env.DB, orderId).catch(() => null);
      if (now && now.status !== "refunding") return now.status === to;
      if (attempt >= RECORD_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** Before shipping the reserved stock goes back on sale; shipped goods come back as returns. */
const backOnShelf = (env: Env, order: OrderRow, from: string) => (order.status === "shipped" ? [] : releaseStockStatements(env.DB, order.id, from));
