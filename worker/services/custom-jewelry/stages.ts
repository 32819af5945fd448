import { CUSTOM_RULES, stageAmounts, type CustomStage } from "~/shared/custom-requests";
import { toLocale } from "~/shared/i18n-config";
import type { CustomStaffStep } from "~/shared/schemas/custom-request";
import { STORES, type StoreKey } from "~/shared/stores";
import type { Env } from "../../env";
import { auditStatement, type Actor } from "../admin/audit";
import { fullRefundMinor, withinRefundLimit } from "../payments/refund-limit";
import { findOrderByNumber, transitionOrder, type OrderRow } from "../orders/orders-store";
import { refundOrder } from "../payments/refunds";
import { getRates } from "../rates";
import { randomHex } from "../bytes";
import { translatorFor } from "../translator";
import type { CustomRequestRow } from "./requests-store";
import { CustomRefused, STEPS, stillIn, takeStep, wrongState, type StepName } from "./transitions";

/**
 * The merchant's and the shopper's steps on a request: the quote, drafts and photos, asking
 * for each stage's payment, shipping, the shopper's approval or revision, and cancelling.
 * Each is one guarded batch (transitions.ts) with its audit row when staff take it.
 */

const randomParam = () => `cj-${randomHex(12)}`;

/** The minor amount in USD cents at today's rate (the payment request keeps both). */
async function usdCentsOf(db: D1Database, minor: number, currency: string) {
  const rates = await getRates(db);
  const rate = currency === "USD" ? 1 : rates[currency as keyof typeof rates];
  if (!rate) throw new Error(`no rate for ${currency}`);
  return Math.round(minor / rate);
}

/** The payment request of one stage, written only while the step's guard holds. */
async function paymentRequestStatement(db: D1Database, request: CustomRequestRow, stage: CustomStage, minor: number, guard: string, now: number) {
  const t = await translatorFor(toLocale(request.language) ?? STORES[request.store as StoreKey]?.language ?? "en");
  const title = t("custom.payment.title", { number: request.request_number, stage: t(`custom.stage.${stage}`) });
  return db
    .prepare(
      `INSERT INTO custom_payment_requests (param, store, title, amount_cents, email, created_at, custom_request_id, stage, currency, amount_minor)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard}`,
    )
    .bind(
      randomParam(),
      request.store,
      title,
      await usdCentsOf(db, minor, request.currency),
      request.email,
      now,
      request.id,
      stage,
      request.currency,
      minor,
    );
}

const audit = (db: D1Database, actor: Actor, request: CustomRequestRow, action: string, after: unknown, guard: string, now: number) =>
  auditStatement(
    db,
    actor,
    { action: `custom:${action}`, subjectType: "customRequest", subjectId: request.request_number, before: { status: request.status }, after },
    now,
    {
      sql: guard,
      values: [],
    },
  );

/**
 * The quote: total and deposit in the request's currency (minor units). The deposit is 20–50
 * USD at today's rate and less than the total; the deposit's payment request is written with it.
 */
export async function quoteRequest(
  db: D1Database,
  actor: Actor,
  request: CustomRequestRow,
  totalMinor: number,
  depositMinor: number,
  now = Date.now(),
) {
  if (request.status !== "requested") throw wrongState(request.status);
  const depositUsd = await usdCentsOf(db, depositMinor, request.currency);
  if (depositUsd < CUSTOM_RULES.depositMinUsdCents || depositUsd > CUSTOM_RULES.depositMaxUsdCents) {
    throw new CustomRefused(400, "custom.error.depositRange", { currency: request.currency });
  }
  const amounts = stageAmounts(totalMinor, depositMinor);
  if (amounts.mold <= 0 || amounts.production <= 0 || amounts.final <= 0) throw new CustomRefused(400, "custom.error.totalTooLow");
  const after = { total: totalMinor / 100, deposit: depositMinor / 100, currency: request.currency };
  const guard = stillIn(request.id, STEPS.quote.from);
  const pay = await paymentRequestStatement(db, request, "deposit", depositMinor, guard, now);
  return takeStep(db, request, {
    step: "quote",
    now,
    set: { sql: "total_minor = ?, deposit_minor = ?", values: [totalMinor, depositMinor] },
    extra: () => [pay, audit(db, actor, request, "quote", after, guard, now)],
  });
}

/** The steps that ask for a stage's payment, and the kind of pictures a step sends. */
const ASKS: Partial<Record<StepName, CustomStage>> = { askMold: "mold", askProduction: "production", askFinal: "final" };
const PICTURES: Partial<Record<StepName, "draft" | "mold" | "finished">> = { sendDraft: "draft", sendMoldPhotos: "mold", sendFinished: "finished" };

/** Whether any of these uploads is a video: only the finished piece is shown in videos. */
async function hasVideo(db: D1Database, keys: string[]) {
  if (!keys.length) return false;
  const row = await db
    .prepare(`SELECT 1 AS found FROM uploads WHERE kind = 'video' AND r2_key IN (${keys.map(() => "?").join(",")}) LIMIT 1`)
    .bind(...keys)
    .first<{ found: number }>();
  return Boolean(row);
}

/**
 * A back-office step other than the quote and cancelling. Pictures come from the shared upload
 * path (purpose "custom") under the staff browser's visitor id, at least one per picture step.
 */
export async function staffStep(db: D1Database, actor: Actor, uuid: string, request: CustomRequestRow, body: CustomStaffStep, now = Date.now()) {
  const step = body.action as Exclude<StepName, "cancel" | "quote">;
  const from = STEPS[step].from as readonly string[];
  if (!from.includes(request.status)) throw wrongState(request.status);
  const kind = PICTURES[step];
  const keys = [...new Set(body.images)];
  if (kind && !keys.length) throw new CustomRefused(400, "custom.error.imagesRequired");
  if (step === "ship" && !body.trackingNumber) throw new CustomRefused(400, "custom.error.trackingRequired");
  const guard = stillIn(request.id, STEPS[step].from);
  const stage = ASKS[step];
  const extra: D1PreparedStatement[] = [];
  if (stage && request.total_minor && request.deposit_minor) {
    extra.push(await paymentRequestStatement(db, request, stage, stageAmounts(request.total_minor, request.deposit_minor)[stage], guard, now));
  }
  if (kind && kind !== "finished" && (await hasVideo(db, keys))) throw new CustomRefused(400, "custom.error.videoFinishedOnly");
  for (const key of kind ? keys : []) {
    // An upload not this browser's (or taken) leaves r2_key NULL and fails the whole batch.
    extra.push(
      db
        .prepare(
          `INSERT INTO custom_request_media (request_id, r2_key, kind, media_type, width, height, created_at)
           SELECT ?1, (SELECT r2_key FROM uploads WHERE r2_key = ?2 AND visitor = ?3 AND purpose = 'custom' AND attached_at IS NULL), ?4,
             coalesce((SELECT kind FROM uploads WHERE r2_key = ?2), 'image'),
             (SELECT width FROM uploads WHERE r2_key = ?2), (SELECT height FROM uploads WHERE r2_key = ?2), ?5 WHERE ${guard}`,
        )
        .bind(request.id, key, uuid, kind, now),
      db.prepare(`UPDATE uploads SET attached_at = ? WHERE r2_key = ? AND attached_at IS NULL AND ${guard}`).bind(now, key),
    );
  }
  extra.push(audit(db, actor, request, step, { note: body.note, images: keys.length, trackingNumber: body.trackingNumber || undefined }, guard, now));
  try {
    return await takeStep(db, request, {
      step,
      now,
      note: body.note,
      extra: () => extra,
      ...(step === "ship" ? { set: { sql: "carrier = ?, tracking_number = ?", values: [body.carrier || null, body.trackingNumber] } } : {}),
    });
  } catch (error) {
    if (/NOT NULL constraint failed: custom_request_media|custom_request_media\.r2_key/.test(String((error as Error)?.message))) {
      throw new CustomRefused(400, "custom.error.imageGone");
    }
    throw error;
  }
}

/** The shopper's answer to a draft: approve it, or ask for a revision (with a message, a few times at most). */
export async function decideDraft(db: D1Database, request: CustomRequestRow, decision: "approve" | "revise", message: string, now = Date.now()) {
  if (decision === "revise" && !message) throw new CustomRefused(400, "custom.error.revisionMessage");
  return takeStep(db, request, { step: decision, note: message, now });
}

const PAID_ORDER = "('processing', 'shipped', 'inReview')";

export interface CancelOutcome {
  request: CustomRequestRow;
  /** Later stage payments given back through their provider. */
  refunded: string[];
  /** Refunds the provider refused: customer service refunds these orders from the back office. */
  refundFailed: string[];
}

/**
 * A cancel by staff refunds the stages paid after the deposit: for support that counts against
 * the refund limit, together with what those orders gave back already (payments/refund-limit.ts).
 */
async function refundsWithinLimit(db: D1Database, actor: Actor, requestId: number) {
  const { results } = await db
    .prepare(
      `SELECT o.* FROM orders o JOIN custom_payment_requests p ON p.param = o.custom_made_param AND p.store = o.store
        WHERE p.custom_request_id = ? AND p.stage != 'deposit' AND o.status IN ${PAID_ORDER}`,
    )
    .bind(requestId)
    .all<OrderRow>();
  const amounts = await Promise.all(results.map(async (order) => ({ order, amountMinor: await fullRefundMinor(db, order) })));
  if (!(await withinRefundLimit(db, actor.role, amounts))) throw new CustomRefused(403, "custom.error.refundOverLimit");
}

/**
 * Cancelling, possible before the production payment. The deposit is kept (non-refundable);
 * the open payment requests become void (and their unpaid orders are cancelled), and the
 * stages paid after the deposit are refunded through the orders' refund path.
 */
export async function cancelRequest(
  env: Env,
  request: CustomRequestRow,
  by: { actor?: Actor; note: string },
  now = Date.now(),
): Promise<CancelOutcome> {
  const db = env.DB;
  if (by.actor) await refundsWithinLimit(db, by.actor, request.id);
  const guard = stillIn(request.id, STEPS.cancel.from);
  const cancelled = await takeStep(db, request, {
    step: "cancel",
    now,
    note: by.note,
    actor: by.actor ? "staff" : "shopper",
    extra: () => [
      db
        .prepare(
          `UPDATE custom_payment_requests SET voided_at = ?1 WHERE custom_request_id = ?2 AND voided_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.custom_made_param = custom_payment_requests.param AND o.status IN ${PAID_ORDER})
             AND ${guard}`,
        )
        .bind(now, request.id),
      ...(by.actor ? [audit(db, by.actor, request, "cancel", { note: by.note }, guard, now)] : []),
    ],
  });
  const { results: orders } = await db
    .prepare(
      `SELECT o.order_number, o.status, p.stage FROM orders o JOIN custom_payment_requests p ON p.param = o.custom_made_param AND p.store = o.store
        WHERE p.custom_request_id = ? AND o.status IN ('unpaid', 'processing', 'shipped', 'inReview')`,
    )
    .bind(request.id)
    .all<{ order_number: string; status: string; stage: CustomStage }>();
  const outcome: CancelOutcome = { request: cancelled, refunded: [], refundFailed: [] };
  for (const order of orders) {
    if (order.status === "unpaid") {
      const row = await findOrderByNumber(db, order.order_number);
      if (row) await transitionOrder(db, row, "cancelled", `custom request ${request.request_number} cancelled`, now);
    } else if (order.stage !== "deposit") {
      const done = await refundOrder(env, order.order_number, `custom request ${request.request_number} cancelled`, now).catch((error) => {
        console.error("custom request refund", order.order_number, error);
        return false;
      });
      (done ? outcome.refunded : outcome.refundFailed).push(order.order_number);
    }
  }
  return outcome;
}
