import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { AppEnv } from "../env";
import { sameOrigin } from "../middleware/same-origin";
import { findOrderById, minorPrice } from "../services/checkout/orders-store";
import { findPayment } from "../services/payments/payments";
import { isPaymentId, recordSandboxDecision, sandboxReturnPath, SANDBOX_OUTCOMES, type SandboxOutcome } from "../services/payments/sandbox";
import { translatorFor } from "../services/translator";

/**
 * The sandbox provider's own payment page (/payment/sandbox/{paymentId}). It stands where a
 * real provider's hosted page would: plain HTML from the worker, no shop chrome, no script.
 * Its buttons record the decision in the sandbox ledger and send the shopper back to
 * /payback/sandbox with a signed outcome.
 */
export const sandboxPayPage = new Hono<AppEnv>();
sandboxPayPage.use("*", sameOrigin());

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef1f5;color:#1d1b19;margin:0;padding:32px 16px}
main{max-width:460px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 4px 16px rgb(0 0 0/.12)}
h1{font-size:1.25rem;margin:0 0 8px}p{line-height:1.5}.badge{display:inline-block;background:#1f5fa8;color:#fff;border-radius:4px;padding:2px 8px;font-size:.75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{color:#5c5650}dd{margin:0;font-weight:600}
form{margin:8px 0}button{width:100%;min-height:44px;font:inherit;border-radius:4px;border:1px solid #1d1b19;background:#fff;cursor:pointer}
button.primary{background:#1e7a3a;border-color:#1e7a3a;color:#fff}button:focus-visible{outline:3px solid #1f5fa8;outline-offset:2px}`;

const page = (lang: string, title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${raw(STYLE)}</style></head><body><main>${body}</main></body></html>`;

sandboxPayPage.get("/:paymentId", async (c) => {
  const { ctx } = c.var;
  const t = await translatorFor(ctx.language);
  const id = c.req.param("paymentId");
  const payment = isPaymentId(id) ? await findPayment(c.env.DB, id) : null;
  const order = payment?.provider === "sandbox" ? await findOrderById(c.env.DB, payment.order_id) : null;
  if (!payment || !order) {
    return c.html(page(ctx.language, t("sandbox.title"), html`<h1>${t("sandbox.title")}</h1><p>${t("sandbox.unknown")}</p><p><a href="/">${t("sandbox.back")}</a></p>`), 404);
  }
  const amount = minorPrice(payment.amount_minor, order.currency).formatted;
  const button = (outcome: SandboxOutcome, label: string, primary = false) =>
    html`<form method="post"><input type="hidden" name="outcome" value="${outcome}"><button type="submit"${raw(primary ? ' class="primary"' : "")}>${label}</button></form>`;
  const decided =
    payment.status !== "pending"
      ? html`<p role="status">${t("sandbox.done")}</p>`
      : html`${button("success", t("sandbox.success"), true)}${button("failure", t("sandbox.failure"))}${button("insufficientFunds", t("sandbox.insufficient"))}`;
  return c.html(
    page(
      ctx.language,
      t("sandbox.title"),
      html`<span class="badge">${t("sandbox.badge")}</span><h1>${t("sandbox.title")}</h1><p>${t("sandbox.intro")}</p>
<dl><dt>${t("sandbox.order")}</dt><dd>${order.order_number}</dd><dt>${t("sandbox.method")}</dt><dd>${t(`payment.method.${payment.method}`)}</dd>
<dt>${t("sandbox.amount")}</dt><dd data-testid="sandbox-amount">${amount}</dd></dl>${decided}`,
    ),
  );
});

sandboxPayPage.post("/:paymentId", async (c) => {
  const id = c.req.param("paymentId");
  const form = await c.req.parseBody();
  const outcome = SANDBOX_OUTCOMES.find((o) => o === form.outcome);
  const payment = isPaymentId(id) ? await findPayment(c.env.DB, id) : null;
  if (!payment || payment.provider !== "sandbox" || !outcome) return c.text("Unknown payment or outcome", 400);
  const decided = await recordSandboxDecision(c.env.DB, id, outcome);
  return c.redirect(await sandboxReturnPath(c.env, id, decided), 303);
});
