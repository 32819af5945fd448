import { Hono } from "hono";
import { html, raw } from "hono/html";
import { isDevelopment } from "../../config";
import type { AppEnv, Env } from "../../env";
import { sameOrigin } from "../../middleware/same-origin";
import { minorPrice } from "../../services/orders/orders-store";
import { findOrderById } from "../../services/orders/orders-store";
import { findPayment, type PaymentRow } from "../../services/payments/payments";
import { shopperReferenceOf } from "../../services/payments/stored-cards";
import {
  isPaymentId,
  recordSandboxCard,
  recordSandboxDecision,
  sandboxReturnPath,
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
} from "../../services/payments/sandbox";
import { translatorFor } from "../../services/translator";
import { pageAttempt, providerPage, unknownPaymentPage } from "./provider-page";

/**
 * The sandbox provider's own payment page (/payment/sandbox/{paymentId}). It stands where a
 * real provider's hosted page would: plain HTML from the worker, no shop chrome, no script.
 * Its buttons record the decision in the sandbox ledger and send the shopper back to
 * /payback/sandbox with a signed outcome.
 */
export const sandboxPayPage = new Hono<AppEnv>();
// Production has no sandbox: its page does not exist (docs/decisions/0201-payment-providers-in-production.md).
sandboxPayPage.use("*", (c, next) => (isDevelopment(c.env) ? next() : Promise.resolve(c.text("Not Found", 404))));
sandboxPayPage.use("*", sameOrigin());

sandboxPayPage.get("/:paymentId", async (c) => {
  const { ctx } = c.var;
  const t = await translatorFor(ctx.language);
  const found = await pageAttempt(c.env.DB, "sandbox", c.req.param("paymentId"));
  if (!found) return c.html(unknownPaymentPage(ctx.language, t, "sandbox"), 404);
  const { payment, order } = found;
  const amount = minorPrice(payment.amount_minor, order.currency).formatted;
  const button = (outcome: SandboxOutcome, label: string, primary = false) =>
    html`<form method="post">
      <input type="hidden" name="outcome" value="${outcome}" /><button type="submit" ${raw(primary ? ' class="primary"' : "")}>${label}</button>
    </form>`;
  const decided =
    payment.status !== "pending"
      ? html`<p role="status">${t("sandbox.done")}</p>`
      : html`${button("success", t("sandbox.success"), true)}${button("failure", t("sandbox.failure"))}${button("insufficientFunds", t("sandbox.insufficient"))}`;
  return c.html(
    providerPage(
      ctx.language,
      t("sandbox.title"),
      html`<span class="badge">${t("sandbox.badge")}</span>
        <h1>${t("sandbox.title")}</h1>
        <p>${t("sandbox.intro")}</p>
        <dl>
          <dt>${t("sandbox.order")}</dt>
          <dd>${order.order_number}</dd>
          <dt>${t("sandbox.method")}</dt>
          <dd>${t(`payment.method.${payment.method}`)}</dd>
          <dt>${t("sandbox.amount")}</dt>
          <dd data-testid="sandbox-amount">${amount}</dd>
        </dl>
        ${decided}`,
    ),
  );
});

/** The shopper asked to save the card: the sandbox's vault keeps its test card for them, as Adyen would. */
async function keepTestCard(env: Env, payment: PaymentRow) {
  const order = await findOrderById(env.DB, payment.order_id);
  if (!order?.customer_id) return;
  await recordSandboxCard(env.DB, payment.id, await shopperReferenceOf(env, order.customer_id));
}

sandboxPayPage.post("/:paymentId", async (c) => {
  const id = c.req.param("paymentId");
  const form = await c.req.parseBody();
  const outcome = SANDBOX_OUTCOMES.find((o) => o === form.outcome);
  const payment = isPaymentId(id) ? await findPayment(c.env.DB, id) : null;
  if (!payment || payment.provider !== "sandbox" || !outcome) return c.text("Unknown payment or outcome", 400);
  const decided = await recordSandboxDecision(c.env.DB, id, outcome);
  if (decided === "success" && payment.save_card) await keepTestCard(c.env, payment);
  return c.redirect(await sandboxReturnPath(c.env, id, decided), 303);
});
