import type { Env } from "../../env";
import { hmacVerify } from "./hmac";
import { providerAttempt, statusFromReturn, type ProviderAttempt, type PaymentOutcome } from "./provider";
import { cachedToken, callApi, jsonBody, liveOrSandbox, requiredSettings, whenConfigured, type ProviderApi } from "./provider-api";

/**
 * Sezzle through its v2 API: a checkout session per payment attempt (intent CAPTURE), the
 * shopper pays in instalments on Sezzle's page and comes back to /payback/sezzle; the verdict
 * is Sezzle's record of the order (`GET /v2/order/{uuid}`): approved and captured for this
 * attempt's reference and amount, or not paid. Webhooks carry an HMAC-SHA256 of the body
 * keyed by the private key (Sezzle-Signature). Configured by SEZZLE_PUBLIC_KEY and
 * SEZZLE_PRIVATE_KEY; without them Sezzle is not offered in production (development pays
 * it through the sandbox).
 */
const HOSTS = { live: "https://gateway.sezzle.com", sandbox: "https://sandbox.gateway.sezzle.com" };

interface SezzleConfig extends ProviderApi {
  publicKey: string;
  privateKey: string;
}

interface SezzleOrder {
  uuid: string;
  reference_id?: string;
  order_amount?: { amount_in_cents: number; currency: string };
  authorization?: { approved?: boolean; captures?: { uuid: string; amount?: { amount_in_cents: number } }[] };
}

class SezzleUnavailable extends Error {}

function configOf(env: Env): SezzleConfig | null {
  const keys = requiredSettings(env, { publicKey: "SEZZLE_PUBLIC_KEY", privateKey: "SEZZLE_PRIVATE_KEY" });
  return keys && { ...liveOrSandbox(env, "Sezzle", SezzleUnavailable, env.SEZZLE_API_BASE, HOSTS), ...keys };
}

function token(config: SezzleConfig): Promise<string> {
  return cachedToken(`sezzle|${config.base}|${config.publicKey}`, async () => {
    const response = await fetch(`${config.base}/v2/authentication`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ public_key: config.publicKey, private_key: config.privateKey }),
    });
    if (!response.ok) throw new SezzleUnavailable(`Sezzle authentication: ${response.status}`);
    const { token, expiration_date } = (await response.json()) as { token: string; expiration_date: string };
    return { token, expiresAt: Date.parse(expiration_date) };
  });
}

async function call(config: SezzleConfig, method: string, path: string, body?: unknown) {
  const headers = { Authorization: `Bearer ${await token(config)}`, "Content-Type": "application/json" };
  return callApi(config, method, path, headers, jsonBody(body));
}

/** Sezzle's record of the order, for this attempt only. */
async function outcomeOf(config: SezzleConfig, payment: ProviderAttempt): Promise<PaymentOutcome | null> {
  if (!payment.provider_reference) return null;
  const { status, json } = await call(config, "GET", `/v2/order/${encodeURIComponent(payment.provider_reference)}`);
  const order = json as SezzleOrder;
  if (status >= 300 || order.reference_id !== payment.id) return null;
  if (order.order_amount?.amount_in_cents !== payment.amount_minor || order.order_amount?.currency !== payment.currency) return null;
  return order.authorization?.approved && order.authorization.captures?.length ? "success" : "failure";
}

export const sezzleProvider = whenConfigured(configOf, (config) => ({
  key: "sezzle",

  async start(_env, p) {
    const back = (extra = "") => ({ href: `${p.origin}/payback/sezzle?paymentId=${p.paymentId}${extra}`, method: "GET" });
    const { status, json } = await call(config, "POST", "/v2/session", {
      cancel_url: back("&cancelled=1"),
      complete_url: back(),
      customer: { email: p.email },
      order: {
        intent: "CAPTURE",
        reference_id: p.paymentId,
        description: p.orderNumber,
        order_amount: { amount_in_cents: p.amountMinor, currency: p.currency },
      },
    });
    const order = json.order as { uuid?: string; checkout_url?: string } | undefined;
    if (status >= 300 || !order?.uuid || !order.checkout_url) throw new SezzleUnavailable(`Sezzle session: ${status}`);
    return { redirectUrl: order.checkout_url, providerReference: order.uuid };
  },

  async handleReturn(env, query) {
    const payment = await providerAttempt(env.DB, "sezzle", query.get("paymentId") ?? "");
    if (!payment) return null;
    const outcome = await outcomeOf(config, payment);
    return outcome ? { paymentId: payment.id, outcome } : null;
  },

  async handleWebhook(env, request) {
    const body = await request.text();
    if (!(await hmacVerify(config.privateKey, body, request.headers.get("Sezzle-Signature") ?? ""))) return null;
    let event: { uuid?: string; event?: string; data?: { reference_id?: string } };
    try {
      event = JSON.parse(body);
    } catch {
      return null;
    }
    const payment = event.uuid ? await providerAttempt(env.DB, "sezzle", event.data?.reference_id ?? "") : null;
    if (!payment) return null;
    // The event says something happened; what happened is read from Sezzle's order.
    const outcome = await outcomeOf(config, payment);
    return outcome ? { eventId: event.uuid!, paymentId: payment.id, outcome } : null;
  },

  status(env, attempt) {
    return statusFromReturn(this, env, attempt);
  },

  async refund(env, payment, amountMinor) {
    const row = await providerAttempt(env.DB, "sezzle", payment.id);
    if (!row?.provider_reference) throw new Error(`no Sezzle order for payment ${payment.id}`);
    const { status, json } = await call(config, "POST", `/v2/order/${encodeURIComponent(row.provider_reference)}/refund`, {
      amount_in_cents: amountMinor,
      currency: payment.currency,
    });
    if (status >= 300 || typeof json.uuid !== "string") throw new SezzleUnavailable(`Sezzle refund: ${status}`);
    return { reference: json.uuid };
  },
}));
