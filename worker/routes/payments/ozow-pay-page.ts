import { Hono } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "../../env";
import { minorPrice } from "../../services/orders/orders-store";
import { translatorFor } from "../../services/translator";
import { pageAttempt, providerPage, unknownPaymentPage } from "./provider-page";

/**
 * /payment/ozow/{paymentId}: Ozow charges in South African rand, so before the shopper leaves
 * for Ozow the shop shows what Ozow will charge — the amount due converted at the rate stored
 * with the attempt — and only then links on to Ozow's page for this attempt.
 */
export const ozowPayPage = new Hono<AppEnv>();

ozowPayPage.get("/:paymentId", async (c) => {
  const { ctx } = c.var;
  const t = await translatorFor(ctx.language);
  const found = await pageAttempt(c.env.DB, "ozow", c.req.param("paymentId"));
  const { payment, order } = found ?? {};
  if (!payment || !order || payment.settle_currency !== "ZAR" || !payment.settle_amount_minor || !payment.settle_rate) {
    return c.html(unknownPaymentPage(ctx.language, t, "ozow"), 404);
  }
  const due = minorPrice(payment.amount_minor, order.currency).formatted;
  const rand = new Intl.NumberFormat(ctx.language, { style: "currency", currency: "ZAR" }).format(payment.settle_amount_minor / 100);
  const rate = new Intl.NumberFormat(ctx.language, { maximumFractionDigits: 4 }).format(payment.settle_rate);
  const next =
    payment.status === "pending" && payment.provider_url
      ? html`<p><a class="button primary" href="${payment.provider_url}" rel="noreferrer">${t("ozow.continue", { amount: rand })}</a></p>`
      : html`<p role="status">${t("ozow.done")}</p>`;
  return c.html(
    providerPage(
      ctx.language,
      t("ozow.title"),
      html`<h1>${t("ozow.title")}</h1>
        <p>${t("ozow.intro")}</p>
        <dl>
          <dt>${t("ozow.order")}</dt>
          <dd>${order.order_number}</dd>
          <dt>${t("ozow.due")}</dt>
          <dd>${due}</dd>
          <dt>${t("ozow.rate", { currency: order.currency })}</dt>
          <dd>${rate}</dd>
          <dt>${t("ozow.amount")}</dt>
          <dd data-testid="ozow-amount">${rand}</dd>
        </dl>
        ${next}
        <p><a href="/">${t("ozow.back")}</a></p>`,
    ),
  );
});
