import { Hono, type Context } from "hono";
import { setCookie } from "hono/cookie";
import { API_CODE } from "~/shared/api-envelope";
import { COOKIE } from "~/shared/cookies";
import { toLocale } from "~/shared/i18n-config";
import { isCurrency } from "~/shared/money";
import {
  freightBody,
  headDataBody,
  noBody,
  nodeErrorBody,
  preferencesBody,
  shortLinkCreateBody,
  subscribeBody,
  ticketBody,
  urlRestoreBody,
} from "~/shared/schemas/index-api";
import { specStoreFields, storeOrigin } from "~/shared/stores";
import type { AppEnv } from "../../env";
import { BadRequest, clientIp, fail, ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { cookieOptions } from "../../middleware/request-context";
import { listCountries } from "../../services/countries";
import { freightOptions, freightSettings } from "../../services/freight";
import { getHeadMeta } from "../../services/head-data";
import { confirmToken, subscribePending } from "../../services/newsletter/subscribe";
import { newsletterConfirmMail } from "../../services/mail/newsletter-email";
import { mailFrom, sendMail } from "../../services/mail/mailer";
import { sha256Hex } from "../../services/bytes";
import { inBackground, tooMany } from "../helpers/account-helpers";
import { hit, RATE_LIMITS } from "../../services/rate-limit";
import { getRates } from "../../services/rates";
import { createShortLink, ownPath, restoreShortLink } from "../../services/short-links";
import { recordNodeError } from "../../services/site-events";
import { logClientError } from "../../services/operate/log";
import { createTicket } from "../../services/tickets/create";
import { translatorFor } from "../../services/translator";
import { appSecret, storeDomains } from "../../config";
import { cartCount } from "../../services/cart-count";
import { historyRoutes } from "./history-routes";

/** `index/*` calls of docs/architecture.md#api. */
export const indexRoutes = new Hono<AppEnv>();

indexRoutes.post("/headData", validBody(headDataBody), async (c) => {
  const { path } = c.req.valid("json");
  const { store, language, session } = c.var.ctx;
  const [meta, cartNum] = await Promise.all([getHeadMeta(c.env, store.key, language, path), cartCount(c.env.DB, session, store.key)]);
  return ok(c, {
    meta,
    head: {
      store: { icon: "/favicon.svg", ...specStoreFields(store) },
      cartNum,
    },
  });
});

indexRoutes.post("/countries", validBody(noBody), async (c) => {
  return ok(c, await listCountries(c.env.DB));
});

/**
 * The newsletter's answer to a bad address is a whole sentence of its own, so it carries no
 * field prefix; the field is still named in data.fields.
 */
async function subscribeRefused(c: Context<AppEnv>, error: BadRequest) {
  if (!error.fields?.email) throw error;
  const message = (await translatorFor(c.var.ctx.language))(error.fields.email);
  return fail(c, API_CODE.badRequest, message, { email: message });
}

indexRoutes.post("/subscribe", validBody(subscribeBody, subscribeRefused), async (c) => {
  const t = await translatorFor(c.var.ctx.language);
  const { email } = c.req.valid("json");
  // Per address (IPv6 by /64) and per email: each sign-up may send a mail.
  const limited = await tooMany(c, [
    [RATE_LIMITS.subscribe, clientIp(c)],
    [RATE_LIMITS.subscribeEmail, await sha256Hex(email.toLowerCase())],
  ]);
  if (limited) return limited;
  const { store, language } = c.var.ctx;
  try {
    const { pending } = await subscribePending(c.env.DB, { email, store: store.key, language });
    if (pending) {
      const url = new URL(`/newsletter/confirm?token=${await confirmToken(appSecret(c.env), email)}`, c.req.url).href;
      const mail = newsletterConfirmMail(t, email, store.seriesName, url);
      inBackground(c, "newsletter confirmation", sendMail(c.env, mailFrom(c.env, store.brandDomain), mail));
    }
  } catch (error) {
    console.error("subscribe failed", error);
    return fail(c, API_CODE.serverError, t("newsletter.failed"));
  }
  // The same answer whether or not the address was already on the list: it tells nobody who is.
  return ok(c, { email }, t("newsletter.confirmSent"));
});

indexRoutes.post("/urlRestore", validBody(urlRestoreBody), async (c) => {
  const { code } = c.req.valid("json");
  const url = await restoreShortLink(c.env.KV, code);
  if (!url) return fail(c, API_CODE.notFound, "Short link not found");
  return ok(c, { url });
});

indexRoutes.post("/shortLink", validBody(shortLinkCreateBody), async (c) => {
  const { url } = c.req.valid("json");
  const { ctx } = c.var;
  const path = ownPath(url, storeOrigin(ctx.store.key, ctx.url, storeDomains(c.env)));
  if (!path) return fail(c, API_CODE.badRequest, "url: Only links to this shop can be shortened", { url: "foreign" });
  if (!(await hit(c.env.DB, RATE_LIMITS.shortLink, clientIp(c)))) {
    return fail(c, API_CODE.tooMany, "Too many short links, try later");
  }
  const key = await createShortLink(c.env.KV, path);
  return ok(c, { key, url: `/surl/${key}` });
});

indexRoutes.post("/nodeError", validBody(nodeErrorBody), async (c) => {
  const body = c.req.valid("json");
  if (!(await hit(c.env.DB, RATE_LIMITS.nodeError, clientIp(c)))) {
    return fail(c, API_CODE.tooMany, "Too many error reports");
  }
  await recordNodeError(c.env.DB, { ...body, store: c.var.ctx.store.key });
  logClientError(c.var.requestId, { ...body, store: c.var.ctx.store.key });
  return ok(c, null);
});

indexRoutes.post("/freight", validBody(freightBody), async (c) => {
  const body = c.req.valid("json");
  const { ctx } = c.var;
  const [rates, settings] = await Promise.all([getRates(c.env.DB), freightSettings(c.env.DB, ctx.store.key)]);
  const country = body.country ?? ctx.shipCountry;
  const options = freightOptions({ country, subtotal: body.subtotal, currency: ctx.currency, rates, settings });
  return ok(c, { country, currency: ctx.currency, options });
});

indexRoutes.post("/preferences", validBody(preferencesBody), async (c) => {
  const body = c.req.valid("json");
  const language = body.language === undefined ? undefined : toLocale(body.language);
  if (body.language !== undefined && !language) {
    return fail(c, API_CODE.badRequest, "language: Unknown language", { language: "unknown" });
  }
  if (body.currency !== undefined && !isCurrency(body.currency)) {
    return fail(c, API_CODE.badRequest, "currency: Unknown currency", { currency: "unknown" });
  }
  const options = cookieOptions(c);
  if (language) setCookie(c, COOKIE.lang, language, options);
  if (body.currency) setCookie(c, COOKIE.currency, body.currency, options);
  if (body.shipCountry) setCookie(c, COOKIE.shipToCountry, body.shipCountry.toUpperCase(), options);
  return ok(c, { language, currency: body.currency, shipCountry: body.shipCountry?.toUpperCase() });
});

indexRoutes.post("/ticket", validBody(ticketBody), async (c) => {
  const body = c.req.valid("json");
  const { ctx } = c.var;
  const t = await translatorFor(ctx.language);
  if (!(await hit(c.env.DB, RATE_LIMITS.ticket, clientIp(c)))) {
    return fail(c, API_CODE.tooMany, t("ticket.tooMany"));
  }
  const ticketNumber = await createTicket(c.env.DB, { ...body, store: ctx.store.key, language: ctx.language });
  return ok(c, { ticketNumber }, t("ticket.created", { ticketNumber }));
});

indexRoutes.route("/", historyRoutes);
