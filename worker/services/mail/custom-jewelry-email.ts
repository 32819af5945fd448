import { stageDue } from "~/shared/custom-requests";
import { toLocale } from "~/shared/i18n-config";
import { STORES, storeOrigin, type StoreKey } from "~/shared/stores";
import { pathTo } from "~/shared/url-scheme";
import { storeDomains } from "../../config";
import type { Env } from "../../env";
import { mailFrom, sendMail, type Mail } from "./mailer";
import { escapeHtml } from "../html-escape";
import { translatorFor, type Translate } from "../translator";
import type { CustomRequestView } from "~/shared/custom-request-types";
import type { OrderRow } from "../orders/orders-store";
import { findRequestByNumber, requestView, type CustomRequestRow } from "../custom-jewelry/requests-store";

/**
 * The shopper's email at every step of a custom request, in the request's language, with the
 * link to pay the stage now due; and the store's copy of each new request, sent to the
 * store's `customjewelry` contact (through the same mailer as order emails).
 */
function customStatusMail(t: Translate, view: CustomRequestView, brand: string, origin: string): Mail {
  const status = t(`custom.status.${view.status}`);
  const due = stageDue(view.status);
  const stage = due ? view.stages.find((s) => s.stage === due && s.payUrl) : null;
  const lines = [
    t("mail.custom.hello", { name: view.name }),
    "",
    t(`custom.mail.${view.status}`, { number: view.requestNumber }),
    ...(stage?.payUrl
      ? ["", t("mail.custom.pay", { stage: t(`custom.stage.${stage.stage}`), amount: stage.amount.formatted, url: `${origin}${stage.payUrl}` })]
      : []),
    ...(view.status === "shipped" && view.trackingNumber ? ["", t("mail.custom.tracking", { tracking: view.trackingNumber })] : []),
    "",
    t("mail.custom.follow", { url: `${origin}${pathTo("accountCustomRequest", {}, { requestNumber: view.requestNumber })}` }),
    "",
    t("mail.order.signature", { brand }),
  ];
  return {
    to: view.email,
    subject: t("mail.custom.subject", { brand, number: view.requestNumber, status }),
    text: lines.join("\n"),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("\n"),
  };
}

/** The store's copy of a new request, in English for the merchant. */
function storeCopyMail(view: CustomRequestView, to: string, origin: string): Mail {
  const lines = [
    `New custom jewelry request ${view.requestNumber} (${view.store})`,
    "",
    `Name: ${view.name}`,
    `Email: ${view.email}`,
    `Country: ${view.country}`,
    `Type: ${view.pieceType}`,
    `Material: ${view.material || "-"}`,
    `Stone: ${view.stone || "-"}`,
    ...(view.productCode ? [`Reference product: ${view.productCode}`] : []),
    "",
    view.details,
    "",
    ...view.media.map((m) => `${origin}${m.large}`),
  ];
  return { to, subject: `Custom request ${view.requestNumber}: ${view.pieceType} for ${view.name}`, text: lines.join("\n") };
}

/** Sends the shopper's email for the request's current status (and the store's copy of a new one). */
export async function sendCustomMail(env: Env, request: Pick<CustomRequestRow, "request_number">, current: URL): Promise<void> {
  const row = await findRequestByNumber(env.DB, request.request_number);
  if (!row) return;
  const store = STORES[row.store as StoreKey] ?? STORES.us;
  const origin = storeOrigin(store.key, current, storeDomains(env));
  const t = await translatorFor(toLocale(row.language) ?? store.language);
  const view = await requestView(env.DB, row);
  const from = mailFrom(env, store.brandDomain);
  await sendMail(env, from, customStatusMail(t, view, store.seriesName, origin));
  if (row.status === "requested") await sendMail(env, from, storeCopyMail(view, store.customJewelry.email, origin));
}

/** After an order's payment settled: the stage it paid gets its email. */
export async function sendStagePaidMail(env: Env, order: { order_type: string; custom_made_param: string | null; store: string }, current: URL) {
  if (order.order_type !== "custommade" || !order.custom_made_param) return;
  const owner = await env.DB.prepare(
    "SELECT r.request_number FROM custom_payment_requests p JOIN custom_requests r ON r.id = p.custom_request_id WHERE p.param = ? AND p.store = ?",
  )
    .bind(order.custom_made_param, order.store)
    .first<{ request_number: string }>();
  if (owner) await sendCustomMail(env, owner, current);
}

/** The shopper's email when the shop asks for a price difference on their order, in the order's language. */
export async function sendDifferenceMail(
  env: Env,
  order: Pick<OrderRow, "order_number" | "store" | "language" | "email">,
  difference: { reason: string; amount: string; link: string },
) {
  const store = STORES[order.store as StoreKey] ?? STORES.us;
  const t = await translatorFor(toLocale(order.language) ?? store.language);
  const brand = store.seriesName;
  const lines = [
    t("mail.difference.intro", { orderNumber: order.order_number, amount: difference.amount, reason: difference.reason }),
    "",
    t("mail.difference.pay", { url: difference.link }),
    "",
    t("mail.order.signature", { brand }),
  ];
  await sendMail(env, mailFrom(env, store.brandDomain), {
    to: order.email,
    subject: t("mail.difference.subject", { brand, orderNumber: order.order_number }),
    text: lines.join("\n"),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("\n"),
  });
}
