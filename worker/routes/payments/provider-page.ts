import { html, raw } from "hono/html";
import { findOrderById } from "../../services/orders/orders-store";
import { findPayment } from "../../services/payments/payments";
import { isPaymentId } from "../../services/payments/sandbox";

/**
 * The shell of a payment page the worker serves itself (the sandbox provider's page, the Ozow
 * amount page): plain HTML, no shop chrome, no script.
 */
const STYLE = `body{font-family:system-ui,sans-serif;background:#eef1f5;color:#1d1b19;margin:0;padding:32px 16px}
main{max-width:460px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 4px 16px rgb(0 0 0/.12)}
h1{font-size:1.25rem;margin:0 0 8px}p{line-height:1.5}.badge{display:inline-block;background:#1f5fa8;color:#fff;border-radius:4px;padding:2px 8px;font-size:.75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{color:#5c5650}dd{margin:0;font-weight:600}
form{margin:8px 0}button,a.button{display:block;box-sizing:border-box;width:100%;min-height:44px;font:inherit;border-radius:4px;border:1px solid #1d1b19;background:#fff;cursor:pointer;text-align:center;line-height:42px;color:inherit;text-decoration:none}
button.primary,a.primary{background:#1e7a3a;border-color:#1e7a3a;color:#fff}button:focus-visible,a:focus-visible{outline:3px solid #1f5fa8;outline-offset:2px}`;

export const providerPage = (lang: string, title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;

/** The attempt a payment page names and its order, only if the attempt is `provider`'s. */
export async function pageAttempt(db: D1Database, provider: string, id: string) {
  const payment = isPaymentId(id) ? await findPayment(db, id) : null;
  const order = payment?.provider === provider ? await findOrderById(db, payment.order_id) : null;
  return payment && order ? { payment, order } : null;
}

/** The page for an attempt that does not exist (or is not this provider's). */
export const unknownPaymentPage = (lang: string, t: (key: string) => string, area: "sandbox" | "ozow") =>
  providerPage(
    lang,
    t(`${area}.title`),
    html`<h1>${t(`${area}.title`)}</h1>
      <p>${t(`${area}.unknown`)}</p>
      <p><a href="/">${t(`${area}.back`)}</a></p>`,
  );
