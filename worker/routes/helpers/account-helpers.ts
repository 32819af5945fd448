import type { Context, MiddlewareHandler } from "hono";
import { setCookie } from "hono/cookie";
import { API_CODE } from "~/shared/api-envelope";
import { COOKIE } from "~/shared/cookies";
import { storeOrigin } from "~/shared/stores";
import { storeDomains } from "../../config";
import type { AppEnv } from "../../env";
import { clientIp, fail } from "../../http";
import { cookieOptions, writeSessionCookie } from "../../middleware/request-context";
import type { Customer } from "../../services/customers/customers";
import { overLimit, type Counted } from "../../services/account/limits";
import { mergeGuestData } from "../../services/account/merge-guest";
import type { TwoWayLimit } from "../../services/rate-limit";
import type { AccountScope } from "../../services/account/scope";
import { createSession, revokeSession } from "../../services/account/sessions";
import { translatorFor } from "../../services/translator";

type C = Context<AppEnv>;

export const translate = (c: C) => translatorFor(c.var.ctx.language);

export function scopeOf(c: C): AccountScope {
  const { store, language, url } = c.var.ctx;
  return { env: c.env, store, language, origin: storeOrigin(store.key, url, storeDomains(c.env)) };
}

/** The signed-in customer's id (the signedIn middleware has made sure there is one). */
export const customerIdOf = (c: C) => Number(c.var.ctx.session.customerId);

/** Calls that need a customer answer 40001, which sends the shopper to /login. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.ctx.session.customerId) return fail(c, API_CODE.signInRequired, (await translate(c))("account.signInRequired"));
  await next();
};

/** Counts the call; a 429 with Retry-After and a message saying how long to wait when over a limit. */
export async function tooMany(c: C, counted: Counted[]): Promise<Response | null> {
  return tooManyFor(c, await overLimit(c.env.DB, counted));
}

/** The 429 for a wait already counted (the counters went in the write's own batch), or null for none. */
export async function tooManyFor(c: C, waitSeconds: number): Promise<Response | null> {
  if (!waitSeconds) return null;
  const t = await translate(c);
  c.header("Retry-After", String(waitSeconds));
  return fail(c, API_CODE.tooMany, t("account.tooMany", { minutes: Math.max(1, Math.ceil(waitSeconds / 60)) }));
}

/** Counts a two-way limit for this client's address and `own` (its visitor id or email hash). */
export const tooManyFrom = (c: C, limit: TwoWayLimit, own: string) =>
  tooMany(c, [
    [limit.ip, clientIp(c)],
    [limit.own, own],
  ]);

/**
 * Signs the browser in as `customer`: a server-side session, the visitor's wishlist, cart and
 * guest orders for the account's address joined to the account, the sealed he-token with customerId, email and the
 * session id, and he-username. Session-length cookies, or 30 days with "remember me".
 */
export async function signInAs(c: C, customer: Customer, remember: boolean) {
  const { uuid, sid: previous } = c.var.ctx.session;
  // Signing in over another session (another account, say) ends that one.
  if (previous) await revokeSession(c.env.DB, previous);
  const session = await createSession(c.env.DB, customer.id, remember);
  await mergeGuestData(c.env.DB, uuid, customer);
  await writeSessionCookie(c, { uuid, email: customer.email, customerId: String(customer.id), sid: session.id }, remember);
  const options = cookieOptions(c);
  setCookie(c, COOKIE.username, displayName(customer), { ...options, maxAge: remember ? options.maxAge : undefined });
}

export const displayName = (customer: Pick<Customer, "firstName" | "email">) => customer.firstName || customer.email.split("@")[0];

/** Work the answer must not wait for (sending email), so its timing reveals nothing. */
export function inBackground(c: C, label: string, work: Promise<unknown>) {
  c.executionCtx.waitUntil(work.catch((error) => console.error(`${label} failed`, error)));
}
