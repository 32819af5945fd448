import { adyenItemSignature } from "../services/payments/adyen";
import { fakePerTest, idempotentReplies, json, receive, type FakeCall } from "./fake-http";

/**
 * A local Adyen Checkout API (v71) for the adapter's tests, following Adyen's published
 * contract for what the adapter uses: Hosted Checkout sessions (create, result), refunds,
 * HMAC-signed standard webhooks and tokenization (a session with `shopperReference` and
 * `storePaymentMethodMode: enabled` stores the card it authorises; `GET /storedPaymentMethods`
 * lists a shopper's tokens; `DELETE /storedPaymentMethods/{id}` deletes one of that shopper's
 * and refuses anyone else's). Requests with the same Idempotency-Key answer the first
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
  shopperReference?: string;
  storePaymentMethodMode?: string;
  recurringProcessingModel?: string;
}

/** A token Adyen keeps: the card's brand, last four and expiry under one shopper reference. */
export interface FakeToken {
  id: string;
  shopperReference: string;
  brand: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
}

/** What the shopper did with cards on Adyen's page: paid with a new card, or with a stored one. */
export interface FakeCardUse {
  card?: { brand: string; lastFour: string; expiryMonth: string; expiryYear: string };
  storedPaymentMethodId?: string;
}

export function fakeAdyen() {
  const sessions = new Map<string, FakeSession>();
  const tokens = new Map<string, FakeToken>();
  const replay = idempotentReplies();
  const calls: FakeCall[] = [];

  function route(method: string, url: URL, body: any, apiKey: string | null): Response {
    if (apiKey !== FAKE_ADYEN.apiKey)
      return json(401, { status: 401, errorCode: "000", message: "HTTP Status Response - Unauthorized", errorType: "security" });
    const path = url.pathname.replace(/^\/v71/, "");
    if (method === "POST" && path === "/sessions") {
      if (body.merchantAccount !== FAKE_ADYEN.merchantAccount || !body.reference || !body.returnUrl || !Number.isInteger(body.amount?.value)) {
        return json(422, { status: 422, errorCode: "14_030", message: "Required field missing", errorType: "validation" });
      }
      const id = `CS${crypto.randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase()}`;
      if (body.storePaymentMethodMode && !["disabled", "askForConsent", "enabled"].includes(body.storePaymentMethodMode)) {
        return json(422, { status: 422, errorCode: "14_012", message: "Invalid storePaymentMethodMode", errorType: "validation" });
      }
      if (body.shopperReference !== undefined && (typeof body.shopperReference !== "string" || body.shopperReference.length < 3)) {
        return json(422, { status: 422, errorCode: "14_0421", message: "shopperReference must be at least 3 characters", errorType: "validation" });
      }
      const session: FakeSession = {
        id,
        reference: body.reference,
        amount: body.amount,
        returnUrl: body.returnUrl,
        allowedPaymentMethods: body.allowedPaymentMethods,
        result: "",
        status: "active",
        pspReference: null,
        shopperReference: body.shopperReference,
        storePaymentMethodMode: body.storePaymentMethodMode,
        recurringProcessingModel: body.recurringProcessingModel,
      };
      sessions.set(id, session);
      return json(201, {
        id,
        mode: "hosted",
        url: `https://checkoutshopper-test.adyen.com/checkoutshopper/pay/${id}`,
        reference: body.reference,
        amount: body.amount,
        sessionData: "Ab02b4c0!...",
      });
    }
    const result = path.match(/^\/sessions\/([\w-]+)$/);
    if (method === "GET" && result) {
      const session = sessions.get(result[1]);
      if (!session || url.searchParams.get("sessionResult") !== session.result)
        return json(422, { status: 422, errorCode: "14_0417", message: "Invalid sessionResult", errorType: "validation" });
      return json(200, {
        id: session.id,
        status: session.status,
        reference: session.reference,
        ...(session.pspReference ? { payments: [{ pspReference: session.pspReference, resultCode: "Authorised", amount: session.amount }] } : {}),
      });
    }
    const refund = path.match(/^\/payments\/([\w]+)\/refunds$/);
    if (method === "POST" && refund) {
      if (![...sessions.values()].some((s) => s.pspReference === refund[1]))
        return json(422, { status: 422, errorCode: "167", message: "Original pspReference required", errorType: "validation" });
      return json(201, {
        merchantAccount: body.merchantAccount,
        paymentPspReference: refund[1],
        pspReference: `RF${refund[1]}`,
        reference: body.reference,
        status: "received",
        amount: body.amount,
      });
    }
    if (path === "/storedPaymentMethods" && method === "GET") {
      const shopperReference = url.searchParams.get("shopperReference") ?? "";
      if (url.searchParams.get("merchantAccount") !== FAKE_ADYEN.merchantAccount || shopperReference.length < 3) {
        return json(422, { status: 422, errorCode: "14_0421", message: "Required field missing", errorType: "validation" });
      }
      const stored = [...tokens.values()].filter((t) => t.shopperReference === shopperReference);
      return json(200, {
        merchantAccount: FAKE_ADYEN.merchantAccount,
        shopperReference,
        storedPaymentMethods: stored.map((t) => ({
          id: t.id,
          type: "scheme",
          brand: t.brand,
          lastFour: t.lastFour,
          expiryMonth: t.expiryMonth,
          expiryYear: t.expiryYear,
          holderName: "Checkout Shopper",
          supportedShopperInteractions: ["Ecommerce", "ContAuth"],
          supportedRecurringProcessingModels: ["CardOnFile"],
        })),
      });
    }
    const token = path.match(/^\/storedPaymentMethods\/([\w-]+)$/);
    if (method === "DELETE" && token) {
      const found = tokens.get(token[1]);
      // A token is deleted only under the shopper reference it was stored for.
      if (
        url.searchParams.get("merchantAccount") !== FAKE_ADYEN.merchantAccount ||
        !found ||
        found.shopperReference !== url.searchParams.get("shopperReference")
      ) {
        return json(422, { status: 422, errorCode: "800", message: "Contract not found", errorType: "validation" });
      }
      tokens.delete(found.id);
      return new Response(null, { status: 204 });
    }
    return json(404, { status: 404, errorCode: "000", message: "Not found", errorType: "validation" });
  }

  return {
    calls,
    sessions,
    tokens,
    /**
     * The shopper finishes on Adyen's page; answers the return URL Adyen redirects to. With
     * `use.storedPaymentMethodId` they paid with one of the cards the session's shopper has
     * stored (Adyen's page offers only those); a paid session that asked for it stores the card.
     */
    finish(sessionId: string, shopper: Shopper, use: FakeCardUse = {}): URL {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake Adyen session ${sessionId}`);
      if (use.storedPaymentMethodId) {
        const stored = tokens.get(use.storedPaymentMethodId);
        if (!session.shopperReference || stored?.shopperReference !== session.shopperReference) {
          throw new Error("Adyen's page offers only the session shopper's own stored cards");
        }
      } else if (shopper === "paid" && session.shopperReference && session.storePaymentMethodMode === "enabled") {
        const card = use.card ?? { brand: "visa", lastFour: "1111", expiryMonth: "03", expiryYear: "2030" };
        const id = crypto.randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase();
        tokens.set(id, { id, shopperReference: session.shopperReference, ...card });
      }
      session.status = { paid: "completed", refused: "refused", canceled: "canceled", pending: "paymentPending" }[shopper] as FakeSession["status"];
      session.result = `Ab02b4c0!${crypto.randomUUID()}`;
      if (shopper === "paid") session.pspReference = `PSP${crypto.randomUUID().replace(/-/g, "").slice(0, 13).toUpperCase()}`;
      const back = new URL(session.returnUrl);
      back.searchParams.set("sessionId", session.id);
      back.searchParams.set("sessionResult", session.result);
      return back;
    },
    /** A standard webhook (AUTHORISATION unless another event is named) as Adyen signs and sends it. */
    async webhook(sessionId: string, success: boolean, reason = "", hmacKey = FAKE_ADYEN.hmacKey, eventCode = "AUTHORISATION") {
      const session = sessions.get(sessionId)!;
      const item: Record<string, any> = {
        pspReference: session.pspReference ?? `PSP${sessionId.slice(2, 15)}`,
        merchantAccountCode: FAKE_ADYEN.merchantAccount,
        merchantReference: session.reference,
        amount: session.amount,
        eventCode,
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
      return replay(path, request.headers.get("Idempotency-Key"), () =>
        route(request.method, new URL(request.url), body, request.headers.get("X-API-Key")),
      );
    },
  };
}

/** The worker's environment with Adyen configured to talk to the fake. */
export const withFakeAdyen = <T extends object>(bindings: T) => ({
  ...bindings,
  ADYEN_API_KEY: FAKE_ADYEN.apiKey,
  ADYEN_MERCHANT_ACCOUNT: FAKE_ADYEN.merchantAccount,
  ADYEN_CHECKOUT_BASE: FAKE_ADYEN.base,
  ADYEN_HMAC_KEY: FAKE_ADYEN.hmacKey,
});

/** A fresh fake Adyen for each test of the file (fakePerTest). */
export function fakeAdyenPerTest(): () => ReturnType<typeof fakeAdyen> {
  return fakePerTest(fakeAdyen, FAKE_ADYEN.base);
}
