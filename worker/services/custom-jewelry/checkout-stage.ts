import type { CurrencyCode } from "~/shared/money";
import { OrderRefused } from "../orders/order-refused";
import type { Row } from "../../db/schema.generated";

/**
 * A custom-jewelry payment request (a stage of a request, or a price difference) is paid by one
 * order at a time (docs/decisions/0900-custom-jewelry.md, "Settlement"). Planning reads whether
 * it is still free, but two checkouts can both read "free" before either writes; so the order's
 * own batch claims it again: the order row is written only while the request is free (not void,
 * no live order), and without it the order's lines fail on their NOT NULL order_id and the whole
 * batch rolls back. Of two tabs, or of a checkout and a cancellation, exactly one wins.
 */
const FREE = `p.voided_at IS NULL AND (p.order_id IS NULL OR EXISTS (SELECT 1 FROM orders c WHERE c.id = p.order_id AND c.status = 'cancelled'))`;

/**
 * The guard of the order's INSERT … SELECT (order-create.ts), with the order's store as ?3 and
 * its custom_made_param as ?10.
 */
export const STAGE_FREE_GUARD = `EXISTS (SELECT 1 FROM custom_payment_requests p WHERE p.param = ?10 AND p.store = ?3 AND ${FREE})`;

/** The claim itself, last in the batch: the request now names this order. */
export function claimStageStatement(db: D1Database, orderNumber: string, store: string, param: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE custom_payment_requests SET order_id = (SELECT id FROM orders WHERE order_number = ?1)
        WHERE param = ?2 AND store = ?3`,
    )
    .bind(orderNumber, param, store);
}

/** A payment request with the status of the order that paid it, if any; its currency one the shop knows. */
type StageRow = Pick<Row<"custom_payment_requests">, "title" | "amount_cents" | "amount_minor" | "voided_at"> & {
  currency: CurrencyCode | null;
  order_status: Row<"orders">["status"] | null;
};

async function stageRow(db: D1Database, store: string, param: string) {
  return db
    .prepare(
      `SELECT r.title, r.amount_cents, r.currency, r.amount_minor, r.voided_at, o.status AS order_status FROM custom_payment_requests r
         LEFT JOIN orders o ON o.id = r.order_id WHERE r.param = ? AND r.store = ?`,
    )
    .bind(param, store)
    .first<StageRow>();
}

/** Orders that hold a stage while the provider has not answered yet. */
const WAITING = ["unpaid", "bankConfirming"];

/**
 * Why a payment request cannot be paid now, or null while it is free. A request taken by a live
 * order is not paid twice; one whose order was cancelled may be. A request being paid in another
 * checkout, or cancelled, is a conflict the shopper is told about (409); one already paid reads
 * like a link that is no longer valid.
 */
function stageRefusal(row: StageRow): OrderRefused | null {
  if (row.voided_at !== null) return new OrderRefused(409, "checkout.customMade.voided", {}, "customMadeParam");
  if (!row.order_status || row.order_status === "cancelled") return null;
  if (WAITING.includes(row.order_status)) return new OrderRefused(409, "checkout.customMade.taken", {}, "customMadeParam");
  return new OrderRefused(404, "checkout.customMade.unknown", {}, "customMadeParam");
}

/**
 * A custom-jewelry payment request of this store, and whether it can still be paid. A custom
 * request's stage has its amount fixed in the request's currency (`fixed`); paid in another
 * currency it is converted at the day's rate.
 */
export async function findCustomRequest(db: D1Database, store: string, param: string) {
  const request = await stageRow(db, store, param);
  if (!request) return null;
  const fixed = request.currency && request.amount_minor ? { currency: request.currency, amount: request.amount_minor / 100 } : undefined;
  return { title: request.title, amountCents: request.amount_cents, fixed, refusal: stageRefusal(request) };
}

/**
 * Why a custom order's batch was refused when its claim lost: another order took the stage
 * meanwhile, or the request was cancelled (its stage void). null: the claim was not the cause.
 */
export async function stageLost(db: D1Database, store: string, param: string | undefined): Promise<OrderRefused | null> {
  if (!param) return null;
  const row = await stageRow(db, store, param);
  return row ? stageRefusal(row) : null;
}
