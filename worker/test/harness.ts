import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { Envelope } from "~/shared/api-envelope";
import { createWorker, type PageRenderer } from "../app";
import { appSecret } from "../config";
import type { Env } from "../env";
import type { RequestContext } from "../request-context-type";
import { sealToken } from "../services/session-token";

/**
 * Worker integration tests call the real Hono app (every middleware, real D1/KV/R2) with a
 * small page renderer in place of React Router, whose pages the end-to-end journeys cover.
 */

/** A plain HTML page that uses this request's nonce the way the real document does. */
export const htmlPage: PageRenderer = async (_request, _env, ctx) =>
  new Response(`<!doctype html><html lang="${ctx.language}"><title>t</title><script nonce="${ctx.nonce}">0</script></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

/** A page renderer that fails the way a broken loader would, with internals in its message. */
export const brokenPage: PageRenderer = async () => {
  throw new TypeError("renderer exploded at client/root.tsx:3");
};

/** What the edge decided about the visitor, as JSON, so tests can read the request context. */
interface ContextEcho {
  store: string;
  country: string;
  language: string;
  currency: string;
  shipCountry: string;
  session: RequestContext["session"];
  askConsent: boolean;
  nonce: string;
}

const contextEcho: PageRenderer = async (_request, _env, ctx) =>
  Response.json({
    store: ctx.store.key,
    country: ctx.country,
    language: ctx.language,
    currency: ctx.currency,
    shipCountry: ctx.shipCountry,
    session: ctx.session,
    askConsent: ctx.askConsent,
    nonce: ctx.nonce,
  } satisfies ContextEcho);

export interface SendOptions extends RequestInit {
  renderer?: PageRenderer;
  /** Bindings and variables to change for this call (e.g. ENVIRONMENT, STORE_DOMAINS). */
  env?: Partial<Env>;
}

const workers = new Map<PageRenderer, ReturnType<typeof createWorker>>();

/** One request through the whole worker; waits for its background work too. */
export async function send(url: string, options: SendOptions = {}): Promise<Response> {
  const { renderer = htmlPage, env: overrides, ...init } = options;
  let worker = workers.get(renderer);
  if (!worker) workers.set(renderer, (worker = createWorker(renderer)));
  const execution = createExecutionContext();
  const response = await worker.fetch(new Request(url, init), { ...env, ...overrides }, execution);
  await waitOnExecutionContext(execution);
  return response;
}

/** The request context the edge computed for a page request. */
export async function contextFor(url: string, options: Omit<SendOptions, "renderer"> = {}) {
  const response = await send(url, { ...options, renderer: contextEcho });
  return { response, ctx: (await response.json()) as ContextEcho };
}

export const ORIGIN = "http://us.localhost";

/** A fresh client key per call, so the rate limits of one test never touch another. */
export const freshIp = () => `test-${crypto.randomUUID()}`;

/** POSTs JSON to an API path (`index/subscribe`) the way the browser's api() does. */
export async function callApi<T = unknown>(
  path: string,
  body?: unknown,
  options: SendOptions & { origin?: string; headers?: Record<string, string> } = {},
) {
  const { origin = ORIGIN, headers, ...rest } = options;
  const response = await send(`${origin}/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": freshIp(), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    ...rest,
  });
  const text = await response.text();
  return { response, status: response.status, text, envelope: JSON.parse(text) as Envelope<T> };
}

/** Set-Cookie headers by cookie name, with their attributes. */
export function setCookies(response: Response): Map<string, { value: string; attributes: string[] }> {
  const cookies = new Map<string, { value: string; attributes: string[] }>();
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(/;\s*/);
    const index = pair.indexOf("=");
    cookies.set(pair.slice(0, index), { value: pair.slice(index + 1), attributes: attributes.map((a) => a.toLowerCase()) });
  }
  return cookies;
}

/** The Cookie header a browser would send back after these responses. */
export function cookieHeader(...responses: Response[]): string {
  const jar = new Map<string, string>();
  for (const response of responses) for (const [name, { value }] of setCookies(response)) jar.set(name, value);
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The cookies of a returning guest: who they are is in the sealed token, he-uuid only shows it. */
export async function guestCookies(uuid: string): Promise<string> {
  return `he-uuid=${uuid}; he-token=${await sealToken({ uuid, email: "", customerId: "" }, appSecret(env))}`;
}
