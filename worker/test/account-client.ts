import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach } from "vitest";
import type { Envelope } from "~/shared/api-envelope";
import { createWorker, type PageRenderer } from "../app";
import { OUTBOX_PREFIX } from "../services/mail/mailer";
import { handlePayback } from "../services/payments/payback";

/**
 * A browser for worker tests: keeps the cookies the worker sets (and drops the ones it
 * deletes), sends them back, and calls `account/*` the way the client's api() does —
 * through the whole worker, waiting for its background work (email) to finish.
 */
const worker = createWorker(async (_request, _env, ctx) => Response.json({ customerId: ctx.session.customerId, email: ctx.session.email }));

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly ip = `ip-${crypto.randomUUID()}`;

  private readonly worker: ReturnType<typeof createWorker>;

  /** `bindings`: the worker's environment (a test may add a provider's settings); `renderer`: pages other than the who-am-I echo. */
  constructor(
    readonly origin = "http://us.localhost",
    readonly bindings: typeof env = env,
    renderer?: PageRenderer,
  ) {
    this.worker = renderer ? createWorker(renderer) : worker;
  }

  async fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("CF-Connecting-IP", headers.get("CF-Connecting-IP") ?? this.ip);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const execution = createExecutionContext();
    const response = await this.worker.fetch(new Request(`${this.origin}${path}`, { ...init, headers }), this.bindings, execution);
    await waitOnExecutionContext(execution);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(/;\s*/);
      const name = pair.slice(0, pair.indexOf("="));
      const deleted = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (deleted) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(name.length + 1));
    }
    return response;
  }

  async api<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.fetch(`/api/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: this.origin, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    return { status: response.status, envelope, response };
  }

  /** Who the worker thinks this browser is, read through a page request. */
  async whoAmI() {
    return (await (await this.fetch("/")).json()) as { customerId: string; email: string };
  }
}

/** The newest email in the local outbox for `to`, as .eml text. */
export async function lastMailTo(to: string): Promise<string | null> {
  const { keys } = await env.KV.list<{ to: string }>({ prefix: OUTBOX_PREFIX });
  const mine = keys.filter((k) => k.metadata?.to.toLowerCase() === to.toLowerCase());
  return mine.length ? env.KV.get(mine[mine.length - 1].name) : null;
}

export async function mailCount(to: string): Promise<number> {
  const { keys } = await env.KV.list<{ to: string }>({ prefix: OUTBOX_PREFIX });
  return keys.filter((k) => k.metadata?.to.toLowerCase() === to.toLowerCase()).length;
}

/** The six-digit code of the newest email to `to`. */
export async function lastCodeTo(to: string): Promise<string> {
  const mail = await lastMailTo(to);
  const code = mail?.match(/^(\d{6})\r?$/m)?.[1];
  if (!code) throw new Error(`No code mailed to ${to}`);
  return code;
}

export const newEmail = (label = "shopper") => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = "Velvet-Moonstone-42";

/** Registers and confirms an account; the browser ends up signed in. */
export async function registered(browser: TestBrowser, email = newEmail(), password = PASSWORD) {
  const started = await browser.api("account/register", { email, password, confirmPassword: password, agreePrivacy: true });
  if (started.status !== 200) throw new Error(`register: ${JSON.stringify(started.envelope)}`);
  const confirmed = await browser.api("account/confirmRegistration", { email, code: await lastCodeTo(email) });
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.envelope)}`);
  return { email, password };
}

/** A customer row straight in D1, for service tests that need an owner. */
export async function newCustomerId(): Promise<number> {
  const { insertCustomer } = await import("../services/customers/customers");
  const customer = await insertCustomer(env.DB, {
    email: newEmail("service"),
    firstName: "",
    lastName: "",
    password: { hash: "x", salt: "y", iterations: 1 },
    store: "us",
    language: "en",
    newsletter: false,
  });
  return customer!.id;
}

/** A new customer row for each test of the file (newCustomerId); the getter gives the current one's id. */
export function customerPerTest(): () => number {
  let current = 0;
  beforeEach(async () => {
    current = await newCustomerId();
  });
  return () => current;
}

/** Pays an order's sandbox attempt as the shopper would, and settles the return as /payback does. */
export async function payInSandboxAs(browser: TestBrowser, paymentUrl: string, origin: string) {
  const response = await browser.fetch(paymentUrl, {
    method: "POST",
    body: new URLSearchParams({ outcome: "success" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
  });
  const back = new URL(response.headers.get("Location") ?? "", origin);
  await handlePayback(env, "sandbox", back.searchParams, back, () => {});
}
