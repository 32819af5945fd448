import type { Env } from "../../env";
import { providerAttempt, refundKey, statusFromReturn, type PaymentOutcome, type PaymentVerdict } from "./provider";
import { cachedToken, callApi, jsonBody, liveOrSandbox, requiredSettings, whenConfigured, type ProviderApi } from "./provider-api";

/**
 * PayPal through its REST API (Orders v2): an order per payment attempt, the shopper approves
 * it on PayPal's page, and the return to /payback/paypal captures it. The verdict is PayPal's
 * answer to that capture (or to reading the order), never the query string: the query only
 * says which attempt came back. Webhooks are believed after PayPal's own signature check
 * (verify-webhook-signature). Configured by PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (and
 * PAYPAL_WEBHOOK_ID for webhooks); without them PayPal's methods are not offered in
 * production (development pays them through the sandbox).
 */
const HOSTS = { live: "https://api-m.paypal.com", sandbox: "https://api-m.sandbox.paypal.com" };
// Orders v2 processor_response.response_code of a card declined for lack of funds.
const INSUFFICIENT_FUNDS_CODE = "5120";

interface PaypalConfig extends ProviderApi {
  clientId: string;
  secret: string;
  webhookId: string | null;
}

interface PaypalCapture {
  id: string;
  status: "COMPLETED" | "PENDING" | "DECLINED" | "FAILED" | "REFUNDED" | "PARTIALLY_REFUNDED";
  custom_id?: string;
  amount?: { currency_code: string; value: string };
  processor_response?: { response_code?: string };
}

interface PaypalRefund {
  id: string;
  status: "COMPLETED" | "PENDING" | "CANCELLED" | "FAILED";
  amount?: { currency_code: string; value: string };
}

interface PaypalOrder {
  id: string;
  status: string;
  purchase_units?: { custom_id?: string; payments?: { captures?: PaypalCapture[]; refunds?: PaypalRefund[] } }[];
  links?: { href: string; rel: string }[];
}

class PaypalUnavailable extends Error {}

function configOf(env: Env): PaypalConfig | null {
  const keys = requiredSettings(env, { clientId: "PAYPAL_CLIENT_ID", secret: "PAYPAL_CLIENT_SECRET" });
  return (
    keys && { ...liveOrSandbox(env, "PayPal", PaypalUnavailable, env.PAYPAL_API_BASE, HOSTS), ...keys, webhookId: env.PAYPAL_WEBHOOK_ID || null }
  );
}

function accessToken(config: PaypalConfig): Promise<string> {
  return cachedToken(`paypal|${config.base}|${config.clientId}`, async () => {
    const response = await fetch(`${config.base}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${btoa(`${config.clientId}:${config.secret}`)}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    if (!response.ok) throw new PaypalUnavailable(`PayPal token: ${response.status}`);
    const { access_token, expires_in } = (await response.json()) as { access_token: string; expires_in: number };
    return { token: access_token, expiresAt: Date.now() + expires_in * 1000 };
  });
}

async function call(config: PaypalConfig, method: string, path: string, body?: unknown, requestId?: string) {
  const headers = {
    Authorization: `Bearer ${await accessToken(config)}`,
    "Content-Type": "application/json",
    Prefer: "return=representation",
    ...(requestId ? { "PayPal-Request-Id": requestId } : {}),
  };
  return callApi(config, method, path, headers, jsonBody(body));
}

const value = (minor: number) => (minor / 100).toFixed(2);
const minorOf = (amount: string) => Math.round(Number(amount) * 100);

/**
 * What PayPal gave back of an order's capture: its completed refunds, which the order's record
 * lists beside the captures. Undefined when a refund is in another currency (not this shop's).
 */
function refundedOf(order: PaypalOrder, currency: string): number | undefined {
  let refunded = 0;
  for (const refund of order.purchase_units?.[0]?.payments?.refunds ?? []) {
    if (refund.status !== "COMPLETED") continue;
    if (refund.amount?.currency_code !== currency) return undefined;
    refunded += minorOf(refund.amount.value);
  }
  return refunded;
}

/**
 * The verdict of a PayPal order for one attempt: the capture must be this attempt's, for
 * its amount and currency, or nothing is settled.
 */
function verdictOf(order: PaypalOrder, payment: { id: string; currency: string; amount_minor: number }): PaymentVerdict | null {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (!capture) return order.status === "COMPLETED" ? null : { paymentId: payment.id, outcome: "failure" };
  const mine =
    (capture.custom_id ?? order.purchase_units?.[0]?.custom_id) === payment.id &&
    capture.amount?.currency_code === payment.currency &&
    capture.amount?.value === value(payment.amount_minor);
  if (!mine) return null;
  const outcome: PaymentOutcome =
    capture.status === "COMPLETED" || capture.status === "REFUNDED" || capture.status === "PARTIALLY_REFUNDED"
      ? "success"
      : capture.status === "PENDING"
        ? "pending"
        : capture.processor_response?.response_code === INSUFFICIENT_FUNDS_CODE
          ? "insufficientFunds"
          : "failure";
  // The payment keeps the PayPal order as its reference: a reload of the return reads it again.
  return { paymentId: payment.id, outcome };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a provider's JSON, read field by field with optional chaining and checked where it matters
const issueOf = (json: Record<string, any>): string => json?.details?.[0]?.issue ?? json?.name ?? "";

export const paypalProvider = whenConfigured(configOf, (config) => ({
  key: "paypal",

  async start(_env, p) {
    const back = (extra = "") => `${p.origin}/payback/paypal?paymentId=${p.paymentId}${extra}`;
    const { status, json } = await call(
      config,
      "POST",
      "/v2/checkout/orders",
      {
        intent: "CAPTURE",
        purchase_units: [
          {
            reference_id: p.orderNumber,
            custom_id: p.paymentId,
            invoice_id: p.paymentId,
            amount: { currency_code: p.currency, value: value(p.amountMinor) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: back(),
              cancel_url: back("&cancelled=1"),
              user_action: "PAY_NOW",
              shipping_preference: "NO_SHIPPING",
            },
          },
        },
      },
      p.paymentId,
    );
    const order = json as PaypalOrder;
    const approve = order.links?.find((l) => l.rel === "payer-action" || l.rel === "approve");
    if (status >= 300 || !approve) throw new PaypalUnavailable(`PayPal create order: ${status} ${issueOf(json)}`);
    return { redirectUrl: approve.href, providerReference: order.id };
  },

  async handleReturn(env, query) {
    const payment = await providerAttempt(env.DB, "paypal", query.get("paymentId") ?? "");
    const orderId = payment?.provider_reference;
    if (!payment || !orderId) return null;
    // PayPal adds the order it approved as `token`; another order's return is not this attempt's.
    const token = query.get("token");
    if (token && token !== orderId) return null;
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    const captured = await call(config, "POST", `${path}/capture`, {}, `capture-${payment.id}`);
    if (captured.status < 300) return verdictOf(captured.json as PaypalOrder, payment);
    const issue = issueOf(captured.json);
    if (issue === "ORDER_ALREADY_CAPTURED") {
      const read = await call(config, "GET", path);
      return read.status < 300 ? verdictOf(read.json as PaypalOrder, payment) : null;
    }
    if (captured.status === 422) {
      // Not approved (cancelled or abandoned on PayPal's page) or the instrument was declined.
      return { paymentId: payment.id, outcome: "failure" };
    }
    return null;
  },

  async handleWebhook(env, request) {
    if (!config.webhookId) return null;
    const body = await request.text();
    let event: { id?: string; event_type?: string; resource?: PaypalCapture };
    try {
      event = JSON.parse(body);
    } catch {
      return null;
    }
    const header = (name: string) => request.headers.get(name) ?? "";
    const verified = await call(config, "POST", "/v1/notifications/verify-webhook-signature", {
      auth_algo: header("PAYPAL-AUTH-ALGO"),
      cert_url: header("PAYPAL-CERT-URL"),
      transmission_id: header("PAYPAL-TRANSMISSION-ID"),
      transmission_sig: header("PAYPAL-TRANSMISSION-SIG"),
      transmission_time: header("PAYPAL-TRANSMISSION-TIME"),
      webhook_id: config.webhookId,
      webhook_event: event,
    });
    if (verified.json.verification_status !== "SUCCESS" || !event.id) return null;
    const outcomes: Record<string, PaymentOutcome> = {
      "PAYMENT.CAPTURE.COMPLETED": "success",
      "PAYMENT.CAPTURE.PENDING": "pending",
      "PAYMENT.CAPTURE.DECLINED": "failure",
      "PAYMENT.CAPTURE.DENIED": "failure",
    };
    const type = event.event_type ?? "";
    const outcome = Object.hasOwn(outcomes, type) ? outcomes[type] : undefined;
    // A refund's notice (possibly before the capture's): the refund was the shop's own call.
    if (!outcome) return { eventId: event.id, ignored: true };
    const payment = event.resource?.custom_id ? await providerAttempt(env.DB, "paypal", event.resource.custom_id) : null;
    if (!payment) return null;
    // Like a return's capture: a capture of another amount or currency is not this attempt's.
    const amount = event.resource!.amount;
    if (amount?.currency_code !== payment.currency || amount?.value !== value(payment.amount_minor)) return null;
    return { eventId: event.id, paymentId: payment.id, outcome };
  },

  async status(env, attempt) {
    const status = await statusFromReturn(this, env, attempt);
    if (status.state !== "paid" || !attempt.provider_reference) return status;
    // The capture's verdict says paid; the order's record also lists what was refunded of it.
    const read = await call(config, "GET", `/v2/checkout/orders/${encodeURIComponent(attempt.provider_reference)}`);
    const refundedMinor = read.status < 300 ? refundedOf(read.json as PaypalOrder, attempt.currency) : undefined;
    return refundedMinor === undefined ? status : { ...status, refundedMinor };
  },

  async refund(env, payment, amountMinor) {
    const row = await providerAttempt(env.DB, "paypal", payment.id);
    if (!row?.provider_reference) throw new Error(`no PayPal order for payment ${payment.id}`);
    // Refunds go to the capture, which the order names.
    const read = await call(config, "GET", `/v2/checkout/orders/${encodeURIComponent(row.provider_reference)}`);
    const capture = (read.json as PaypalOrder).purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) throw new Error(`PayPal order ${row.provider_reference} has no capture`);
    const { status, json } = await call(
      config,
      "POST",
      `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
      { amount: { currency_code: payment.currency, value: value(amountMinor) } },
      refundKey(payment, amountMinor),
    );
    if (status >= 300 || typeof json.id !== "string") throw new PaypalUnavailable(`PayPal refund: ${status} ${issueOf(json)}`);
    return { reference: json.id };
  },
}));
