import { appSecret } from "../../config";
import type { Env } from "../../env";
import { hmacHex, hmacVerify } from "./hmac";
import type { StoredCardView } from "~/shared/checkout-types";
import { refundKey, type PaymentOutcome, type PaymentProvider, type PaymentVerdict } from "./provider";
import type { CardVault } from "./stored-cards";

/**
 * The local provider (docs/decisions/0200-orders-and-payments.md): its payment page is served by this worker at
 * /payment/sandbox/{paymentId} and offers success, failure and insufficient funds. What the
 * shopper picks goes into the sandbox's own ledger (sandbox_transactions) first; the return
 * to /payback/sandbox carries an HMAC over payment and outcome, and is believed only when
 * the signature holds and the ledger says the same.
 */
export const SANDBOX_OUTCOMES = ["success", "failure", "insufficientFunds"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isPaymentId = (value: string) => UUID_RE.test(value);
const isOutcome = (value: unknown): value is SandboxOutcome => SANDBOX_OUTCOMES.includes(value as SandboxOutcome);

/** The sandbox's signing key, kept apart from the session key by its label. */
const secretOf = (env: Env) => `sandbox-payments-v1|${appSecret(env)}`;
const SANDBOX_SIGNATURE_HEADER = "X-Sandbox-Signature";

const reference = (paymentId: string) => `SBX-${paymentId.slice(0, 8).toUpperCase()}`;

async function ledgerOutcome(db: D1Database, paymentId: string): Promise<SandboxOutcome | null> {
  const row = await db.prepare("SELECT outcome FROM sandbox_transactions WHERE payment_id = ?").bind(paymentId).first<{ outcome: SandboxOutcome }>();
  return row?.outcome ?? null;
}

/** The shopper's choice on the sandbox page. The first decision stands, as at a real provider. */
export async function recordSandboxDecision(db: D1Database, paymentId: string, outcome: SandboxOutcome, now = Date.now()) {
  await db
    .prepare("INSERT INTO sandbox_transactions (payment_id, outcome, decided_at) VALUES (?, ?, ?) ON CONFLICT (payment_id) DO NOTHING")
    .bind(paymentId, outcome, now)
    .run();
  return (await ledgerOutcome(db, paymentId)) ?? outcome;
}

/** Where the sandbox sends the shopper back: /payback/sandbox with a signed outcome. */
export async function sandboxReturnPath(env: Env, paymentId: string, outcome: SandboxOutcome): Promise<string> {
  const sig = await hmacHex(secretOf(env), `${paymentId}|${outcome}`);
  const query = new URLSearchParams({ paymentId, outcome, sig });
  return `/payback/sandbox?${query}`;
}

/** Signs a webhook body the way the sandbox does (its deliveries and the tests use it). */
export const signSandboxWebhook = (env: Env, body: string) => hmacHex(secretOf(env), body);

async function verdictFor(env: Env, paymentId: string, outcome: unknown): Promise<PaymentVerdict | null> {
  if (!isPaymentId(paymentId) || !isOutcome(outcome)) return null;
  if ((await ledgerOutcome(env.DB, paymentId)) !== outcome) return null;
  return { paymentId, outcome: outcome as PaymentOutcome, providerReference: reference(paymentId) };
}

export const sandboxProvider: PaymentProvider = {
  key: "sandbox",

  async start(_env, payment) {
    return { redirectUrl: `/payment/sandbox/${payment.paymentId}`, providerReference: reference(payment.paymentId) };
  },

  async handleReturn(env, query) {
    const paymentId = query.get("paymentId") ?? "";
    const outcome = query.get("outcome") ?? "";
    const sig = query.get("sig") ?? "";
    if (!(await hmacVerify(secretOf(env), `${paymentId}|${outcome}`, sig))) return null;
    return verdictFor(env, paymentId, outcome);
  },

  async handleWebhook(env, request) {
    const body = await request.text();
    const sig = request.headers.get(SANDBOX_SIGNATURE_HEADER) ?? "";
    if (!(await hmacVerify(secretOf(env), body, sig))) return null;
    let event: { eventId?: unknown; paymentId?: unknown; outcome?: unknown };
    try {
      event = JSON.parse(body);
    } catch {
      return null;
    }
    if (typeof event.eventId !== "string" || !event.eventId || typeof event.paymentId !== "string") return null;
    const verdict = await verdictFor(env, event.paymentId, event.outcome);
    return verdict ? { ...verdict, eventId: event.eventId } : null;
  },

  async status(env, attempt) {
    const [decision, refunds] = await env.DB.batch<{ outcome?: SandboxOutcome; refunded?: number }>([
      env.DB.prepare("SELECT outcome FROM sandbox_transactions WHERE payment_id = ?").bind(attempt.id),
      env.DB.prepare("SELECT coalesce(sum(amount_minor), 0) AS refunded FROM sandbox_refunds WHERE payment_id = ?").bind(attempt.id),
    ]);
    const outcome = decision.results[0]?.outcome;
    if (!outcome) return { state: "absent" };
    if (outcome !== "success") return { state: "failed" };
    return { state: "paid", providerReference: reference(attempt.id), refundedMinor: refunds.results[0]?.refunded ?? 0 };
  },

  async refund(env, payment, amountMinor) {
    // Kept by the refund's idempotency key, as a provider answers a repeated request once.
    await env.DB.prepare("INSERT INTO sandbox_refunds (refund_key, payment_id, amount_minor, refunded_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")
      .bind(refundKey(payment, amountMinor), payment.id, amountMinor, Date.now())
      .run();
    return { reference: `SBX-R-${payment.id.slice(0, 8).toUpperCase()}-${amountMinor}` };
  },
};

/**
 * The sandbox's card vault (development only), standing in for Adyen's: a successful attempt
 * whose shopper asked to save the card keeps the sandbox's test card under their reference.
 */
export function sandboxCardVault(env: Env): CardVault {
  return {
    async list(shopperReference) {
      const { results } = await env.DB.prepare(
        `SELECT id, brand, last_four AS lastFour, expiry_month AS expiryMonth, expiry_year AS expiryYear
           FROM sandbox_stored_cards WHERE shopper_reference = ? ORDER BY created_at, id`,
      )
        .bind(shopperReference)
        .all<StoredCardView>();
      return results;
    },
    async remove(shopperReference, id) {
      const done = await env.DB.prepare("DELETE FROM sandbox_stored_cards WHERE id = ? AND shopper_reference = ?").bind(id, shopperReference).run();
      return done.meta.changes === 1;
    },
  };
}

/** Keeps the test card of a paid attempt (once per attempt, as Adyen stores one token per authorisation). */
export async function recordSandboxCard(db: D1Database, paymentId: string, shopperReference: string, now = Date.now()) {
  await db
    .prepare(
      `INSERT INTO sandbox_stored_cards (id, shopper_reference, brand, last_four, expiry_month, expiry_year, created_at)
       VALUES (?, ?, 'visa', '1111', '03', '2030', ?) ON CONFLICT (id) DO NOTHING`,
    )
    .bind(`SBXCARD${paymentId.replace(/-/g, "").slice(0, 16).toUpperCase()}`, shopperReference, now)
    .run();
}
