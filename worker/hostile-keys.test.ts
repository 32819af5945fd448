import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { COOKIE } from "~/shared/cookies";
import { buildApp } from "./app";
import { registered, TestBrowser } from "./test/account-client";
import { staffBrowser } from "./test/admin-client";
import { htmlPage, ORIGIN, send } from "./test/harness";

/**
 * No key a visitor sends may reach an object prototype: every cookie, header, query parameter,
 * path parameter and JSON field the shop reads gets the names of Object.prototype's members,
 * on every route of the app, and nothing may answer 5xx. The cases come from the app's own
 * route table and the schemas its routes validate with, so a new route is covered unasked.
 */
const HOSTILE = ["__proto__", "constructor", "toString", "hasOwnProperty"] as const;

/** Every source file of the worker and the pages' server code, to find what they read. */
const SOURCES = Object.values(
  import.meta.glob(["./**/*.ts", "../client/**/*.server.ts", "../shared/**/*.ts", "!./**/*.test.ts", "!../**/*.test.ts"], {
    query: "?raw",
    import: "default",
    eager: true,
  }) as Record<string, string>,
).join("\n");

/** The shared schemas by export name; a factory (orderCreateSchema) is called with no countries. */
const SCHEMAS = new Map<string, z.ZodType>();
for (const module of Object.values(
  import.meta.glob(["../shared/schemas/*.ts", "!../shared/schemas/*.test.ts"], { eager: true }) as Record<string, Record<string, unknown>>,
)) {
  for (const [name, value] of Object.entries(module)) {
    const schema = typeof value === "function" && /Schema$/.test(name) ? (value as (c: never[]) => unknown)([]) : value;
    if (schema instanceof z.ZodType) SCHEMAS.set(name, schema);
  }
}

/**
 * `router.post("/path", … readBody(c, someBody) …)`, a typed call's `contract("area/path", someBody)`, and the back office's
 * `router.post(\n  "/path", allowed(…), withBody(someBody, …))` (or `adminRead(someBody, …)`,
 * `...staffAction(permission, someBody, …)`, `...staffRead(permission, someBody, …)`:
 * admin-helpers.ts) in the route files: path → schemas.
 */
const BODY_SCHEMAS: { method: string; path: string; schema: z.ZodType }[] = [];
for (const source of Object.values(
  import.meta.glob("./routes/**/*.ts", { query: "?raw", import: "default", eager: true }) as Record<string, string>,
)) {
  // Typed calls: `const add = contract("cart/add", cartAddBody)`, then `router.post(add.action, add.body, …)`.
  const contracts = new Map(
    [...source.matchAll(/const (\w+) = contract\("[^"/]+(\/[^"]+)",\s*(?:async \(c\) => )?(\w+)/g)].map((m) => [m[1], { path: m[2], name: m[3] }]),
  );
  const handlers = source.split(/\n(?=\w+\.(?:get|post|put|delete|all)\(\s*(?:"|\w+\.action))/);
  for (const handler of handlers) {
    const route = /^\w+\.(get|post|put|delete|all)\(\s*(?:"([^"]*)"|(\w+)\.action)/.exec(handler);
    const typed = route?.[3] ? contracts.get(route[3]) : undefined;
    const read = /(?:readBody\(c, |withBody\(|validBody\(|adminRead\(|staff(?:Action|Read)\([^,]+,\s*)(\w+)/.exec(handler);
    const schema = SCHEMAS.get(typed?.name ?? read?.[1] ?? "");
    const path = typed?.path ?? route?.[2];
    if (route && path !== undefined && schema) BODY_SCHEMAS.push({ method: route[1].toUpperCase(), path, schema });
  }
}
const schemasOf = (route: Route) => BODY_SCHEMAS.filter((b) => b.method === route.method && route.path.endsWith(b.path)).map((b) => b.schema);

const namesRead = (pattern: RegExp) => [...new Set([...SOURCES.matchAll(pattern)].map((m) => m[1]))];
/** Headers the worker reads, and those every client call sends (uuid, domain, clientCountryCode) whether read or not. */
const HEADERS = [...new Set([...namesRead(/\.header\("([A-Za-z-]+)"\)/g), "uuid", "domain", "clientCountryCode"])].filter(
  (h) => !/^(Content-Type|Origin|Sec-Fetch-Site)$/i.test(h),
);
const QUERY = namesRead(/(?:query|searchParams\.get|searchParams\.getAll)\("([A-Za-z_-]+)"\)/g);

/** A routable path: each `:param` (with or without its pattern) becomes the hostile key. */
const fill = (path: string, value: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?\??/g, encodeURIComponent(value)).replace(/\*$/, value);

type JsonSchema = Record<string, any>;

/** A plausible value for a schema's leaf, so one hostile field is not refused for another's sake. */
function plausible(s: JsonSchema): unknown {
  if (s.enum) return s.enum[0];
  if (s.format === "email") return "someone@example.com";
  if (s.pattern === "^[A-Za-z]{2}$") return "DE";
  return "x".repeat(Math.max(1, s.minLength ?? 1));
}

/**
 * A body for a schema in which the leaf at `target` (a path like "address.country", or "*"
 * for every leaf) holds the hostile key, and records get it as a key too.
 */
function sampleOf(schema: JsonSchema | boolean | undefined, value: string, target: string, path = "", depth = 0): unknown {
  const hit = target === "*" || target === path;
  if (!schema || typeof schema === "boolean" || depth > 6) return hit ? value : "x";
  const s = schema;
  const options: JsonSchema[] | undefined = s.anyOf ?? s.oneOf;
  if (options) {
    // The option that holds the target leaf (a discriminated union's right branch), else any.
    const chosen =
      options.find((o) => target !== "*" && leavesOf(o, path, depth + 1).includes(target)) ?? options.find((o) => o.type !== "null") ?? options[0];
    return sampleOf(chosen, value, target, path, depth + 1);
  }
  if (s.allOf) return sampleOf(s.allOf[0], value, target, path, depth + 1);
  if ("const" in s) return hit ? value : s.const;
  const child = (name: string) => (path ? `${path}.${name}` : name);
  switch (s.type) {
    case "object": {
      // Optional fields only where the hostile key goes: a plausible stand-in may be refused.
      const needed = (k: string) => target === "*" || (s.required ?? []).includes(k) || `${target}.`.startsWith(`${child(k)}.`);
      const entries = Object.entries(s.properties ?? {})
        .filter(([k]) => needed(k))
        .map(([k, v]) => [k, sampleOf(v as JsonSchema, value, target, child(k), depth + 1)]);
      if (s.additionalProperties && typeof s.additionalProperties === "object")
        entries.push([value, sampleOf(s.additionalProperties, value, target, child(value), depth + 1)]);
      return Object.fromEntries(entries);
    }
    case "array":
      return [sampleOf(s.items, value, target, child("0"), depth + 1)];
    case "number":
    case "integer":
      return s.minimum ?? s.exclusiveMinimum ?? 1;
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      // Strings, enums (a visitor can send any string in their place) and the unrepresentable.
      return hit ? value : plausible(s);
  }
}

/** The paths of a schema's string leaves. */
function leavesOf(schema: JsonSchema | boolean | undefined, path = "", depth = 0): string[] {
  if (!schema || typeof schema === "boolean" || depth > 6) return [path];
  const s = schema;
  const options = s.anyOf ?? s.oneOf ?? s.allOf;
  if (options) return [...new Set(options.flatMap((o: JsonSchema) => leavesOf(o, path, depth + 1)))] as string[];
  const child = (name: string) => (path ? `${path}.${name}` : name);
  if (s.type === "object") return Object.entries(s.properties ?? {}).flatMap(([k, v]) => leavesOf(v as JsonSchema, child(k), depth + 1));
  if (s.type === "array") return leavesOf(s.items, child("0"), depth + 1);
  return s.type === "string" || s.enum || s.type === undefined ? [path] : [];
}

/**
 * Bodies for a route's schema: every leaf hostile at once, then each leaf on its own; or, when
 * the hostile key travels in a cookie or header, one plausible body that gets past validation.
 */
function bodiesFor(schema: z.ZodType | undefined, value: string, inBody: boolean): string[] {
  if (!schema) return inBody ? [`{${JSON.stringify(value)}: ${JSON.stringify(value)}}`] : ["{}"];
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  if (!inBody) return [JSON.stringify(sampleOf(json, value, "(none)"))];
  const bodies = ["*", ...leavesOf(json)].map((target) => JSON.stringify(sampleOf(json, value, target)));
  // And a plausible body with the hostile name as one more field, which strict schemas refuse by name.
  const plain = sampleOf(json, value, "(none)");
  if (plain && typeof plain === "object" && !Array.isArray(plain))
    bodies.push(JSON.stringify(Object.fromEntries([...Object.entries(plain), [value, value]])));
  return bodies;
}

interface Route {
  method: string;
  path: string;
}

const ROUTES: Route[] = (() => {
  const seen = new Map<string, Route>();
  for (const { method, path } of buildApp("/api/", htmlPage).routes) {
    if (path === "/*" || path === "*" || path === "/api/*") continue;
    const m = method === "ALL" ? "GET" : method;
    seen.set(`${m} ${path}`, { method: m, path });
  }
  return [...seen.values()];
})();

const PAGES = ["/", "/cart", "/checkout", "/account", "/help/faqs", "/c/rings", "/product/ring-a1.html", "/track-order"];

/** The browser whose session the probes carry: a signed-in customer, or an owner of the back office. */
let signedIn: TestBrowser;
const failures: string[] = [];

async function probe(label: string, url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  // The signed-in browser's cookies, unless the probe sends its own of that name.
  const sent = init.headers?.Cookie ?? "";
  // Signing out (or changing the password) would end the session the other probes use.
  const keepsSession = !/signOut|changePassword/.test(url);
  const own = [...signedIn.cookies]
    .filter(() => keepsSession)
    .filter(([name]) => !sent.includes(`${name}=`))
    .map(([k, v]) => `${k}=${v}`);
  const cookie = [sent, ...own].filter(Boolean).join("; ");
  const response = await send(url, {
    ...init,
    headers: { Origin: ORIGIN, "CF-Connecting-IP": `hostile-${crypto.randomUUID()}`, ...init.headers, Cookie: cookie },
  });
  if (response.status >= 500) failures.push(`${label}: ${init.method ?? "GET"} ${url} → ${response.status} ${(await response.text()).slice(0, 120)}`);
  else await response.body?.cancel();
  return response;
}

async function callEveryRoute(label: string, value: string, headers: Record<string, string> = {}, routes = ROUTES) {
  const query = QUERY.map((q) => `${q}=${encodeURIComponent(value)}`).join("&");
  if (routes === ROUTES) for (const page of PAGES) await probe(`${label} page`, `${ORIGIN}${page}?${query}`, { headers });
  for (const route of routes) {
    const url = `${ORIGIN}${fill(route.path, value)}?${query}`;
    const json = route.path.startsWith("/api/") && route.method === "POST";
    const bodies =
      route.method === "GET"
        ? [undefined]
        : json
          ? [...schemasOf(route), undefined].flatMap((schema) => bodiesFor(schema, value, !headers.Cookie))
          : [value];
    for (const body of bodies) {
      await probe(`${label} ${route.method} ${route.path}`, url, {
        method: route.method,
        headers: { ...(json ? { "Content-Type": "application/json" } : {}), ...headers },
        body,
      });
    }
  }
}

describe("no visitor-controlled key reaches a prototype", () => {
  beforeAll(async () => {
    signedIn = new TestBrowser();
    await registered(signedIn);
  });

  it("finds the routes, headers and query parameters it sends them through", () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    const posts = ROUTES.filter((r) => r.method === "POST" && r.path.startsWith("/api/"));
    expect(posts.filter((r) => schemasOf(r).length > 0).length / posts.length).toBeGreaterThan(0.8);
    for (const header of ["currency", "languageCode", "shipCountryIso", "uuid", "CF-IPCountry"]) expect(HEADERS).toContain(header);
    expect(QUERY.length).toBeGreaterThan(3);
    expect(failures).toEqual([]);
  });

  for (const value of HOSTILE) {
    it(`answers no 5xx for "${value}" in any JSON field, path or query parameter`, async () => {
      failures.length = 0;
      await callEveryRoute("field", value);
      expect(failures).toEqual([]);
      // Every route with every field: hundreds of requests.
    }, 60_000);

    it(`answers no 5xx for "${value}" in any cookie or header`, async () => {
      failures.length = 0;
      const everyCookie = Object.values(COOKIE)
        .map((name) => `${name}=${encodeURIComponent(value)}`)
        .join("; ");
      const everyHeader = Object.fromEntries(HEADERS.map((h) => [h, value]));
      // One at a time on the pages (so one early refusal cannot hide a later lookup) …
      for (const name of Object.values(COOKIE)) {
        for (const page of PAGES) await probe(`cookie ${name}`, `${ORIGIN}${page}`, { headers: { Cookie: `${name}=${encodeURIComponent(value)}` } });
      }
      for (const header of HEADERS) {
        for (const page of PAGES) await probe(`header ${header}`, `${ORIGIN}${page}`, { headers: { [header]: value } });
      }
      // … and all of them at once on every route.
      await callEveryRoute("all cookies and headers", value, { ...everyHeader, Cookie: everyCookie });
      expect(failures).toEqual([]);
    }, 60_000);
  }
});

/**
 * The back office reads bodies too, behind its sign-in: the same keys, sent by a signed-in owner
 * (who may use every screen), reach every admin route's validation and handler.
 */
describe("no staff-sent key reaches a prototype", () => {
  const ADMIN_ROUTES = ROUTES.filter((route) => route.path.startsWith("/api/admin/"));
  let customer: TestBrowser;
  beforeAll(async () => {
    customer = signedIn;
    signedIn = await staffBrowser("owner");
    return () => {
      signedIn = customer;
    };
  });

  it("covers the back office's routes", () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThan(30);
  });

  for (const value of HOSTILE) {
    it(`answers no 5xx for "${value}" in any field of an admin route`, async () => {
      failures.length = 0;
      await callEveryRoute("staff field", value, {}, ADMIN_ROUTES);
      expect(failures).toEqual([]);
    }, 60_000);
  }
});
