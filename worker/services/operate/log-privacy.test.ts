import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageRenderer } from "../../app";
import { callApi, send } from "../../test/harness";
import { redactForLog } from "./redact";

/** What a shopper's URLs can carry: an order number, a signed token, an email. */
const ORDER = "HE261127123456";
const TOKEN = "YWRhQGV4YW1wbGUuY29t.mi1k2x3.Qk9HVVMtc2lnbmF0dXJlLWZvci10ZXN0LTEyMzQ1Njc4";
const EMAIL = "ada.lovelace@example.com";
// The token's first part is the address itself, base64-encoded.
const SECRETS = [ORDER, TOKEN, EMAIL, ...TOKEN.split(".").filter((part) => part.length > 8)];

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const leaked = () => lines.filter((line) => SECRETS.some((secret) => line.includes(secret)));

/** A page whose loader fails quoting the full URL it fetched, as a failing fetch's error does. */
const failingFetch: PageRenderer = async () => {
  throw new Error(`GET https://us.localhost/accounts/orderdetail?orderNumber=${ORDER}&token=${TOKEN}&email=${EMAIL} failed: 503`);
};

describe("full URLs with order numbers or tokens stay out of the logs", () => {
  it("request lines name the route, never the path or query", async () => {
    for (const path of [
      `/trackorder?orderNumber=${ORDER}&email=${EMAIL}`,
      `/accounts/orderdetail?orderNumber=${ORDER}`,
      `/newsletter/confirm?token=${TOKEN}`,
      `/payback/sandbox?orderNumber=${ORDER}&token=${TOKEN}`,
      `/order/${ORDER}/${TOKEN}`,
    ]) {
      await send(`http://us.localhost${path}`);
    }
    expect(lines.some((line) => line.includes('"type":"request"'))).toBe(true);
    expect(leaked()).toEqual([]);
  });

  it("an error's message and stack lose the URL's query and any order number or token", async () => {
    const response = await send(`http://us.localhost/accounts/orderdetail?orderNumber=${ORDER}`, { renderer: failingFetch });
    expect(response.status).toBe(500);
    const error = lines.find((line) => line.includes('"type":"error"'));
    expect(error).toContain("https://us.localhost/accounts/orderdetail?[query]");
    expect(leaked()).toEqual([]);
  });

  it("a browser's error report keeps its path without the order number in it", async () => {
    await callApi("index/nodeError", {
      errorCode: "ORDER-1",
      errorContent: `Cannot load order ${ORDER} (token ${TOKEN})`,
      url: `https://us.localhost/order/${ORDER}/pay?token=${TOKEN}`,
    });
    const report = lines.find((line) => line.includes("ORDER-1"));
    expect(JSON.parse(report!)).toMatchObject({ path: "/order/[order]/pay", message: "Cannot load order [order] (token [token])" });
    expect(leaked()).toEqual([]);
  });

  it("leaves what says where it broke", () => {
    const stack = "Error: boom\n    at load (https://shop.example/assets/entry-4f2a91c3.js:1:20481)";
    expect(redactForLog(stack)).toBe(stack);
    expect(redactForLog(`see /trackorder?orderNumber=${ORDER}#top and upload u/0123456789abcdef0123456789abcdef`)).toBe(
      "see /trackorder?[query] and upload u/[token]",
    );
  });
});
