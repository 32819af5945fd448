import { describe, expect, it } from "vitest";
import staticHeadersFile from "../../public/_headers?raw";
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

describe("security headers on HTML (docs/architecture.md#security)", () => {
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

describe("security headers on static files", () => {
  /** `public/_headers` rules for every path (`/*`), as the asset server reads them. */
  function staticHeaders(): Map<string, string> {
    const headers = new Map<string, string>();
    let inAll = false;
    for (const line of staticHeadersFile.split("\n")) {
      if (!line.trim() || line.startsWith("#")) continue;
      if (!/^\s/.test(line)) {
        inAll = line.trim() === "/*";
        continue;
      }
      const index = line.indexOf(":");
      if (inAll) headers.set(line.slice(0, index).trim().toLowerCase(), line.slice(index + 1).trim());
    }
    return headers;
  }

  it("gives every file the headers a page gets, its CSP without the page's nonce", async () => {
    const page = await send("https://www.heliora.com/cart");
    const files = staticHeaders();
    for (const name of ["X-Content-Type-Options", "Referrer-Policy", "Strict-Transport-Security", "X-Frame-Options"]) {
      expect(files.get(name.toLowerCase()), name).toBe(page.headers.get(name));
    }
    const pageCsp = page.headers.get("Content-Security-Policy")!.replace(/ 'nonce-[^']+'/, "");
    expect(files.get("content-security-policy")).toBe(pageCsp);
  });
});
