import { dlocalSignature } from "../services/payments/dlocal";
import { hmacVerify } from "../services/payments/hmac";
import { json, receive, type FakeCall } from "./fake-http";

/**
 * A local dLocal Payments API (v2.1) for the adapter's tests, following dLocal's published
 * contract for what the adapter uses: signed requests (V2-HMAC-SHA256 over X-Login + X-Date +
 * body), redirect payments, reading a payment, refunds and signed notifications. The test
 * decides what the shopper did with `finish`.
 */
export const FAKE_DLOCAL = { base: "https://dlocal.fake", login: "dl-login", transKey: "dl-trans", secret: "dl-secret" };

interface FakePayment {
  id: string;
  amount: number;
  currency: string;
  country: string;
  payment_method_id: string;
  order_id: string;
  payer: { name: string; email: string; document: string };
  callback_url: string;
  status: string;
  status_code: string;
}

export function fakeDlocal() {
  const payments = new Map<string, FakePayment>();
  const calls: FakeCall[] = [];

  async function signed(request: Request, text: string) {
    const given = (request.headers.get("Authorization") ?? "").replace(/^V2-HMAC-SHA256, Signature: /, "");
    return (
      request.headers.get("X-Login") === FAKE_DLOCAL.login &&
      request.headers.get("X-Trans-Key") === FAKE_DLOCAL.transKey &&
      hmacVerify(FAKE_DLOCAL.secret, `${FAKE_DLOCAL.login}${request.headers.get("X-Date")}${text}`, given)
    );
  }

  return {
    calls,
    payments,
    /** paid, rejected (code 300), insufficient funds (code 302) or pending (an OXXO slip). */
    finish(id: string, outcome: "paid" | "rejected" | "insufficientFunds" | "pending"): URL {
      const payment = payments.get(id)!;
      [payment.status, payment.status_code] = {
        paid: ["PAID", "200"],
        rejected: ["REJECTED", "300"],
        insufficientFunds: ["REJECTED", "302"],
        pending: ["PENDING", "100"],
      }[outcome];
      return new URL(payment.callback_url);
    },
    /** A notification as dLocal signs and posts it: the payment object. */
    async notification(id: string, secret = FAKE_DLOCAL.secret) {
      const p = payments.get(id)!;
      const body = JSON.stringify({
        id: p.id,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        status_code: p.status_code,
        order_id: p.order_id,
      });
      const date = new Date().toISOString();
      return {
        body,
        headers: { "X-Date": date, "X-Login": FAKE_DLOCAL.login, Authorization: await dlocalSignature(secret, FAKE_DLOCAL.login, date, body) },
      };
    },
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const { request, text, body, path } = await receive(calls, input, init);
      if (!(await signed(request, text))) return json(401, { code: 3001, message: "Invalid credentials" });
      if (request.method === "POST" && path === "/payments") {
        if (!body.payer?.document || !body.order_id || body.payment_method_flow !== "REDIRECT")
          return json(400, { code: 5001, message: "Invalid parameter" });
        const id = `D-4-${crypto.randomUUID()}`;
        payments.set(id, { ...body, id, status: "PENDING", status_code: "100" });
        return json(200, {
          id,
          amount: body.amount,
          currency: body.currency,
          status: "PENDING",
          status_code: "100",
          order_id: body.order_id,
          redirect_url: `https://sandbox.dlocal.com/collect/pay/${id}`,
        });
      }
      const read = path.match(/^\/payments\/([\w-]+)$/);
      if (request.method === "GET" && read) {
        const p = payments.get(read[1]);
        return p
          ? json(200, { id: p.id, amount: p.amount, currency: p.currency, status: p.status, status_code: p.status_code, order_id: p.order_id })
          : json(404, { code: 4000, message: "Payment not found" });
      }
      if (request.method === "POST" && path === "/refunds") {
        const p = payments.get(body.payment_id);
        return p?.status === "PAID"
          ? json(200, { id: `REF-${p.id}`, payment_id: p.id, status: "SUCCESS", amount: body.amount })
          : json(400, { code: 5008, message: "Payment not found or not paid" });
      }
      return json(404, { code: 4000, message: "Not found" });
    },
  };
}

/** The worker's environment with dLocal configured to talk to the fake. */
export const withFakeDlocal = <T extends object>(bindings: T) => ({
  ...bindings,
  DLOCAL_LOGIN: FAKE_DLOCAL.login,
  DLOCAL_TRANS_KEY: FAKE_DLOCAL.transKey,
  DLOCAL_SECRET_KEY: FAKE_DLOCAL.secret,
  DLOCAL_API_BASE: FAKE_DLOCAL.base,
});
