import { Hono, type Context } from "hono";
import type { AppEnv } from "../../env";
import { appSecret } from "../../config";
import { escapeHtml } from "../../services/html-escape";
import { confirmSubscription, openConfirmToken } from "../../services/newsletter/subscribe";
import { translatorFor, type Translate } from "../../services/translator";

/**
 * /newsletter/confirm?token=…: the link of the double opt-in mail. Opening it only shows a
 * button, and the button's form post confirms: mail scanners that open every link of a message
 * must not subscribe anybody (docs/decisions/1303-newsletter-double-opt-in.md).
 */
export const newsletterConfirmRoutes = new Hono<AppEnv>();

function page(c: Context<AppEnv>, t: Translate, status: 200 | 400, body: string) {
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex");
  c.header("Referrer-Policy", "no-referrer");
  const title = escapeHtml(t("newsletter.confirm.title"));
  return c.html(
    `<!doctype html><html lang="${escapeHtml(c.var.ctx.language)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${title}</title><main><h1>${title}</h1>${body}<p><a href="/">${escapeHtml(t("newsletter.confirm.home"))}</a></p></main></html>`,
    status,
  );
}

const invalid = (c: Context<AppEnv>, t: Translate) => page(c, t, 400, `<p role="alert">${escapeHtml(t("newsletter.confirm.invalid"))}</p>`);

newsletterConfirmRoutes.get("/", async (c) => {
  const t = await translatorFor(c.var.ctx.language);
  const token = c.req.query("token") ?? "";
  const email = await openConfirmToken(appSecret(c.env), token);
  if (!email) return invalid(c, t);
  return page(
    c,
    t,
    200,
    `<p>${escapeHtml(t("newsletter.confirm.body", { email }))}</p><form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
      `<button type="submit">${escapeHtml(t("newsletter.confirm.button"))}</button></form>`,
  );
});

newsletterConfirmRoutes.post("/", async (c) => {
  const t = await translatorFor(c.var.ctx.language);
  const form = await c.req.parseBody().catch(() => null);
  const token = typeof form?.token === "string" ? form.token : "";
  const email = await openConfirmToken(appSecret(c.env), token);
  if (!email || !(await confirmSubscription(c.env.DB, email))) return invalid(c, t);
  return page(c, t, 200, `<p role="status">${escapeHtml(t("newsletter.confirm.done", { email }))}</p>`);
});
