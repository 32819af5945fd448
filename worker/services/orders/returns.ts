import type { ReturnableLine } from "~/shared/account-order-types";
import type { Env } from "../../env";
import { JEWELSAFE_RETURNS_DAYS, RETURNS_DAYS } from "~/shared/constants";
import { providerRefundable, refundOrder, RefundFailed, succeededPayment } from "../payments/refunds";
import { refundForReturn } from "../coupons/rules";
import { findOrderByNumber, type OrderRow } from "./orders-store";
import { paidForShown } from "../tax/order-vat";
import { creditNoteAfterRefund } from "../tax/invoices";
import type { Row } from "../../db/schema.generated";
import { withdrawalExists } from "./withdrawal";

/**
 * Returning some lines of a delivered order (docs/decisions/0803-returns.md): the customer
 * within 30 days of delivery (90 for pieces with JewelSafe), customer service at any time.
 * The refund follows the coupon rule of `refundForReturn`; JewelSafe plans and shipping are
 * not refunded, a free gift cannot be returned for money.
 */
export class ReturnRefused extends Error {
  constructor(
    readonly code: 400 | 403 | 404 | 409 | 502,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

type ReturnLineRow = Pick<
  Row<"order_lines">,
  "position" | "title" | "quantity" | "returned_quantity" | "line_minor" | "jewel_safe_cents" | "gift_code"
> & {
  /** Custom pieces took no coupon. */
  custom: number;
};

export interface ReturnRequest {
  position: number;
  quantity: number;
}

const DAY = 24 * 60 * 60 * 1000;
const RETURNABLE_STATUSES = ["shipped"];

async function returnLines(db: D1Database, orderId: number): Promise<ReturnLineRow[]> {
  const { results } = await db
    .prepare(
      `SELECT l.position, l.title, l.quantity, l.returned_quantity, l.line_minor, l.jewel_safe_cents, l.gift_code,
              EXISTS (SELECT 1 FROM products p, json_each(p.tags) t WHERE p.product_code = l.product_code AND t.value = 'custom') AS custom
         FROM order_lines l WHERE l.order_id = ? AND l.kind = 'product' ORDER BY l.position`,
    )
    .bind(orderId)
    .all<ReturnLineRow>();
  return results;
}

/** The last day a line may be returned by the customer, or null before delivery. */
function returnDeadline(order: Pick<OrderRow, "delivered_at">, line: Pick<ReturnLineRow, "jewel_safe_cents">): number | null {
  if (!order.delivered_at) return null;
  return order.delivered_at + (line.jewel_safe_cents > 0 ? JEWELSAFE_RETURNS_DAYS : RETURNS_DAYS) * DAY;
}

/** Whether the customer may still return this line now. */
function customerMayReturn(order: Pick<OrderRow, "delivered_at" | "status">, line: ReturnLineRow, now: number): boolean {
  const deadline = returnDeadline(order, line);
  return (
    RETURNABLE_STATUSES.includes(order.status) && !line.gift_code && line.returned_quantity < line.quantity && deadline !== null && now <= deadline
  );
}

async function couponMinimumMinor(db: D1Database, order: OrderRow): Promise<number> {
  if (!order.coupon_code) return 0;
  const row = await db
    .prepare(
      `SELECT min_subtotal_cents AS cents FROM customer_coupons WHERE order_number = ?2
       UNION ALL SELECT min_subtotal_cents FROM coupons WHERE code = ?1 LIMIT 1`,
    )
    .bind(order.coupon_code, order.order_number)
    .first<{ cents: number }>();
  return Math.round((row?.cents ?? 0) * order.rate);
}

/** A line's value per piece in the order's minor units. */
const unitMinor = (line: ReturnLineRow) => line.line_minor / line.quantity;

/**
 * What returning `request` on top of the earlier returns refunds, in minor units: the
 * coupon rule over everything returned so far, less what earlier returns already refunded.
 */
async function returnAmountMinor(
  db: D1Database,
  order: OrderRow,
  lines: ReturnLineRow[],
  request: ReturnRequest[],
): Promise<{ amountMinor: number; withdrawn: boolean }> {
  const adding = new Map(request.map((r) => [r.position, r.quantity]));
  let returned = 0;
  let returnedEligible = 0;
  let eligible = 0;
  for (const line of lines) {
    const pieces = line.returned_quantity + (adding.get(line.position) ?? 0);
    const value = Math.round(unitMinor(line) * pieces);
    returned += value;
    if (!line.custom) {
      returnedEligible += value;
      eligible += line.line_minor;
    }
  }
  const total = refundForReturn({
    subtotal: order.subtotal_minor / 100,
    eligible: eligible / 100,
    discount: order.discount_minor / 100,
    returned: returned / 100,
    returnedEligible: returnedEligible / 100,
    minimum: (await couponMinimumMinor(db, order)) / 100,
  });
  const [earlier, withdrawn] = await db.batch<{ n: number }>([
    db.prepare("SELECT coalesce(sum(amount_minor), 0) AS n FROM order_returns WHERE order_id = ? AND status <> 'failed'").bind(order.id),
    withdrawalExists(db, order.id),
  ]);
  // Under a withdrawal, the return that brings the last pieces back gives back the delivery too
  // (Art. 13(1) of Directive 2011/83/EU) and the JewelSafe plans, ancillary contracts the
  // withdrawal ends (Art. 15), as is the tariff insurance; docs/decisions/1323-eu-uk-compliance-audit.md.
  const allBack = lines.every((l) => l.gift_code || l.returned_quantity + (adding.get(l.position) ?? 0) >= l.quantity);
  const isWithdrawn = withdrawn.results.length > 0;
  const withdrawal = isWithdrawn && allBack ? order.shipping_minor + order.jewel_safe_minor + (order.tariff_insurance_minor ?? 0) : 0;
  // The VAT of the returned goods goes back with them (docs/decisions/1320-vat-at-checkout.md).
  const paid = await paidForShown(db, order.id, Math.round(total * 100) + withdrawal);
  return { amountMinor: Math.max(0, paid - (earlier.results[0]?.n ?? 0)), withdrawn: isWithdrawn };
}

function checkRequest(order: OrderRow, lines: ReturnLineRow[], request: ReturnRequest[], source: "customer" | "staff", now: number) {
  if (!request.length) throw new ReturnRefused(400, "return.nothing");
  const seen = new Set<number>();
  for (const wanted of request) {
    const line = lines.find((l) => l.position === wanted.position);
    if (!line || seen.has(wanted.position)) throw new ReturnRefused(400, "return.unknownLine");
    seen.add(wanted.position);
    if (line.gift_code) throw new ReturnRefused(400, "return.gift");
    if (wanted.quantity > line.quantity - line.returned_quantity) throw new ReturnRefused(409, "return.alreadyReturned");
    if (source === "customer" && !customerMayReturn(order, line, now)) throw new ReturnRefused(409, "return.windowClosed");
  }
}

/**
 * Claims the lines (one batch: the return row and each line's returned pieces, whose CHECK
 * refuses a second claim of the same pieces), asks the provider for its part, then records
 * the outcome. A refused refund gives the pieces back and marks the return failed.
 */
export async function returnLinesOf(
  env: Env,
  orderNumber: string,
  request: ReturnRequest[],
  who: {
    source: "customer" | "staff";
    customerId?: number;
    /** Whether this refund is within what the caller may give (minor units of the order). */
    limit?: (amountMinor: number, order: OrderRow) => Promise<boolean>;
    /** Statements for the batch that records the refund (the back office's audit row). */
    audit?: (returnId: number, amountMinor: number) => D1PreparedStatement[];
  },
  now = Date.now(),
): Promise<{ returnId: number; amountMinor: number; currency: string }> {
  const db = env.DB;
  const order = await findOrderByNumber(db, orderNumber);
  if (!order || (who.source === "customer" && String(order.customer_id ?? "") !== String(who.customerId ?? "-"))) {
    throw new ReturnRefused(404, "return.orderUnknown");
  }
  if (!["shipped", "processing"].includes(order.status)) throw new ReturnRefused(409, "return.notReturnable");
  const lines = await returnLines(db, order.id);
  checkRequest(order, lines, request, who.source, now);
  const { amountMinor, withdrawn } = await returnAmountMinor(db, order, lines, request);
  if (who.limit && !(await who.limit(amountMinor, order))) throw new ReturnRefused(403, "return.overLimit");
  const payment = await succeededPayment(db, order.id);
  // The tariff insurance stays with the shop unless the customer withdrew (providerRefundable).
  const providerLeft = payment ? providerRefundable(order, payment, withdrawn) : 0;
  const providerMinor = Math.min(amountMinor, providerLeft);
  // What the provider no longer holds (the wallet paid it) goes back to the wallet, in USD cents.
  const walletMinor = amountMinor - providerMinor;
  if (walletMinor > 0 && !order.customer_id) throw new ReturnRefused(409, "return.notRefundable");
  const walletCents = Math.round(walletMinor / order.rate);

  const claim = await claimLines(db, order.id, request, { amountMinor, providerMinor, walletCents, source: who.source }, now).catch((error) => {
    if (/CHECK constraint failed/.test(String(error))) throw new ReturnRefused(409, "return.alreadyReturned");
    throw error;
  });

  const note = `return ${claim} (${who.source}): ${amountMinor} ${order.currency}`;
  const settled = [
    db.prepare("UPDATE order_returns SET status = 'refunded', updated_at = ? WHERE id = ? AND status = 'refunding'").bind(now, claim),
    db
      .prepare(
        `INSERT INTO wallet_transactions (customer_id, amount_cents, kind, reference, idempotency_key, created_at)
         SELECT ?1, ?2, 'refund', ?3, 'return:' || ?4, ?5 WHERE ?2 > 0
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(order.customer_id, walletCents, order.order_number, claim, now),
    ...(who.audit?.(claim, amountMinor) ?? []),
  ];
  if (providerMinor > 0) {
    // The provider's part goes through the order's guarded refund (payments/refunds.ts): the
    // order is claimed as `refunding`, the provider asked once, the payment's refunded amount
    // grows in the same batch as this return's outcome.
    let refunded: boolean;
    try {
      refunded = await refundOrder(env, orderNumber, note, now, { amountMinor: providerMinor, extra: settled, creditNote: false });
    } catch (error) {
      if (!(error instanceof RefundFailed)) throw error;
      refunded = false;
    }
    if (!refunded) {
      await db.batch(releaseLines(db, claim, request, now));
      throw new ReturnRefused(502, "return.refundFailed");
    }
  } else {
    await db.batch([
      ...settled,
      db
        .prepare("INSERT INTO order_events (order_id, from_status, to_status, note, created_at) VALUES (?, ?, ?, ?, ?)")
        .bind(order.id, order.status, order.status, note, now),
    ]);
  }
  // One credit note for the whole return, the provider's part and the wallet's (docs/decisions/1321-invoices.md).
  await creditNoteAfterRefund(env, orderNumber, `return:${claim}`, amountMinor, now);
  return { returnId: claim, amountMinor, currency: order.currency };
}

async function claimLines(
  db: D1Database,
  orderId: number,
  request: ReturnRequest[],
  amounts: { amountMinor: number; providerMinor: number; walletCents: number; source: string },
  now: number,
): Promise<number> {
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO order_returns (order_id, lines, amount_minor, provider_minor, wallet_cents, status, source, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'refunding', ?, ?, ?) RETURNING id`,
      )
      .bind(orderId, JSON.stringify(request), amounts.amountMinor, amounts.providerMinor, amounts.walletCents, amounts.source, now, now),
    ...request.map((r) =>
      db
        .prepare("UPDATE order_lines SET returned_quantity = returned_quantity + ? WHERE order_id = ? AND position = ?")
        .bind(r.quantity, orderId, r.position),
    ),
  ]);
  return (results[0].results[0] as { id: number }).id;
}

function releaseLines(db: D1Database, returnId: number, request: ReturnRequest[], now: number) {
  return [
    db.prepare("UPDATE order_returns SET status = 'failed', updated_at = ? WHERE id = ? AND status = 'refunding'").bind(now, returnId),
    ...request.map((r) =>
      db
        .prepare(
          `UPDATE order_lines SET returned_quantity = returned_quantity - ?1
            WHERE order_id = (SELECT order_id FROM order_returns WHERE id = ?2) AND position = ?3`,
        )
        .bind(r.quantity, returnId, r.position),
    ),
  ];
}

/** What the customer's order page offers to return now. */
export async function returnableLines(db: D1Database, order: OrderRow, now = Date.now()): Promise<ReturnableLine[]> {
  if (!order.delivered_at || !RETURNABLE_STATUSES.includes(order.status)) return [];
  const lines = await returnLines(db, order.id);
  return lines
    .filter((line) => customerMayReturn(order, line, now))
    .map((line) => ({
      position: line.position,
      title: line.title,
      quantity: line.quantity - line.returned_quantity,
      until: returnDeadline(order, line) ?? now,
    }));
}

/** The carrier's delivery scan: starts the return window. Only a shipped order is delivered. */
export async function markDelivered(db: D1Database, orderNumber: string, at: number): Promise<boolean> {
  const result = await db
    .prepare("UPDATE orders SET delivered_at = ? WHERE order_number = ? AND status = 'shipped' AND delivered_at IS NULL")
    .bind(at, orderNumber)
    .run();
  return result.meta.changes === 1;
}
