import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { brokenPage, callApi, send } from "./test/harness";
import { sessionProxy } from "./test/d1-proxy";

type Fields = { fields: Record<string, string> };

/** Every POST call of this issue with a valid body, to check the shared rules on each. */
const CALLS: Record<string, Record<string, unknown>> = {
  "index/headData": { path: "" },
  "index/countries": {},
  "index/subscribe": { email: "ok@example.com" },
  "index/urlRestore": { code: "abcdefg" },
  "index/shortLink": { url: "/help/faqs" },
  "index/nodeError": { errorCode: "X", errorContent: "y" },
  "index/freight": { subtotal: 1 },
  "index/preferences": { currency: "USD" },
  "stat/pvFlow": { spuCode: "A1" },
  "stat/pageView": { path: "/" },
};

/** A response body must never show internals. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\n\s+at\s/);
  expect(text).not.toMatch(/\.(ts|js):\d+/);
  expect(text).not.toContain("exploded");
}

describe("the API envelope", () => {
  it("answers the health check with an empty success", async () => {
    const response = await send("http://us.localhost/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200, message: "success", data: null });
  });

  it("refuses malformed JSON with a 400 envelope on every call", async () => {
    for (const path of Object.keys(CALLS)) {
      const { status, envelope } = await callApi<Fields>(path, "{ not json");
      expect(status, path).toBe(400);
      expect(envelope, path).toEqual({ code: 400, message: "Malformed JSON body", data: { fields: { body: "Malformed JSON body" } } });
    }
  });

  it("refuses unknown fields, naming them, on every call", async () => {
    for (const [path, body] of Object.entries(CALLS)) {
      const { status, envelope } = await callApi<Fields>(path, { ...body, isAdmin: true });
      expect(status, path).toBe(400);
      expect(envelope.code).toBe(400);
      expect(Object.keys(envelope.data.fields), path).toEqual(["isAdmin"]);
      expect(envelope.message, path).toContain("isAdmin");
    }
  });

  it("refuses a body that is not an object", async () => {
    for (const body of ["[]", '"text"', "42", "null"]) {
      const { status, envelope } = await callApi("index/subscribe", body);
      expect(status, body).toBe(400);
      expect(envelope.code).toBe(400);
    }
  });

  it("refuses wrong types, naming the field", async () => {
    const cases: [string, unknown, string][] = [
      ["index/headData", { path: 7 }, "path"],
      ["index/urlRestore", { code: ["a"] }, "code"],
      ["index/shortLink", { url: { href: "/" } }, "url"],
      ["index/nodeError", { errorCode: "X", errorContent: false }, "errorContent"],
      ["index/freight", { subtotal: "ten" }, "subtotal"],
      ["index/preferences", { language: 1 }, "language"],
      ["stat/pageView", { path: null }, "path"],
    ];
    for (const [path, body, field] of cases) {
      const { status, envelope } = await callApi<Fields>(path, body);
      expect(status, path).toBe(400);
      expect(Object.keys(envelope.data.fields), path).toEqual([field]);
      expect(envelope.message, path).toMatch(new RegExp(`^${field}: `));
    }
  });

  it("answers an unknown API path with a 404 envelope", async () => {
    for (const [method, path] of [
      ["POST", "/api/nope"],
      ["POST", "/api/index/nope"],
      ["POST", "/api/cart/add/extra/segments"],
      ["GET", "/api/index/headData"],
    ]) {
      const response = await send(`http://us.localhost${path}`, { method, headers: { Origin: "http://us.localhost" } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      const envelope = (await response.json()) as { code: number; message: string; data: unknown };
      expect(envelope, path).toEqual({ code: 404, message: `Unknown API call: ${path}`, data: null });
    }
  });

  it("follows the configured API prefix", async () => {
    const configured = { env: { API_PREFIX: "/rest/v1" } };
    const response = await send("http://us.localhost/rest/v1/health", configured);
    expect(await response.json()).toEqual({ code: 200, message: "success", data: null });
    // The default prefix is then an ordinary page path.
    const page = await send("http://us.localhost/api/health", configured);
    expect(page.headers.get("Content-Type")).toContain("text/html");
  });
});

describe("cross-site requests (CSRF)", () => {
  it("refuses a POST from a foreign origin with 403", async () => {
    for (const origin of ["https://evil.example", "http://de.localhost", "http://us.localhost:9999", "null"]) {
      const response = await send("http://us.localhost/api/index/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({ email: "csrf@example.com" }),
      });
      expect(response.status, origin).toBe(403);
      expect(await response.json()).toEqual({ code: 403, message: "Cross-site request refused", data: null });
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = 'csrf@example.com'").first("n")).toBe(0);
  });

  it("refuses a cross-site POST that carries no Origin", async () => {
    const response = await send("http://us.localhost/api/index/preferences", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ currency: "EUR" }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("he-currency="))).toBe(false);
  });

  it("lets same-origin and server-to-server calls through", async () => {
    expect((await callApi("index/countries", undefined, { origin: "http://uk.localhost" })).status).toBe(200);
    const serverToServer = await send("http://us.localhost/api/index/countries", { method: "POST" });
    expect(serverToServer.status).toBe(200);
  });
});

describe("failures never show a stack trace", () => {
  const brokenDb = sessionProxy(env.DB, {
    get(target, key) {
      if (key === "prepare") {
        return () => {
          throw new Error("D1 exploded at worker/services/rate-limit.ts:12");
        };
      }
      return Reflect.get(target, key);
    },
  });

  it("answers a failing API call with a plain 500 envelope", async () => {
    const { status, text, envelope, response } = await callApi("index/subscribe", { email: "down@example.com" }, { env: { DB: brokenDb } });
    expect(status).toBe(500);
    // The reference is the request id of the log line (docs/decisions/1100-deploy-and-operate.md).
    const id = response.headers.get("X-Request-Id");
    expect(envelope).toEqual({
      code: 500,
      message: `Something went wrong on our side. Please try again later. (Error reference: ${id})`,
      data: null,
    });
    expectNoInternals(text);
  });

  it("answers a failing page with a plain 500 page", async () => {
    const response = await send("http://us.localhost/help/faqs", { renderer: brokenPage });
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Something went wrong on our side.");
    expectNoInternals(html);
  });
});
