import { escapeHtml } from "../html-escape";
import { STORES, storeOrigin, type StoreKey } from "~/shared/stores";
import { toLocale } from "~/shared/i18n-config";
import { pathTo } from "~/shared/url-scheme";
import { storeDomains } from "../../config";
import type { Env } from "../../env";
import { mailFrom, sendMail, type Mail } from "./mailer";
import { translatorFor, type Translate } from "../translator";
import { sendStagePaidMail } from "./custom-jewelry-email";
import { orderLines, toSummary, type OrderLineRow, type OrderRow } from "../orders/orders-store";

/**
 * The order confirmation, in the language the order was placed in, through the same mailer
 * as the account emails (the EMAIL binding; locally also kept in the KV outbox that
 * `node scripts/mail.mjs` writes to .mail/).
 */

function orderConfirmationMail(t: Translate, order: ReturnType<typeof toSummary>, brand: string, trackUrl: string): Mail {
  const rows = order.lines.map((l) => `${l.quantity} × ${l.title}${l.size ? ` (${l.size})` : ""} — ${l.lineTotal.formatted}`);
  const totals = [
    `${t("summary.subtotal")}: ${order.subtotal.formatted}`,
    ...(order.discount.amount > 0 ? [`${t("summary.discount")}: -${order.discount.formatted}`] : []),
    ...(order.jewelSafe.amount > 0 ? [`${t("summary.jewelSafe")}: ${order.jewelSafe.formatted}`] : []),
    `${t("summary.shipping")}: ${order.shipping.amount > 0 ? order.shipping.formatted : t("summary.free")}`,
    ...(order.tariffInsurance && order.tariffInsurance.amount > 0 ? [`${t("summary.tariffInsurance")}: ${order.tariffInsurance.formatted}`] : []),
    `${t("summary.total")}: ${order.total.formatted}`,
    ...(order.wallet.amount > 0 ? [`${t("summary.wallet")}: -${order.wallet.formatted}`] : []),
  ];
  const intro = t("mail.order.intro", { orderNumber: order.orderNumber });
  const track = t("mail.order.track", { url: trackUrl });
  const signature = t("mail.order.signature", { brand });
  const text = [intro, "", ...rows, "", ...totals, "", track, "", signature].join("\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join("")}</ul>`,
    `<p>${totals.map(escapeHtml).join("<br>")}</p>`,
    `<p>${escapeHtml(track)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join("\n");
  return { to: order.email, subject: t("mail.order.subject", { brand, orderNumber: order.orderNumber }), text, html };
}

/** `current` is the URL of the request that settled the payment; links go to the order's own store. `lines`: the order's lines when already read. */
export async function sendOrderConfirmation(env: Env, order: OrderRow, current: URL, lines?: OrderLineRow[]): Promise<void> {
  const { store, t, trackUrl } = await orderMailContext(env, order, current);
  const summary = toSummary(order, lines ?? (await orderLines(env.DB, order.id)));
  await sendMail(env, mailFrom(env, store.brandDomain), orderConfirmationMail(t, summary, store.seriesName, trackUrl));
  // A custom-jewelry stage's order also tells where the request now stands.
  await sendStagePaidMail(env, order, current);
}

/** What every email about an order needs: its store, its language's catalogue and its tracking link. */
export async function orderMailContext(env: Env, order: Pick<OrderRow, "store" | "language" | "order_number">, current: URL) {
  const store = STORES[order.store as StoreKey] ?? STORES.us;
  const origin = storeOrigin(store.key, current, storeDomains(env));
  const t = await translatorFor(toLocale(order.language) ?? store.language);
  const trackUrl = `${origin}${pathTo("trackOrder", {}, { orderNumber: order.order_number })}`;
  return { store, origin, t, trackUrl };
}
