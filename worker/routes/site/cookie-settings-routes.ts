import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { API_CODE } from "~/shared/api-envelope";
import { acceptedFromForm, consentCookieLine, makeConsent, withdraws } from "~/shared/consent";
import { withdrawnCookieLines } from "~/shared/cookie-list";
import { pathTo } from "~/shared/url-scheme";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { cookieOptions } from "../../middleware/request-context";
import { sameOrigin } from "../../middleware/same-origin";
import { randomId } from "../../services/bytes";
import { recordConsent } from "../../services/consent-records";
import { translatorFor } from "../../services/translator";

/**
 * The cookie settings form ("our cookies"). Without JavaScript it is a plain form post
 * answered with a redirect back to the page; the page's script posts the same form and asks
 * for JSON. Either way `cc_cookie` is written exactly as the banner writes it, and cookies
 * of withdrawn categories expire in the same answer.
 */
export const cookieSettingsRoutes = new Hono<AppEnv>();

cookieSettingsRoutes.use("*", sameOrigin());

cookieSettingsRoutes.post("/", async (c) => {
  const wantsJson = (c.req.header("Accept") ?? "").includes("application/json");
  const form = await c.req.parseBody().catch(() => null);
  const accepted = form ? acceptedFromForm(form) : null;
  if (!accepted) {
    const t = await translatorFor(c.var.ctx.language);
    return fail(c, API_CODE.badRequest, t("cookieSettings.invalid"));
  }
  const before = c.var.ctx.consent;
  // The consent id is random and new for a browser that has none: it links its records and nothing else.
  const record = makeConsent(accepted, new Date(), before?.id ?? randomId(12));
  await recordConsent(c.env.DB, {
    record,
    store: c.var.ctx.store.key,
    source: form?.source === "banner" ? "banner" : "settings",
    kind: withdraws(before, record) ? "withdrawal" : "grant",
  });
  const { secure } = cookieOptions(c);
  c.header("Set-Cookie", consentCookieLine(record, secure), { append: true });
  for (const line of withdrawnCookieLines(record.categories, Object.keys(getCookie(c)), secure)) {
    c.header("Set-Cookie", line, { append: true });
  }
  c.header("Cache-Control", "private, no-store");
  if (wantsJson) return ok(c, { consent: record });
  return c.redirect(pathTo("cookieSettings", {}, { saved: 1 }), 303);
});
