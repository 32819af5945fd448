import { json, receive, type FakeCall } from "./fake-http";

/**
 * A local Ozow for the adapter's tests, following Ozow's published contract for what the
 * adapter uses: the payment request posted to the pay host (SiteCode, CountryCode,
 * CurrencyCode, Amount, TransactionReference, BankReference, the four URLs and IsTest, signed
 * with HashCheck = SHA-512 of their lower-cased concatenation plus the private key) answered
 * with a redirect to Ozow's page; GetTransactionByReference with the ApiKey header; the
 * notification (its fields in order plus the private key, hashed the same way); and refunds
 * (a token for the API key, then refunds/submit). The test decides what the shopper did with
 * `finish`.
 */
export const FAKE_OZOW = {
  pay: "https://pay.ozow.fake",
  api: "https://api.ozow.fake",
  siteCode: "HEL-SITE-1",
  privateKey: "OzowPrivateKey123",
  apiKey: "ozow-api-key",
};

const REQUEST_FIELDS = [
  "SiteCode",
  "CountryCode",
  "CurrencyCode",
  "Amount",
  "TransactionReference",
  "BankReference",
  "CancelUrl",
  "ErrorUrl",
  "SuccessUrl",
  "NotifyUrl",
  "IsTest",
];
const NOTIFY_FIELDS = [
  "SiteCode",
  "TransactionId",
  "TransactionReference",
  "Amount",
  "Status",
  "Optional1",
  "Optional2",
  "Optional3",
  "Optional4",
  "Optional5",
  "CurrencyCode",
  "IsTest",
  "StatusMessage",
];

async function hashOf(values: string[], key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-512", new TextEncoder().encode((values.join("") + key).toLowerCase()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

type OzowStatus = "Complete" | "Cancelled" | "Error" | "Abandoned" | "Pending" | "PendingInvestigation";

interface FakeTransaction {
  transactionId: string;
  reference: string;
  amount: string;
  currency: string;
  fields: Record<string, string>;
  status: OzowStatus | null;
}

export function fakeOzow() {
  const transactions = new Map<string, FakeTransaction>();
  const calls: FakeCall[] = [];
  const refunds: { transactionId: string; amount: number }[] = [];

  async function route(request: Request, path: string, text: string, body: any): Promise<Response> {
    const url = new URL(request.url);
    if (url.origin === FAKE_OZOW.pay && request.method === "POST") {
      const form = new URLSearchParams(text);
      const fields = Object.fromEntries(REQUEST_FIELDS.map((f) => [f, form.get(f) ?? ""]));
      const valid =
        fields.SiteCode === FAKE_OZOW.siteCode &&
        fields.CountryCode === "ZA" &&
        fields.CurrencyCode === "ZAR" &&
        /^\d+\.\d{2}$/.test(fields.Amount) &&
        fields.TransactionReference &&
        /^[A-Za-z0-9 -]{1,20}$/.test(fields.BankReference) &&
        form.get("HashCheck") === (await hashOf(Object.values(fields), FAKE_OZOW.privateKey));
      // Ozow shows its own error page for a request it does not accept.
      if (!valid) return new Response("<h1>Invalid request</h1>", { status: 200, headers: { "Content-Type": "text/html" } });
      const transactionId = crypto.randomUUID();
      transactions.set(fields.TransactionReference, {
        transactionId,
        reference: fields.TransactionReference,
        amount: fields.Amount,
        currency: "ZAR",
        fields,
        status: null,
      });
      return new Response(null, { status: 302, headers: { Location: `${FAKE_OZOW.pay}/${transactionId}/Secure` } });
    }
    if (url.origin !== FAKE_OZOW.api) return json(404, {});
    if (path === "/token" && request.method === "POST") {
      const form = new URLSearchParams(text);
      if (
        request.headers.get("ApiKey") !== FAKE_OZOW.apiKey ||
        form.get("grant_type") !== "password" ||
        form.get("SiteCode") !== FAKE_OZOW.siteCode
      ) {
        return json(401, { error: "invalid_client" });
      }
      return json(200, { access_token: "ozow-token", token_type: "bearer", expires_in: 1199 });
    }
    if (path === "/GetTransactionByReference" && request.method === "GET") {
      if (request.headers.get("ApiKey") !== FAKE_OZOW.apiKey) return json(401, { Message: "Authorization has been denied for this request." });
      if (url.searchParams.get("siteCode") !== FAKE_OZOW.siteCode) return json(200, []);
      const t = transactions.get(url.searchParams.get("transactionReference") ?? "");
      if (!t?.status) return json(200, []);
      return json(200, [
        {
          transactionId: t.transactionId,
          merchantCode: "HEL",
          siteCode: FAKE_OZOW.siteCode,
          transactionReference: t.reference,
          currencyCode: t.currency,
          amount: Number(t.amount),
          status: t.status,
          statusMessage: "",
          createdDate: new Date().toISOString(),
          paymentDate: t.status === "Complete" ? new Date().toISOString() : null,
        },
      ]);
    }
    if (path === "/secure/refunds/submit" && request.method === "POST") {
      if (request.headers.get("Authorization") !== "Bearer ozow-token")
        return json(401, { Message: "Authorization has been denied for this request." });
      const answers = [];
      for (const r of body as { TransactionId: string; Amount: string; RefundReason: string; HashCheck: string }[]) {
        const known = [...transactions.values()].find((t) => t.transactionId === r.TransactionId && t.status === "Complete");
        const hashOk = r.HashCheck === (await hashOf([r.TransactionId, String(r.Amount), r.RefundReason], FAKE_OZOW.privateKey));
        const errors = !known
          ? ["Transaction not found"]
          : !hashOk
            ? ["Invalid hash"]
            : Number(r.Amount) > Number(known.amount)
              ? ["Amount exceeds transaction"]
              : [];
        if (!errors.length) refunds.push({ transactionId: r.TransactionId, amount: Number(r.Amount) });
        answers.push({
          refundId: errors.length ? null : crypto.randomUUID(),
          transactionId: r.TransactionId,
          refundAmount: Number(r.Amount),
          errors,
        });
      }
      return json(200, answers);
    }
    return json(404, { Message: "No HTTP resource was found that matches the request URI." });
  }

  return {
    calls,
    transactions,
    refunds,
    /** The shopper ends on Ozow's page; answers where Ozow sends them back. */
    finish(reference: string, status: OzowStatus): URL {
      const t = transactions.get(reference)!;
      t.status = status;
      return new URL(status === "Complete" ? t.fields.SuccessUrl : status === "Cancelled" ? t.fields.CancelUrl : t.fields.ErrorUrl);
    },
    /** Ozow's notification post for a transaction, hashed with `key`. */
    async notification(reference: string, key = FAKE_OZOW.privateKey, override: Record<string, string> = {}) {
      const t = transactions.get(reference)!;
      const fields: Record<string, string> = {
        SiteCode: FAKE_OZOW.siteCode,
        TransactionId: t.transactionId,
        TransactionReference: t.reference,
        Amount: t.amount,
        Status: t.status ?? "Pending",
        Optional1: "",
        Optional2: "",
        Optional3: "",
        Optional4: "",
        Optional5: "",
        CurrencyCode: "ZAR",
        IsTest: t.fields.IsTest,
        StatusMessage: "",
        ...override,
      };
      const hash = await hashOf(
        NOTIFY_FIELDS.map((f) => fields[f]),
        key,
      );
      return new URLSearchParams({ ...fields, Hash: hash }).toString();
    },
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const { request, text, body, path } = await receive(calls, input, init);
      return route(request, path, text, body);
    },
  };
}
