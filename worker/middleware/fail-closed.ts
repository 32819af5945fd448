import type { MiddlewareHandler } from "hono";
import { storeForUrl } from "~/shared/stores";
import { isDevelopment, isLocalHost, secretProblem, storeDomains } from "../config";
import type { AppEnv, Env } from "../env";
import { translatorFor } from "../services/translator";

/**
 * Provider API bases that name a provider's test environment. Production refuses them unless
 * PAYMENTS_TEST_MODE=1 (a staging shop that wants real test cards). One line per provider.
 */
const TEST_BASES: readonly { variable: keyof Env; testHost: RegExp }[] = [
  { variable: "PAYPAL_API_BASE", testHost: /(^|\.)sandbox\.paypal\.com$/ },
  { variable: "ADYEN_CHECKOUT_BASE", testHost: /(^|[.-])test\.adyen(payments)?\.com$/ },
  { variable: "SEZZLE_API_BASE", testHost: /(^|\.)sandbox\.[a-z.]*sezzle\.com$/ },
  { variable: "DLOCAL_API_BASE", testHost: /(^|\.)sandbox\.dlocal\.com$/ },
];
// (Ozow has no test host: its test mode is the request's IsTest flag, which follows isDevelopment.)

function testBaseProblems(env: Env): string[] {
  if (env.PAYMENTS_TEST_MODE === "1") return [];
  const problems: string[] = [];
  for (const { variable, testHost } of TEST_BASES) {
    const value = env[variable];
    if (typeof value !== "string" || !value) continue;
    let host: string;
    try {
      host = new URL(value).hostname;
    } catch {
      problems.push(`${variable} is not a URL`);
      continue;
    }
    if (testHost.test(host)) problems.push(`${variable} points at a test environment (${host}); set PAYMENTS_TEST_MODE=1 if that is deliberate`);
  }
  // Adyen's default base is its test API: live needs the account's own prefixed URL.
  if (env.ADYEN_API_KEY && !env.ADYEN_CHECKOUT_BASE)
    problems.push("ADYEN_API_KEY is set without ADYEN_CHECKOUT_BASE, which defaults to Adyen's test API");
  return problems;
}

/**
 * What the settings alone refuse, kept per bindings object: the runtime hands an isolate the
 * same one for every request, so the check runs once (a start hook, which workers lack).
 */
const settingsVerdicts = new WeakMap<Env, string[]>();
const logged = new Set<string>();

function settingsProblems(env: Env): string[] {
  let problems = settingsVerdicts.get(env);
  if (!problems) {
    problems = [secretProblem(env), ...testBaseProblems(env)].filter((p): p is string => Boolean(p));
    settingsVerdicts.set(env, problems);
  }
  return problems;
}

/**
 * Why this request must not be served, or none. Development on a localhost host may fall back
 * to the committed dev secret; development anywhere else (a LAN address) needs one of its own.
 */
function refusalReasons(env: Env, hostname: string): string[] {
  if (!isDevelopment(env)) return settingsProblems(env);
  const problem = isLocalHost(hostname) ? null : secretProblem(env);
  return problem ? [problem] : [];
}

/**
 * Unsafe settings fail closed: rather than sign tokens with the public dev secret or charge
 * through a provider's test environment, every request answers a plain 503 and the reason is
 * logged once per isolate (docs/decisions/0007-production-and-development.md).
 */
export function failClosed(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Only development asks which host it is (a URL parsed on every request otherwise).
    const reasons = refusalReasons(c.env, isDevelopment(c.env) ? new URL(c.req.url).hostname : "");
    if (reasons.length === 0) return next();
    const url = new URL(c.req.url);
    for (const reason of reasons) {
      if (logged.has(reason)) continue;
      logged.add(reason);
      console.error(`Refusing every request: ${reason} (ENVIRONMENT=${JSON.stringify(c.env.ENVIRONMENT ?? "")})`);
    }
    // The page runs no script: its CSP allows none inline.
    c.set("cspScriptSources", []);
    const store = storeForUrl(url, { domains: storeDomains(c.env) });
    const t = await translatorFor(store.language);
    const message = t("error.server");
    return c.html(`<!doctype html><html lang="${store.language}"><meta charset="utf-8"><title>503</title><p>${message}</p></html>`, 503, {
      "Cache-Control": "no-store",
      "Retry-After": "300",
    });
  };
}
