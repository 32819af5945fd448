import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { parseConsent, shouldAskConsent } from "~/shared/consent";
import { COOKIE, cookieMaxAgeSeconds } from "~/shared/cookies";
import { detectDevice, type DeviceType } from "~/shared/device";
import { toLocale } from "~/shared/i18n-config";
import { isCurrency } from "~/shared/money";
import { storeForUrl, visitorCountry, type StoreKey } from "~/shared/stores";
import type { AppEnv } from "../env";
import type { RequestContext } from "../request-context-type";
import { sessionState, type SessionState } from "../services/account/sessions";
import { openToken, sealToken, type SessionClaims } from "../services/session-token";
import { apiPrefix, appSecret, isLocalHost, isProduction, storeDomains } from "../config";
import { toBase64 } from "../services/bytes";
import { holdWritesUntil, readWithNextTrip, sendWaitingReads } from "../services/d1/request-database";
import { sessionStart } from "./d1-session-start";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COUNTRY_RE = /^[A-Z]{2}$/;

function nonce(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(16)));
}

function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, "").trim() || undefined;
}

/** Options for every cookie the edge writes (lifetimes from shared/cookies.ts; Secure except on localhost). */
export function cookieOptions(c: Context<AppEnv>, days?: number) {
  return {
    path: "/",
    sameSite: "Lax" as const,
    secure: !isLocalHost(new URL(c.req.url).hostname),
    maxAge: cookieMaxAgeSeconds(days),
  };
}

export async function writeSessionCookie(c: Context<AppEnv>, claims: SessionClaims, remember: boolean) {
  const token = await sealToken(claims, appSecret(c.env));
  const options = cookieOptions(c);
  setCookie(c, COOKIE.token, token, { ...options, httpOnly: true, maxAge: remember ? options.maxAge : undefined });
  c.set("setsCookies", true);
  return token;
}

/**
 * The Set-Cookie lines the request context prepared, for a response built outside Hono (a
 * page). Asked only when it set one: reading `c.res` makes Hono build a response of its own
 * and copy it into the page's again, on every request.
 */
export const preparedCookies = (c: Context<AppEnv>): string[] => (c.var.setsCookies ? c.res.headers.getSetCookie() : []);

/**
 * Requests whose session check rides their first D1 round trip instead of taking one of its
 * own (docs/decisions/1340-d1-sessions.md, addendum 2026-11-28): a shopper's page, which
 * `deliverPage` renders and then answers only once the check says the session is active
 * (writes wait for it meanwhile), and order/create, whose first trip counts its budget only
 * for an active session and which settles the check before anything else. Everything else
 * checks first, as before.
 */
function checkRides(c: Context<AppEnv>): "page" | "order" | null {
  const path = new URL(c.req.url).pathname;
  const base = apiPrefix(c.env);
  if (c.req.method === "POST" && path === `${base}order/create`) return "order";
  if (path.startsWith(base) || (c.req.method !== "GET" && c.req.method !== "HEAD")) return null;
  return sessionStart(c.req.method, path, base.slice(0, -1)) === "nearest" ? "page" : null;
}

/** Serves the rest of the request as the anonymous visitor `state` says the session is (revoked: the cookie goes too). */
async function signedOut(c: Context<AppEnv>, state: Exclude<SessionState, "active">): Promise<string> {
  const session: SessionClaims = { uuid: c.var.ctx?.session.uuid ?? "", email: "", customerId: "" };
  if (c.var.ctx) c.var.ctx.session = session;
  if (state !== "revoked") return "";
  deleteCookie(c, COOKIE.username, { path: "/" });
  c.set("setsCookies", true);
  return writeSessionCookie(c, session, true);
}

/**
 * The verdict of a session check that rode the request's first trip (`checkRides`): true when
 * the session is active; otherwise the context is the anonymous visitor's from now on (the
 * token renewed when it was revoked), and whatever was prepared for the session is not to be shown.
 */
export async function settleSession(c: Context<AppEnv>): Promise<boolean> {
  const pending = c.var.sessionCheck;
  if (!pending) return true;
  c.set("sessionCheck", undefined);
  sendWaitingReads(c.env.DB);
  const state = await pending;
  // What is asked from now on is for the visitor the verdict leaves (writes held before it keep their refusal).
  holdWritesUntil(c.env.DB, undefined);
  if (state === "active") return true;
  const token = await signedOut(c, state);
  if (token) c.var.ctx.token = token;
  return false;
}

export function requestContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const production = isProduction(c.env);
    const store = storeForUrl(url, { domains: storeDomains(c.env), byPort: c.env.ENVIRONMENT === "development" });
    const cf = c.req.header("CF-IPCountry");
    const country = visitorCountry(cf, store);
    const secret = appSecret(c.env);

    // Parsed once: asking for each cookie by name parses the whole header again.
    const cookies: Partial<Record<string, string>> = getCookie(c);
    // A token from Authorization (API clients) wins over the cookie (browsers).
    const sentToken = bearer(c.req.header("Authorization")) ?? cookies[COOKIE.token];
    const opened = await openToken(sentToken, secret);
    // Who the visitor is comes from the sealed token only: its uuid owns the guest's cart,
    // wishlist, orders and Continue. The he-uuid cookie and the uuid header are hints the
    // client displays; anybody can send somebody else's, so they decide nothing. Without a
    // valid token the visitor is new: a fresh uuid, sealed in a fresh token, as if they came for the first time.
    const sealed = opened && UUID_RE.test(opened.uuid) ? opened : null;
    const uuid = sealed?.uuid ?? crypto.randomUUID();
    const anonymous: SessionClaims = { uuid, email: "", customerId: "" };
    let session: SessionClaims = sealed ?? anonymous;
    let tokenIsCurrent = Boolean(sealed);
    // A signed-out, expired or revoked session (password change elsewhere) reads as anonymous.
    const rides = session.customerId ? checkRides(c) : null;
    if (rides) {
      const { DB } = c.env;
      const claims = session;
      const check = readWithNextTrip(DB, () => sessionState(DB, claims));
      if (rides === "page")
        holdWritesUntil(
          DB,
          check.then((state) => state === "active"),
        );
      c.set("sessionCheck", check);
    } else if (session.customerId) {
      const state = await sessionState(c.env.DB, session);
      if (state !== "active") session = anonymous;
      if (state === "revoked") {
        tokenIsCurrent = false;
        deleteCookie(c, COOKIE.username, { path: "/" });
        c.set("setsCookies", true);
      }
    }

    const language = toLocale(c.req.header("languageCode")) ?? toLocale(cookies[COOKIE.lang]) ?? store.language;
    const sentCurrency = c.req.header("currency") ?? cookies[COOKIE.currency];
    const currency = isCurrency(sentCurrency) ? sentCurrency : store.currency;
    const sentShip = (c.req.header("shipCountryIso") ?? cookies[COOKIE.shipToCountry] ?? "").toUpperCase();
    const shipCountry = COUNTRY_RE.test(sentShip) ? sentShip : country;
    const consent = parseConsent(cookies[COOKIE.consent]);
    const webpHeader = c.req.header("isSupportWebp");
    const webp = webpHeader ? webpHeader === "1" : (c.req.header("Accept") ?? "").includes("image/webp");

    // Made when first read: an answer from the page cache carries no nonce, and only a
    // rendered page asks for the device.
    let madeNonce: string | undefined;
    let device: DeviceType | undefined;
    const ctx: RequestContext = {
      store,
      url,
      country,
      language,
      currency,
      shipCountry,
      session,
      token: tokenIsCurrent && sentToken ? sentToken : "",
      consent,
      askConsent: shouldAskConsent({ consent, country, store: store.key as StoreKey }),
      get device() {
        return (device ??= detectDevice(c.req.header("User-Agent")));
      },
      webp,
      get nonce() {
        return (madeNonce ??= nonce());
      },
      production,
      requestId: c.var.requestId,
      giftCode: cookies[COOKIE.giftCode] ?? null,
      campaignCoupon: cookies[COOKIE.couponCode] ?? null,
      headerInfo: {
        cfCountry: cf ?? "",
        referer: c.req.header("Referer") ?? "",
        shopperIp: c.req.header("CF-Connecting-IP") ?? "",
        host: url.host,
        ipCountry: country,
      },
    };

    // The hint follows the token, so the client shows the uuid it really is.
    if (cookies[COOKIE.uuid] !== uuid) {
      setCookie(c, COOKIE.uuid, uuid, cookieOptions(c));
      c.set("setsCookies", true);
    }
    if (!tokenIsCurrent) ctx.token = await writeSessionCookie(c, session, true);
    c.set("ctx", ctx);
    await next();
    // A route that never asked (a sitemap, the cookie settings): its answer shows nothing of the
    // session, but a revoked one still loses its cookie.
    if (c.var.sessionCheck) await settleSession(c);
  };
}
