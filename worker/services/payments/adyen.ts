import type { PaymentMethodKey } from "~/shared/payment-methods";
import type { Env } from "../../env";
import { constantTimeSameText, fromHex, toBase64 } from "../bytes";
import { providerAttempt, refundKey, type PaymentOutcome, type PaymentVerdict } from "./provider";
import { callApi, jsonBody, requiredSettings, whenConfigured, type ProviderApi } from "./provider-api";
import type { CardVault } from "./stored-cards";

/**
 * Adyen through its Checkout API, Hosted Checkout flow: a session per payment attempt
 * (`POST /sessions`, mode hosted), the shopper pays on Adyen's page and comes back to
 * /payback/adyen with `sessionId` and `sessionResult`; the verdict is Adyen's answer to
 * `GET /sessions/{sessionId}`, whose `reference` must be this attempt. Standard webhooks are
 * believed when their HMAC signature holds. Configured by ADYEN_API_KEY and
 * ADYEN_MERCHANT_ACCOUNT (ADYEN_HMAC_KEY for webhooks; ADYEN_CHECKOUT_BASE for live, whose
 * URL carries the account's prefix); without them Adyen's methods are not offered in
 * production (development pays them through the sandbox).
 */
const TEST_API = "https://checkout-test.adyen.com/v71";

/** Adyen's payment method types offered on its page for each of the shop's methods. */
const ADYEN_TYPES: Partial<Record<PaymentMethodKey, string[]>> = {
  card: ["scheme"],
  storedCard: ["scheme"],
  klarna: ["klarna", "klarna_account", "klarna_paynow"],
  afterpay: ["afterpaytouch"],
  clearpay: ["clearpay"],
  applePay: ["applepay"],
  googlePay: ["googlepay"],
  trustly: ["trustly"],
  zip: ["zip"],
  grab: ["grabpay_SG", "grabpay_MY", "grabpay_PH"],
  giropay: ["giropay"],
  ideal: ["ideal"],
};

interface AdyenConfig extends ProviderApi {
  apiKey: string;
  merchantAccount: string;
  hmacKey: string | null;
}

interface SessionResult {
  id: string;
  status: "active" | "canceled" | "completed" | "expired" | "paymentPending" | "refused";
  reference?: string;
  payments?: { pspReference?: string; resultCode?: string; amount?: { value: number; currency: string } }[];
}

export class AdyenUnavailable extends Error {}

function configOf(env: Env): AdyenConfig | null {
  const keys = requiredSettings(env, { apiKey: "ADYEN_API_KEY", merchantAccount: "ADYEN_MERCHANT_ACCOUNT" });
  return (
    keys && {
      name: "Adyen",
      Unavailable: AdyenUnavailable,
      base: (env.ADYEN_CHECKOUT_BASE || TEST_API).replace(/\/$/, ""),
      ...keys,
      hmacKey: env.ADYEN_HMAC_KEY || null,
    }
  );
}

function call(config: AdyenConfig, method: string, path: string, body?: unknown, idempotencyKey?: string) {
  const headers = {
    "X-API-Key": config.apiKey,
    "Content-Type": "application/json",
    ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
  };
  return callApi(config, method, path, headers, jsonBody(body));
}

const SESSION_OUTCOMES: Record<SessionResult["status"], PaymentOutcome> = {
  completed: "success",
  paymentPending: "pending",
  refused: "failure",
  canceled: "failure",
  expired: "failure",
  // Back from Adyen's page without having paid.
  active: "failure",
};

/** Adyen's HMAC of a standard webhook item: base64 HMAC-SHA256, keyed by the hex key, over eight fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a provider's JSON, read field by field with optional chaining and checked where it matters
export async function adyenItemSignature(hmacKey: string, item: Record<string, any>): Promise<string> {
  const fields = [
    item.pspReference,
    item.originalReference,
    item.merchantAccountCode,
    item.merchantReference,
    item.amount?.value,
    item.amount?.currency,
    item.eventCode,
    item.success,
  ].map((v) => (v === undefined || v === null ? "" : String(v)));
  const key = await crypto.subtle.importKey("raw", fromHex(hmacKey), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(fields.join(":"))));
  return toBase64(mac);
}

/** A card Adyen keeps for a shopper, as `GET /storedPaymentMethods` lists it. */
interface AdyenStoredMethod {
  id?: string;
  type?: string;
  brand?: string;
  lastFour?: string;
  expiryMonth?: string;
  expiryYear?: string;
}

/** The cards Adyen keeps for this shopper reference, and deleting one of them (Checkout API v71). */
export function adyenCardVault(env: Env): CardVault | null {
  const config = configOf(env);
  if (!config) return null;
  const query = (shopperReference: string) => new URLSearchParams({ merchantAccount: config.merchantAccount, shopperReference }).toString();
  return {
    async list(shopperReference) {
      const { status, json } = await call(config, "GET", `/storedPaymentMethods?${query(shopperReference)}`);
      if (status >= 300) throw new AdyenUnavailable(`Adyen stored payment methods: ${status} ${json.errorCode ?? ""}`);
      const methods = Array.isArray(json.storedPaymentMethods) ? (json.storedPaymentMethods as AdyenStoredMethod[]) : [];
      return methods.flatMap((m) =>
        m.type === "scheme" && m.id && m.lastFour
          ? [{ id: m.id, brand: m.brand ?? "card", lastFour: m.lastFour, expiryMonth: m.expiryMonth ?? "", expiryYear: fullYear(m.expiryYear ?? "") }]
          : [],
      );
    },
    async remove(shopperReference, id) {
      const { status } = await call(config, "DELETE", `/storedPaymentMethods/${encodeURIComponent(id)}?${query(shopperReference)}`);
      // Adyen refuses a token that is not this shopper's (or no longer exists) with a 4xx.
      return status < 300;
    },
  };
}

/** Adyen gives the expiry year as two or four digits. */
const fullYear = (year: string) => (/^\d{2}$/.test(year) ? `20${year}` : year);

export const adyenProvider = whenConfigured(configOf, (config) => ({
  key: "adyen",

  async start(_env, p) {
    const { status, json } = await call(
      config,
      "POST",
      "/sessions",
      {
        mode: "hosted",
        merchantAccount: config.merchantAccount,
        reference: p.paymentId,
        merchantOrderReference: p.orderNumber,
        amount: { value: p.amountMinor, currency: p.currency },
        returnUrl: `${p.origin}/payback/adyen?paymentId=${p.paymentId}`,
        shopperEmail: p.email,
        ...(ADYEN_TYPES[p.method] ? { allowedPaymentMethods: ADYEN_TYPES[p.method] } : {}),
        // Adyen keeps the card (docs/decisions/0811-stored-cards.md): with the customer's
        // reference its page offers their saved cards, and with `enabled` it saves this one.
        ...(p.shopperReference
          ? {
              shopperReference: p.shopperReference,
              recurringProcessingModel: "CardOnFile",
              storePaymentMethodMode: p.saveCard ? "enabled" : "disabled",
            }
          : {}),
      },
      p.paymentId,
    );
    if (status >= 300 || typeof json.url !== "string") throw new AdyenUnavailable(`Adyen session: ${status} ${json.errorCode ?? ""}`);
    return { redirectUrl: json.url, providerReference: json.id };
  },

  async handleReturn(env, query) {
    const payment = await providerAttempt(env.DB, "adyen", query.get("paymentId") ?? "");
    const sessionId = query.get("sessionId") ?? "";
    const sessionResult = query.get("sessionResult") ?? "";
    if (!payment || !/^[\w-]{1,64}$/.test(sessionId) || !sessionResult) return null;
    const { status, json } = await call(config, "GET", `/sessions/${sessionId}?sessionResult=${encodeURIComponent(sessionResult)}`);
    const session = json as SessionResult;
    // Adyen's record of the session must be this attempt's.
    if (status >= 300 || session.reference !== payment.id || !(session.status in SESSION_OUTCOMES)) return null;
    const paid = session.payments?.find((x) => x.resultCode === "Authorised" || x.pspReference);
    if (session.status === "completed" && paid?.amount && (paid.amount.value !== payment.amount_minor || paid.amount.currency !== payment.currency))
      return null;
    return { paymentId: payment.id, outcome: SESSION_OUTCOMES[session.status], providerReference: paid?.pspReference };
  },

  async handleWebhook(env, request) {
    if (!config.hmacKey) return null;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a provider's JSON, read field by field with optional chaining and checked where it matters
    let body: { notificationItems?: { NotificationRequestItem?: Record<string, any> }[] };
    try {
      body = JSON.parse(await request.text());
    } catch {
      return null;
    }
    const item = body.notificationItems?.[0]?.NotificationRequestItem;
    const signature = item?.additionalData?.hmacSignature;
    if (!item || typeof signature !== "string" || !constantTimeSameText(await adyenItemSignature(config.hmacKey, item), signature)) return null;
    if (item.merchantAccountCode !== config.merchantAccount) return null;
    // REFUND, CAPTURE, REPORT_AVAILABLE…: verified, acknowledged, nothing to settle (Adyen resends
    // an unacknowledged notification and holds back the ones queued after it).
    if (item.eventCode !== "AUTHORISATION") return { eventId: `${item.pspReference}:${item.eventCode}:${item.success}`, ignored: true };
    const payment = await providerAttempt(env.DB, "adyen", String(item.merchantReference ?? ""));
    if (!payment || item.amount?.value !== payment.amount_minor || item.amount?.currency !== payment.currency) return null;
    const success = item.success === "true";
    const outcome: PaymentOutcome = success
      ? "success"
      : /not enough balance|insufficient/i.test(item.reason ?? "")
        ? "insufficientFunds"
        : "failure";
    const verdict: PaymentVerdict = { paymentId: payment.id, outcome, ...(success ? { providerReference: item.pspReference } : {}) };
    return { ...verdict, eventId: `${item.pspReference}:${item.eventCode}:${item.success}` };
  },

  // Adyen's Checkout API has no query of a payment by reference: a session's result is read only
  // with the sessionResult its return carries, and Adyen's answer otherwise is its webhook
  // (retried by Adyen until acknowledged). Unknown holds the order until the hold's limit.
  async status() {
    return { state: "unknown" } as const;
  },

  async refund(env, payment, amountMinor) {
    const row = await providerAttempt(env.DB, "adyen", payment.id);
    if (!row?.provider_reference) throw new Error(`no Adyen payment for ${payment.id}`);
    const { status, json } = await call(
      config,
      "POST",
      `/payments/${encodeURIComponent(row.provider_reference)}/refunds`,
      { merchantAccount: config.merchantAccount, amount: { value: amountMinor, currency: payment.currency }, reference: `refund-${payment.id}` },
      refundKey(payment, amountMinor),
    );
    if (status >= 300 || typeof json.pspReference !== "string") throw new AdyenUnavailable(`Adyen refund: ${status} ${json.errorCode ?? ""}`);
    return { reference: json.pspReference };
  },
}));
