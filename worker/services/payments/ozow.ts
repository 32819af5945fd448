import { apiPrefix, isDevelopment } from "../../config";
import type { Env } from "../../env";
import { constantTimeSameText } from "../bytes";
import { sha512Hex } from "./hmac";
import { providerAttempt, providerReply, statusFromReturn, type PaymentOutcome, type ProviderAttempt } from "./provider";
import { requiredSettings, whenConfigured } from "./provider-api";

/**
 * Ozow ("Pay by bank", South Africa). Ozow charges in rand only, so the attempt carries the
 * amount due converted into ZAR when it was written (payments.ts `settlementFor`); the shop
 * shows that amount on its own page (/payment/ozow/{id}) before sending the shopper on.
 *
 * Starting posts the payment request (SiteCode … IsTest, signed with HashCheck: SHA-512 of the
 * lower-cased concatenation of the fields in order plus the private key) to Ozow's pay host,
 * which answers with a redirect to the shopper's payment page. A return to /payback/ozow only
 * names the attempt; the verdict is Ozow's own record (GetTransactionByReference with the
 * ApiKey header), which must be this site's, this attempt's, in ZAR and for exactly the
 * converted amount. Notifications carry a Hash over their fields plus the private key; they
 * are believed only when it holds, and even then the outcome is read from Ozow's record.
 * Refunds go through Ozow's refund API (a token, then refunds/submit). Configured by
 * OZOW_SITE_CODE, OZOW_PRIVATE_KEY and OZOW_API_KEY.
 */
const HOSTS = { pay: "https://pay.ozow.com", api: "https://api.ozow.com" };

interface OzowConfig {
  siteCode: string;
  privateKey: string;
  apiKey: string;
  pay: string;
  api: string;
}

/** A transaction as GetTransactionByReference answers it. */
interface OzowTransaction {
  transactionId?: string;
  siteCode?: string;
  transactionReference?: string;
  currencyCode?: string;
  amount?: number;
  status?: string;
}

/** The notification's fields, in the order Ozow hashes them. */
const NOTIFICATION_FIELDS = [
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
] as const;

class OzowUnavailable extends Error {}

function configOf(env: Env): OzowConfig | null {
  const keys = requiredSettings(env, { siteCode: "OZOW_SITE_CODE", privateKey: "OZOW_PRIVATE_KEY", apiKey: "OZOW_API_KEY" });
  const trim = (url: string) => url.replace(/\/$/, "");
  return keys && { ...keys, pay: trim(env.OZOW_PAY_BASE || HOSTS.pay), api: trim(env.OZOW_API_BASE || HOSTS.api) };
}

/** Ozow's HashCheck: SHA-512 of the values in order and the private key, lower-cased. */
const ozowHash = (values: readonly string[], privateKey: string) => sha512Hex(`${values.join("")}${privateKey}`.toLowerCase());

/** Minor units as Ozow writes amounts: two decimals with a point. */
const decimal = (minor: number) => (minor / 100).toFixed(2);

async function transactions(config: OzowConfig, reference: string): Promise<OzowTransaction[]> {
  const query = new URLSearchParams({ siteCode: config.siteCode, transactionReference: reference });
  const response = await fetch(`${config.api}/GetTransactionByReference?${query}`, {
    headers: { ApiKey: config.apiKey, Accept: "application/json" },
  });
  const { status, json } = await providerReply(response, () => new OzowUnavailable(`Ozow status query: ${response.status}`));
  if (status >= 300) return [];
  return Array.isArray(json) ? (json as OzowTransaction[]) : [];
}

/**
 * Ozow's record of an attempt: paid only by a Complete transaction of this site for this
 * attempt, in ZAR, for the converted amount. A record that is this attempt's but disagrees on
 * the money settles nothing (null); no transaction, or only cancelled or failed ones, is a
 * failure the shopper can pay again after.
 */
async function recordOf(config: OzowConfig, payment: ProviderAttempt): Promise<{ outcome: PaymentOutcome; transactionId?: string } | null> {
  if (payment.settle_currency !== "ZAR" || !payment.settle_amount_minor) return null;
  const mine = (await transactions(config, payment.id)).filter((t) => t.transactionReference === payment.id && t.siteCode === config.siteCode);
  const complete = mine.find((t) => t.status === "Complete");
  if (complete) {
    const matches = complete.currencyCode === "ZAR" && Math.round(Number(complete.amount) * 100) === payment.settle_amount_minor;
    return matches ? { outcome: "success", transactionId: complete.transactionId } : null;
  }
  if (mine.some((t) => t.status === "Pending" || t.status === "PendingInvestigation")) return { outcome: "pending" };
  return { outcome: "failure" };
}

export const ozowProvider = whenConfigured(configOf, (config) => ({
  key: "ozow",
  settlementCurrency: "ZAR",

  async start(env, p) {
    if (!p.settlement || p.settlement.currency !== "ZAR") throw new Error(`Ozow payment ${p.paymentId} has no ZAR amount`);
    const back = `${p.origin}/payback/ozow?paymentId=${p.paymentId}`;
    const fields: [string, string][] = [
      ["SiteCode", config.siteCode],
      ["CountryCode", "ZA"],
      ["CurrencyCode", "ZAR"],
      ["Amount", decimal(p.settlement.amountMinor)],
      ["TransactionReference", p.paymentId],
      // What the shopper's bank statement shows: letters, digits, spaces and dashes, 20 at most.
      ["BankReference", p.orderNumber.replace(/[^A-Za-z0-9 -]/g, "").slice(0, 20)],
      ["CancelUrl", back],
      ["ErrorUrl", back],
      ["SuccessUrl", back],
      ["NotifyUrl", `${p.origin}${apiPrefix(env)}payment/webhook/ozow`],
      ["IsTest", isDevelopment(env) ? "true" : "false"],
    ];
    const hashCheck = await ozowHash(
      fields.map(([, value]) => value),
      config.privateKey,
    );
    const response = await fetch(`${config.pay}/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([...fields, ["HashCheck", hashCheck]]),
      redirect: "manual",
    });
    const location = response.headers.get("Location");
    if (response.status < 300 || response.status >= 400 || !location) throw new OzowUnavailable(`Ozow payment request: ${response.status}`);
    // The shopper sees the rand amount on the shop's page first, then goes on to Ozow's.
    return { redirectUrl: `/payment/ozow/${p.paymentId}`, providerUrl: new URL(location, config.pay).href };
  },

  async handleReturn(env, query) {
    const payment = await providerAttempt(env.DB, "ozow", query.get("paymentId") ?? "");
    if (!payment) return null;
    const record = await recordOf(config, payment);
    return record ? { paymentId: payment.id, outcome: record.outcome, providerReference: record.transactionId } : null;
  },

  async handleWebhook(env, request) {
    const form = new URLSearchParams(await request.text());
    const given = form.get("Hash") ?? form.get("HashCheck") ?? "";
    const expected = await ozowHash(
      NOTIFICATION_FIELDS.map((name) => form.get(name) ?? ""),
      config.privateKey,
    );
    if (!given || !constantTimeSameText(expected, given.toLowerCase()) || form.get("SiteCode") !== config.siteCode) return null;
    const payment = await providerAttempt(env.DB, "ozow", form.get("TransactionReference") ?? "");
    const transactionId = form.get("TransactionId") ?? "";
    if (!payment || !transactionId) return null;
    // The notification says something happened; what happened is read from Ozow's record.
    const record = await recordOf(config, payment);
    if (!record) return null;
    // One event per state of Ozow's record (a Pending notification is followed by the final one).
    return {
      eventId: `${transactionId}:${record.outcome}`,
      paymentId: payment.id,
      outcome: record.outcome,
      providerReference: record.transactionId,
    };
  },

  status(env, attempt) {
    return statusFromReturn(this, env, attempt, true);
  },

  async refund(env, payment, amountMinor) {
    const row = await providerAttempt(env.DB, "ozow", payment.id);
    if (!row?.provider_reference || !row.settle_amount_minor) throw new Error(`no Ozow transaction for payment ${payment.id}`);
    // Ozow gives back rand: the whole converted amount, or the same share of it.
    const zar = amountMinor === row.amount_minor ? row.settle_amount_minor : Math.round((row.settle_amount_minor * amountMinor) / row.amount_minor);
    const tokenReply = await fetch(`${config.api}/token`, {
      method: "POST",
      headers: { ApiKey: config.apiKey, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "password", SiteCode: config.siteCode }),
    });
    const token = await providerReply(tokenReply, () => new OzowUnavailable(`Ozow token: ${tokenReply.status}`));
    if (token.status >= 300 || typeof token.json.access_token !== "string") throw new OzowUnavailable(`Ozow token: ${token.status}`);
    const reason = `Refund ${payment.id}`;
    const refund = {
      TransactionId: row.provider_reference,
      Amount: decimal(zar),
      RefundReason: reason,
      HashCheck: await ozowHash([row.provider_reference, decimal(zar), reason], config.privateKey),
    };
    const submitted = await fetch(`${config.api}/secure/refunds/submit`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token.json.access_token}`, Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify([refund]),
    });
    const { status, json } = await providerReply(submitted, () => new OzowUnavailable(`Ozow refund: ${submitted.status}`));
    const answer = Array.isArray(json) ? (json[0] as { refundId?: string; errors?: string[] } | undefined) : undefined;
    if (status >= 300 || !answer?.refundId || answer.errors?.length)
      throw new OzowUnavailable(`Ozow refund: ${status} ${answer?.errors?.join("; ") ?? ""}`);
    return { reference: answer.refundId };
  },
}));
