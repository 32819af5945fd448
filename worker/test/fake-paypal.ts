import { idempotentReplies, json, receive, type FakeCall } from "./fake-http";
/**
 * A local PayPal REST API for the adapter's tests, following PayPal's published contract for
 * what the adapter uses: client-credentials tokens, Orders v2 (create, capture, show),
 * webhook signature verification and capture refunds. Requests with a PayPal-Request-Id are
 * idempotent (the same id answers the first answer again), as at PayPal. The test decides
 * what the shopper did on PayPal's page with `approve`.
 */
export const FAKE_PAYPAL = { base: "https://paypal.fake", clientId: "client-id", secret: "client-secret", webhookId: "WH-1", validSig: "valid-sig" };

type Shopper = "paid" | "declined" | "insufficientFunds" | "pending";

interface FakeOrder {
  id: string;
  status: string;
  unit: { reference_id: string; custom_id: string; amount: { currency_code: string; value: string } };
  shopper: Shopper | null;
  capture: Record<string, unknown> | null;
  refunds: Record<string, unknown>[];
}

const issue = (status: number, name: string, code: string) => json(status, { name, details: [{ issue: code }] });

export function fakePaypal() {
  const orders = new Map<string, FakeOrder>();
  const replay = idempotentReplies();
  const calls: FakeCall[] = [];

  const representation = (o: FakeOrder) => ({
    id: o.id,
    status: o.status,
    purchase_units: [
      { ...o.unit, ...(o.capture ? { payments: { captures: [o.capture], ...(o.refunds.length ? { refunds: o.refunds } : {}) } } : {}) },
    ],
    links: [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, rel: "payer-action", method: "GET" }],
  });

  function capture(o: FakeOrder): Response {
    if (o.capture) return issue(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
    if (!o.shopper) return issue(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED");
    const status = { paid: "COMPLETED", pending: "PENDING", declined: "DECLINED", insufficientFunds: "DECLINED" }[o.shopper];
    const code = { paid: "0000", pending: "0000", declined: "5100", insufficientFunds: "5120" }[o.shopper];
    o.capture = { id: `CAP-${o.id}`, status, custom_id: o.unit.custom_id, amount: o.unit.amount, processor_response: { response_code: code } };
    o.status = "COMPLETED";
    return json(201, representation(o));
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.text();
    const body = text && request.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : text;
    const auth = request.headers.get("Authorization") ?? "";

    if (url.pathname === "/v1/oauth2/token") {
      const ok = auth === `Basic ${btoa(`${FAKE_PAYPAL.clientId}:${FAKE_PAYPAL.secret}`)}` && text === "grant_type=client_credentials";
      return ok ? json(200, { access_token: "A21-fake-token", token_type: "Bearer", expires_in: 32400 }) : json(401, { error: "invalid_client" });
    }
    if (auth !== "Bearer A21-fake-token") return json(401, { name: "AUTHENTICATION_FAILURE" });

    if (request.method === "POST" && url.pathname === "/v2/checkout/orders") {
      const unit = body.purchase_units?.[0];
      if (body.intent !== "CAPTURE" || !unit?.amount?.value || !body.payment_source?.paypal?.experience_context?.return_url) {
        return issue(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER");
      }
      const id = `5O${crypto.randomUUID().replace(/-/g, "").slice(0, 15).toUpperCase()}`;
      const order: FakeOrder = { id, status: "PAYER_ACTION_REQUIRED", unit, shopper: null, capture: null, refunds: [] };
      orders.set(order.id, order);
      return json(200, representation(order));
    }
    const match = url.pathname.match(/^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/);
    if (match) {
      const order = orders.get(match[1]);
      if (!order) return issue(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      return match[2] ? capture(order) : json(200, representation(order));
    }
    if (url.pathname === "/v1/notifications/verify-webhook-signature") {
      const ok = body.transmission_sig === FAKE_PAYPAL.validSig && body.webhook_id === FAKE_PAYPAL.webhookId && body.webhook_event?.id;
      return json(200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    const refund = url.pathname.match(/^\/v2\/payments\/captures\/([^/]+)\/refund$/);
    if (refund) {
      const order = [...orders.values()].find((o) => o.capture?.id === refund[1]);
      if (!order) return issue(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      const made = { id: `REF-${refund[1]}-${order.refunds.length + 1}`, status: "COMPLETED", amount: body.amount };
      order.refunds.push(made);
      return json(201, made);
    }
    return issue(404, "NOT_FOUND", "UNKNOWN_PATH");
  }

  return {
    calls,
    orders,
    /** What the shopper did on PayPal's page for this order. */
    approve(orderId: string, shopper: Shopper) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no fake PayPal order ${orderId}`);
      order.shopper = shopper;
      order.status = "APPROVED";
    },
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const { request, path } = await receive(calls, input, init);
      return replay(path, request.headers.get("PayPal-Request-Id"), () => route(request));
    },
  };
}

/** The worker's environment with PayPal configured to talk to the fake. */
export const withFakePaypal = <T extends object>(bindings: T) => ({
  ...bindings,
  PAYPAL_CLIENT_ID: FAKE_PAYPAL.clientId,
  PAYPAL_CLIENT_SECRET: FAKE_PAYPAL.secret,
  PAYPAL_API_BASE: FAKE_PAYPAL.base,
  PAYPAL_WEBHOOK_ID: FAKE_PAYPAL.webhookId,
});
