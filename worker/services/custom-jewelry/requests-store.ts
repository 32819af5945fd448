import { CUSTOM_STAGES, stageAmounts, stageDue, type CustomStage, type CustomStatus } from "~/shared/custom-requests";
import type { CustomRequestSummary, CustomRequestView, StagePayment } from "~/shared/custom-request-types";
import type { CurrencyCode } from "~/shared/money";
import { pathTo } from "~/shared/url-scheme";
import { minorPrice } from "../orders/orders-store";
import type { Row } from "../../db/schema.generated";

/** Custom requests in D1 (migrations/0900_custom_requests.sql): reading them and their views. */
/** `SELECT * FROM custom_requests`, its keys narrowed to the unions the code stores. */
export interface CustomRequestRow extends Row<"custom_requests"> {
  status: CustomStatus;
  currency: CurrencyCode;
}

export const findRequestByNumber = (db: D1Database, requestNumber: string) =>
  db.prepare("SELECT * FROM custom_requests WHERE request_number = ?").bind(requestNumber).first<CustomRequestRow>();

export const findRequestById = (db: D1Database, id: number) =>
  db.prepare("SELECT * FROM custom_requests WHERE id = ?").bind(id).first<CustomRequestRow>();

interface PaymentJoin {
  stage: CustomStage;
  param: string;
  amount_minor: number;
  voided_at: number | null;
  order_number: string | null;
  order_status: string | null;
}

const PAID = new Set(["processing", "shipped", "inReview", "refunding", "refunded"]);

/** The request as the account page and the back office show it. */
export async function requestView(db: D1Database, row: CustomRequestRow): Promise<CustomRequestView> {
  const [payments, media, events] = await Promise.all([
    db
      .prepare(
        `SELECT p.stage, p.param, p.amount_minor, p.voided_at, o.order_number, o.status AS order_status
           FROM custom_payment_requests p
           LEFT JOIN orders o ON o.custom_made_param = p.param AND o.status <> 'cancelled'
          WHERE p.custom_request_id = ? ORDER BY o.created_at DESC`,
      )
      .bind(row.id)
      .all<PaymentJoin>(),
    db
      .prepare("SELECT r2_key, kind, media_type, width, height FROM custom_request_media WHERE request_id = ? ORDER BY id")
      .bind(row.id)
      .all<{ r2_key: string; kind: string; media_type: "image" | "video"; width: number | null; height: number | null }>(),
    db
      .prepare("SELECT from_status, to_status, actor, note, created_at FROM custom_request_events WHERE request_id = ? ORDER BY id")
      .bind(row.id)
      .all<{ from_status: string | null; to_status: string; actor: string; note: string; created_at: number }>(),
  ]);
  const money = (minor: number) => minorPrice(minor, row.currency);
  const amounts = row.total_minor && row.deposit_minor ? stageAmounts(row.total_minor, row.deposit_minor) : null;
  const due = stageDue(row.status);
  const stages: StagePayment[] = amounts
    ? CUSTOM_STAGES.map((stage) => {
        // The live order of the stage (one per param; a cancelled one is not).
        const payment = payments.results.find((p) => p.stage === stage) ?? null;
        const paid = payment?.order_status ? PAID.has(payment.order_status) : false;
        const unpaidOrder = payment?.order_status === "unpaid" || payment?.order_status === "bankConfirming" ? payment.order_number : null;
        const payable = payment && !payment.voided_at && !paid && due === stage;
        return {
          stage,
          amount: money(payment?.amount_minor ?? amounts[stage]),
          param: payment?.param ?? null,
          paid,
          refunded: payment?.order_status === "refunded",
          orderNumber: payment?.order_number ?? null,
          payUrl: !payable
            ? null
            : unpaidOrder
              ? pathTo("accountOrderDetail", {}, { orderNumber: unpaidOrder })
              : pathTo("checkout", {}, { orderType: "custommade", customMadeParam: payment.param }),
        };
      })
    : [];
  return {
    requestNumber: row.request_number,
    store: row.store,
    status: row.status,
    name: row.name,
    email: row.email,
    country: row.country,
    pieceType: row.piece_type,
    material: row.material,
    stone: row.stone,
    details: row.details,
    productCode: row.product_code,
    total: row.total_minor ? money(row.total_minor) : null,
    deposit: row.deposit_minor ? money(row.deposit_minor) : null,
    stages,
    revisionRounds: row.revision_rounds,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    // A video plays from the media path (byte ranges); a picture goes through the image path.
    media: media.results.map((m) => ({
      key: m.r2_key,
      kind: m.kind,
      type: m.media_type,
      width: m.width,
      height: m.height,
      url: m.media_type === "video" ? `/media/${m.r2_key}` : `/img/640/jpeg/${m.r2_key}`,
      large: m.media_type === "video" ? `/media/${m.r2_key}` : `/img/1536/jpeg/${m.r2_key}`,
    })),
    timeline: events.results.map((e) => ({ from: e.from_status, to: e.to_status, actor: e.actor, note: e.note, at: e.created_at })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const toRequestSummary = (row: CustomRequestRow): CustomRequestSummary => ({
  requestNumber: row.request_number,
  store: row.store,
  status: row.status,
  pieceType: row.piece_type,
  name: row.name,
  email: row.email,
  total: row.total_minor ? minorPrice(row.total_minor, row.currency) : null,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A signed-in customer's requests, newest first (their own and the guest ones that joined). */
export async function customerRequests(db: D1Database, customerId: number): Promise<CustomRequestSummary[]> {
  const { results } = await db
    .prepare("SELECT * FROM custom_requests WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT 100")
    .bind(customerId)
    .all<CustomRequestRow>();
  return results.map(toRequestSummary);
}

/** One of the customer's requests; another customer's number answers like an unknown one. */
export async function customerRequest(db: D1Database, customerId: number, requestNumber: string) {
  const row = await findRequestByNumber(db, requestNumber);
  return row && row.customer_id === customerId ? row : null;
}
