import { adyenItemSignature } from "../services/payments/adyen";
import { idempotentReplies, json, receive, type FakeCall } from "./fake-http";

/**
 * A local Adyen Checkout API (v71) for the adapter's tests, following Adyen's published
 * contract for what the adapter uses: Hosted Checkout sessions (create, result), refunds and
 * HMAC-signed standard webhooks. Requests with the same Idempotency-Key answer the first
 * answer again. The test decides what the shopper did on Adyen's page with `finish`, which
 * answers the return URL Adyen would send the shopper to.
 */
export const FAKE_ADYEN = {
  base: "https://checkout.adyen.fake/v71",
  apiKey: "AQE-test-key",
  merchantAccount: "HelioraECOM",
  hmacKey: "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056",
};

type Shopper = "paid" | "refused" | "canceled" | "pending";

interface FakeSession {
  id: string;
  reference: string;
  amount: { value: number; currency: string };
  returnUrl: string;
  allowedPaymentMethods?: string[];
  result: string;
  status: "active" | "completed" | "refused" | "canceled" | "paymentPending";
  pspReference: string | null;
}


export function fakeAdyen() {
  const sessions = new Map<string, FakeSession>();
  const replay = idempotentReplies();
  const calls: FakeCall[] = [];

  function route(method: string, url: URL, body: any, apiKey: string | null): Response {
    if (apiKey !== FAKE_ADYEN.apiKey) return json(401, { status: 401, errorCode: "000", message: "HTTP Status Response - Unauthorized", errorType: "security" });
    const path = url.pathname.replace(/^\/v71/, "");
    if (method === "POST" && path === "/sessions") {
      if (body.merchantAccount !== FAKE_ADYEN.merchantAccount || !body.reference || !body.returnUrl || !Number.isInteger(body.amount?.value)) {
        return json(422, { status: 422, errorCode: "14_030", message: "Required field missing", errorType: "validation" });
      }
      const id = `CS${crypto.randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase()}`;
      const session: FakeSession = { id, reference: body.reference, amount: body.amount, returnUrl: body.returnUrl, allowedPaymentMethods: body.allowedPaymentMethods, result: "", status: "active", pspReference: null };
      sessions.set(id, session);
      return json(201, { id, mode: "hosted", url: `https://checkoutshopper-test.adyen.com/checkoutshopper/pay/${id}`, reference: body.reference, amount: body.amount, sessionData: "Ab02b4c0!..." });
    }
    const result = path.match(/^\/sessions\/([\w-]+)$/);
    if (method === "GET" && result) {
      const session = sessions.get(result[1]);
      if (!session || url.searchParams.get("sessionResult") !== session.result) return json(422, { status: 422, errorCode: "14_0417", message: "Invalid sessionResult", errorType: "validation" });
      return json(200, {
        id: session.id,
        status: session.status,
        reference: session.reference,
        ...(session.pspReference ? { payments: [{ pspReference: session.pspReference, resultCode: "Authorised", amount: session.amount }] } : {}),
      });
    }
    const refund = path.match(/^\/payments\/([\w]+)\/refunds$/);
    if (method === "POST" && refund) {
      if (![...sessions.values()].some((s) => s.pspReference === refund[1])) return json(422, { status: 422, errorCode: "167", message: "Original pspReference required", errorType: "validation" });
      return json(201, { merchantAccount: body.merchantAccount, paymentPspReference: refund[1], pspReference: `RF${refund[1]}`, reference: body.reference, status: "received", amount: body.amount });
    }
    return json(404, { status: 404, errorCode: "000", message: "Not found", errorType: "validation" });
  }

  return {
    calls,
    sessions,
    /** The shopper finishes on Adyen's page; answers the return URL Adyen redirects to. */
    finish(sessionId: string, shopper: Shopper): URL {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake Adyen session ${sessionId}`);
      session.status = { paid: "completed", refused: "refused", canceled: "canceled", pending: "paymentPending" }[shopper] as FakeSession["status"];
      session.result = `Ab02b4c0!${crypto.randomUUID()}`;
      if (shopper === "paid") session.pspReference = `PSP${crypto.randomUUID().replace(/-/g, "").slice(0, 13).toUpperCase()}`;
      const back = new URL(session.returnUrl);
      back.searchParams.set("sessionId", session.id);
      back.searchParams.set("sessionResult", session.result);
      return back;
    },
    /** A standard webhook (AUTHORISATION) as Adyen signs and sends it. */
    async webhook(sessionId: string, success: boolean, reason = "", hmacKey = FAKE_ADYEN.hmacKey) {
      const session = sessions.get(sessionId)!;
      const item: Record<string, any> = {
        pspReference: session.pspReference ?? `PSP${sessionId.slice(2, 15)}`,
        merchantAccountCode: FAKE_ADYEN.merchantAccount,
        merchantReference: session.reference,
        amount: session.amount,
        eventCode: "AUTHORISATION",
        eventDate: "2026-11-23T10:00:00+01:00",
        success: String(success),
        reason,
        additionalData: {},
      };
      item.additionalData.hmacSignature = await adyenItemSignature(hmacKey, item);
      return JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: item }] });
    },
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const { request, body, path } = await receive(calls, input, init);
      return replay(path, request.headers.get("Idempotency-Key"), () => route(request.method, new URL(request.url), body, request.headers.get("X-API-Key")));
    },
  };
}
