import type { CurrencyCode, SettlementCurrency } from "~/shared/money";
import type { PaymentMethodKey } from "~/shared/payment-methods";
import type { Env } from "../../env";

/**
 * docs/decisions/0200-orders-and-payments.md: one interface for every provider. A provider starts a payment and
 * sends the shopper to its page; the shopper comes back to /payback/{provider}, and the
 * provider may also call a webhook. Both answers are checked with the provider itself
 * (signature and the provider's own record) before anything changes: query parameters alone
 * never settle a payment.
 */
export type PaymentOutcome = "success" | "failure" | "insufficientFunds" | "pending";

/**
 * A verified webhook delivery: a verdict on an attempt, or an event the shop has nothing to do
 * with (a refund's notice, which the shop made itself and records when the refund call answers),
 * acknowledged so the provider stops sending it.
 */
type WebhookEvent = (PaymentVerdict & { eventId: string }) | { eventId: string; ignored: true };

export interface PaymentVerdict {
  paymentId: string;
  outcome: PaymentOutcome;
  providerReference?: string;
}

interface PaymentStart {
  paymentId: string;
  orderNumber: string;
  method: PaymentMethodKey;
  amountMinor: number;
  currency: CurrencyCode;
  email: string;
  language: string;
  /** Where the order ships, as the shopper entered it (a provider that must name the payer reads it here). */
  shipTo: { country: string; address: Record<string, string | undefined> };
  /** The shop's origin, for the return URL the provider sends the shopper back to. */
  origin: string;
  /** For a provider that charges in its own currency: what it is asked to charge. */
  settlement?: Settlement;
  /**
   * A signed-in customer's opaque reference at the provider's card vault (stored-cards.ts):
   * set when the card is to be saved (`saveCard`) or a saved card pays (method storedCard).
   */
  shopperReference?: string;
  saveCard?: boolean;
}

/** The amount due converted into a provider's own currency when the attempt was written. */
export interface Settlement {
  currency: SettlementCurrency;
  amountMinor: number;
  /** Units of `currency` per unit of the order's currency. */
  rate: number;
}

export interface PaymentProvider {
  key: string;
  /** Set when the provider charges only in this currency, whatever the order's currency. */
  settlementCurrency?: SettlementCurrency;
  /**
   * Registers the payment with the provider; answers where the shopper goes next, and the
   * provider's own page when that is not the same (the shop shows the converted amount first).
   */
  start(env: Env, payment: PaymentStart): Promise<{ redirectUrl: string; providerReference?: string; providerUrl?: string }>;
  /** The provider's verdict for a return to /payback/{key}; null when the return does not verify. */
  handleReturn(env: Env, query: URLSearchParams): Promise<PaymentVerdict | null>;
  /** A webhook delivery, verified; null when its signature does not hold. */
  handleWebhook(env: Env, request: Request): Promise<WebhookEvent | null>;
  /**
   * Gives money back; answers the provider's reference of the refund. `refundedMinor` (what was
   * refunded before) keeps the idempotency key of a second partial refund of the same amount
   * apart from the first.
   */
  refund(env: Env, payment: RefundedPayment, amountMinor: number): Promise<{ reference: string }>;
  /**
   * The provider's own record of an attempt, asked without the shopper (before an unpaid order
   * expires, and by the reconciliation): what payments/expiry.ts and reconcile.ts act on.
   */
  status(env: Env, attempt: ProviderAttempt): Promise<AttemptStatus>;
}

/**
 * What a provider says of an attempt: `paid` (money taken, for the attempt's amount), `pending`
 * (started, not decided), `failed` (declined, cancelled, expired), `absent` (the provider has
 * no such payment), `unknown` (its record cannot be read or does not match the attempt).
 */
export interface AttemptStatus {
  state: "paid" | "pending" | "failed" | "absent" | "unknown";
  providerReference?: string;
  /** What the provider gave back of it, when its record tells. */
  refundedMinor?: number;
}

/**
 * The status of providers whose return is verified by asking the provider for the attempt's
 * record by payment id alone (Sezzle, dLocal, Ozow; PayPal captures an approved order, as its
 * return does): the verdict that return would settle, read as a status. An attempt the provider
 * gave no reference for was never registered there (unless, like Ozow, it is found by our id).
 */
export async function statusFromReturn(
  provider: Pick<PaymentProvider, "handleReturn">,
  env: Env,
  attempt: ProviderAttempt,
  byOwnId = false,
): Promise<AttemptStatus> {
  if (!attempt.provider_reference && !byOwnId) return { state: "absent" };
  const verdict = await provider.handleReturn(env, new URLSearchParams({ paymentId: attempt.id }));
  if (!verdict) return { state: "unknown" };
  const state = verdict.outcome === "success" ? "paid" : verdict.outcome === "pending" ? "pending" : "failed";
  return { state, ...(verdict.providerReference ? { providerReference: verdict.providerReference } : {}) };
}

/** The payment a refund gives back from: its whole amount, and what was refunded before. */
export interface RefundedPayment {
  id: string;
  amountMinor: number;
  refundedMinor?: number;
  currency: CurrencyCode;
}

/** A payment attempt as the shop recorded it, for a provider's return, webhook or refund. */
export interface ProviderAttempt {
  id: string;
  currency: string;
  amount_minor: number;
  provider_reference: string | null;
  settle_currency: string | null;
  settle_amount_minor: number | null;
}

/** The attempt a return, webhook or refund names, only if it is `provider`'s. */
export function providerAttempt(db: D1Database, provider: string, paymentId: string): Promise<ProviderAttempt | null> {
  return db
    .prepare(
      "SELECT id, currency, amount_minor, provider_reference, settle_currency, settle_amount_minor FROM payments WHERE id = ? AND provider = ?",
    )
    .bind(paymentId, provider)
    .first<ProviderAttempt>();
}

/** A provider API's answer: status and JSON body ({} when there is none); a 5xx means unavailable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a provider's JSON, read field by field with optional chaining and checked where it matters
export async function providerReply(response: Response, unavailable: () => Error): Promise<{ status: number; json: Record<string, any> }> {
  if (response.status >= 500) throw unavailable();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, any> };
}

/**
 * The idempotency key of a refund: a retry of the same refund replays at the provider, while a
 * second partial refund of the same amount (after the first was counted) is a new one.
 */
export const refundKey = (payment: RefundedPayment, amountMinor: number) => `refund-${payment.id}-${payment.refundedMinor ?? 0}-${amountMinor}`;
