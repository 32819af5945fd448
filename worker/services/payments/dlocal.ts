import type { PaymentMethodKey } from "~/shared/payment-methods";
import { apiPrefix } from "../../config";
import type { Env } from "../../env";
import { hmacHex, hmacVerify } from "./hmac";
import { providerAttempt, statusFromReturn, type ProviderAttempt, type PaymentOutcome } from "./provider";
import { callApi, jsonBody, liveOrSandbox, requiredSettings, whenConfigured, type ProviderApi } from "./provider-api";

/**
 * dLocal through its Payments API (v2.1), redirect flow: a payment per attempt, the shopper
 * pays on dLocal's page (card, or an OXXO slip) and comes back to /payback/dlocal; the verdict
 * is dLocal's record of the payment (`GET /payments/{id}`), which must be this attempt's
 * order_id, amount and currency. Requests and notifications are signed V2-HMAC-SHA256 over
 * X-Login + X-Date + body with the secret key. Configured by DLOCAL_LOGIN, DLOCAL_TRANS_KEY and
 * DLOCAL_SECRET_KEY; without them dLocal's methods are not offered in production
 * (development pays them through the sandbox).
 */
const HOSTS = { live: "https://api.dlocal.com", sandbox: "https://sandbox.dlocal.com" };

const METHOD_IDS: Partial<Record<PaymentMethodKey, string>> = { dlocalCard: "CARD", oxxo: "OX" };

// dLocal payment status → outcome; rejection code 302 is "insufficient amount" (funds).
const STATUS: Record<string, PaymentOutcome> = {
  PAID: "success",
  PENDING: "pending",
  REJECTED: "failure",
  CANCELLED: "failure",
  EXPIRED: "failure",
};
const INSUFFICIENT_FUNDS_CODE = "302";

interface DlocalConfig extends ProviderApi {
  login: string;
  transKey: string;
  secret: string;
}

interface DlocalPayment {
  id: string;
  status: string;
  status_code?: string;
  order_id?: string;
  amount?: number;
  currency?: string;
}

class DlocalUnavailable extends Error {}

function configOf(env: Env): DlocalConfig | null {
  const keys = requiredSettings(env, { login: "DLOCAL_LOGIN", transKey: "DLOCAL_TRANS_KEY", secret: "DLOCAL_SECRET_KEY" });
  return keys && { ...liveOrSandbox(env, "dLocal", DlocalUnavailable, env.DLOCAL_API_BASE, HOSTS), ...keys };
}

/** The Authorization header of a request or notification: HMAC over login, date and body. */
export async function dlocalSignature(secret: string, login: string, date: string, body: string) {
  return `V2-HMAC-SHA256, Signature: ${await hmacHex(secret, `${login}${date}${body}`)}`;
}

async function call(config: DlocalConfig, method: string, path: string, payload?: unknown) {
  const body = jsonBody(payload);
  const date = new Date().toISOString();
  return callApi(
    config,
    method,
    path,
    {
      "X-Date": date,
      "X-Login": config.login,
      "X-Trans-Key": config.transKey,
      "X-Version": "2.1",
      "Content-Type": "application/json",
      // A request without a body signs the empty text.
      Authorization: await dlocalSignature(config.secret, config.login, date, body ?? ""),
    },
    body,
  );
}

function outcomeOf(payment: DlocalPayment, mine: ProviderAttempt): PaymentOutcome | null {
  const same = payment.order_id === mine.id && payment.currency === mine.currency && Math.round((payment.amount ?? -1) * 100) === mine.amount_minor;
  if (!same || !(payment.status in STATUS)) return null;
  return payment.status === "REJECTED" && payment.status_code === INSUFFICIENT_FUNDS_CODE ? "insufficientFunds" : STATUS[payment.status];
}

/** The payer dLocal needs: name and the tax document of the shipping address (CPF, CURP/RFC). */
function payerOf(p: { email: string; shipTo: { country: string; address: Record<string, string | undefined> } }) {
  const { address } = p.shipTo;
  return {
    country: p.shipTo.country,
    payer: {
      name: `${address.firstName ?? ""} ${address.lastName ?? ""}`.trim(),
      email: p.email,
      document: address.cpf || address.certificateNumber || address.idNumber || "",
    },
  };
}

export const dlocalProvider = whenConfigured(configOf, (config) => ({
  key: "dlocal",

  async start(env, p) {
    const { country, payer } = payerOf(p);
    const { status, json } = await call(config, "POST", "/payments", {
      amount: p.amountMinor / 100,
      currency: p.currency,
      country,
      payment_method_id: METHOD_IDS[p.method] ?? "CARD",
      payment_method_flow: "REDIRECT",
      payer,
      order_id: p.paymentId,
      description: p.orderNumber,
      notification_url: `${p.origin}${apiPrefix(env)}payment/webhook/dlocal`,
      callback_url: `${p.origin}/payback/dlocal?paymentId=${p.paymentId}`,
    });
    if (status >= 300 || typeof json.redirect_url !== "string") throw new DlocalUnavailable(`dLocal payment: ${status} ${json.code ?? ""}`);
    return { redirectUrl: json.redirect_url, providerReference: json.id };
  },

  async handleReturn(env, query) {
    const payment = await providerAttempt(env.DB, "dlocal", query.get("paymentId") ?? "");
    if (!payment?.provider_reference) return null;
    const { status, json } = await call(config, "GET", `/payments/${encodeURIComponent(payment.provider_reference)}`);
    const outcome = status < 300 ? outcomeOf(json as DlocalPayment, payment) : null;
    return outcome ? { paymentId: payment.id, outcome } : null;
  },

  async handleWebhook(env, request) {
    const body = await request.text();
    const date = request.headers.get("X-Date") ?? "";
    const given = (request.headers.get("Authorization") ?? "").replace(/^V2-HMAC-SHA256, Signature: /, "");
    if (request.headers.get("X-Login") !== config.login || !(await hmacVerify(config.secret, `${config.login}${date}${body}`, given))) return null;
    let event: DlocalPayment;
    try {
      event = JSON.parse(body);
    } catch {
      return null;
    }
    const payment = await providerAttempt(env.DB, "dlocal", event.order_id ?? "");
    const outcome = payment ? outcomeOf(event, payment) : null;
    if (!payment || !outcome) return null;
    return { eventId: `${event.id}:${event.status}`, paymentId: payment.id, outcome };
  },

  status(env, attempt) {
    return statusFromReturn(this, env, attempt);
  },

  async refund(env, payment, amountMinor) {
    const row = await providerAttempt(env.DB, "dlocal", payment.id);
    if (!row?.provider_reference) throw new Error(`no dLocal payment for ${payment.id}`);
    const { status, json } = await call(config, "POST", "/refunds", {
      payment_id: row.provider_reference,
      amount: amountMinor / 100,
      currency: payment.currency,
    });
    if (status >= 300 || typeof json.id !== "string") throw new DlocalUnavailable(`dLocal refund: ${status} ${json.code ?? ""}`);
    return { reference: json.id };
  },
}));
