import { describe, expect, it } from "vitest";
import { brokenPage, callApi, send } from "../test/harness";

/** `script-src` etc. of a Content-Security-Policy header, by directive name. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const nonceInPage = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];

describe("security headers on HTML (DESIGN security decisions)", () => {
  it("sends a CSP whose scripts need this request's nonce", async () => {
    const response = await send("http://de.localhost/");
    const csp = directives(response.headers.get("Content-Security-Policy"));
    const nonce = nonceInPage(await response.text());
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 128 random bits
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("uses a new nonce for every rendered page", async () => {
    // (A page answered from the shared page cache names its scripts by hash: page-delivery.test.ts.)
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await send("http://us.localhost/cart");
      const csp = directives(response.headers.get("Content-Security-Policy"));
      nonces.add(csp.get("script-src")![1]);
    }
    expect(nonces.size).toBe(5);
  });

  it("sends nosniff, a referrer policy and no framing", async () => {
    const response = await send("http://uk.localhost/cart");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("sends HSTS on a real host but not on localhost", async () => {
    for (const url of ["http://us.localhost/", "http://localhost/", "http://127.0.0.1/"]) {
      expect((await send(url)).headers.get("Strict-Transport-Security"), url).toBeNull();
    }
    const hsts = (await send("https://www.heliora.com/")).headers.get("Strict-Transport-Security");
    expect(hsts).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts!)![1])).toBeGreaterThanOrEqual(31536000);
  });

  it("protects the error page too", async () => {
    const response = await send("https://de.heliora.com/cart", { renderer: brokenPage });
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Strict-Transport-Security")).not.toBeNull();
  });
});

describe("security headers on API answers", () => {
  it("sends nosniff and HSTS (on a real host) with JSON", async () => {
    const { response } = await callApi("index/countries", undefined, { origin: "https://fr.heliora.com" });
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Strict-Transport-Security")).not.toBeNull();
  });
});
