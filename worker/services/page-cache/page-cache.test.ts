import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bumpCatalogVersion } from "../catalog/version";
import { normalizePageUrl, pageCacheUrl, pageMemoryKey, pageStore, type PageCacheKey } from "./page-cache";

const key = (url: string, over: Partial<PageCacheKey> = {}): PageCacheKey => ({
  store: "de",
  language: "de",
  currency: "EUR",
  webp: true,
  askConsent: false,
  url,
  day: "2026-11-26",
  ...over,
});
const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("page cache key", () => {
  it("drops tracking parameters and sorts the rest", () => {
    expect(normalizePageUrl("/category-rings?utm_source=x&sort=newest&gclid=1&page=2&fbmedium=CPC2")).toBe("/category-rings?page=2&sort=newest");
    expect(normalizePageUrl("/search?q=gold+ring")).toBe("/search?q=gold+ring");
  });

  it("keeps a path that starts with two slashes a path", () => {
    expect(normalizePageUrl("//")).toBe("//");
    expect(normalizePageUrl("//evil.example/x?b=2&a=1")).toBe("//evil.example/x?a=1&b=2");
  });

  it("varies by build, version, day, store, language, currency, image format and cookie banner", () => {
    const base = pageCacheUrl(key("/new-arrival"), "v1", "b1");
    const variants = [
      pageCacheUrl(key("/new-arrival"), "v2", "b1"),
      pageCacheUrl(key("/new-arrival"), "v1", "b2"),
      pageCacheUrl(key("/new-arrival", { day: "2026-11-27" }), "v1", "b1"),
      pageCacheUrl(key("/new-arrival", { store: "fr" }), "v1", "b1"),
      pageCacheUrl(key("/new-arrival", { language: "en" }), "v1", "b1"),
      pageCacheUrl(key("/new-arrival", { currency: "USD" }), "v1", "b1"),
      pageCacheUrl(key("/new-arrival", { webp: false }), "v1", "b1"),
      pageCacheUrl(key("/new-arrival", { askConsent: true }), "v1", "b1"),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
  });

  it("never reads yesterday's copy today, in the edge cache or the isolate's memory (look books show from their day)", () => {
    const evening = key("/lookBooks", { day: "2026-11-29" });
    const morning = key("/lookBooks", { day: "2026-11-30" });
    expect(pageCacheUrl(morning, "v1", "b1")).not.toBe(pageCacheUrl(evening, "v1", "b1"));
    expect(pageMemoryKey(morning, "v1")).not.toBe(pageMemoryKey(evening, "v1"));
  });
});

describe("page store", () => {
  it("keeps a page without its cookies and loses it when the catalogue changes", async () => {
    const store = pageStore(env);
    const page = key("/category-rings?page=1");
    expect(await store.put(page, html("<p>rings</p>", { "Set-Cookie": "he-uuid=abc; Path=/" }))).toBe(true);
    const hit = await store.match(key("/category-rings?utm_campaign=x&page=1"));
    expect(await hit?.text()).toBe("<p>rings</p>");
    expect(hit?.headers.get("Set-Cookie")).toBeNull();
    await bumpCatalogVersion(env.KV);
    expect(await store.match(page)).toBeUndefined();
  });

  it("refuses pages that hold the visitor's own values, errors and non-HTML", async () => {
    const store = pageStore(env);
    const uuid = "6f0f6c0e-7a4e-4f55-9d83-2f5f3b8d1c11";
    expect(await store.put(key("/sale-all"), html(`<script>{"uuid":"${uuid}"}</script>`), [uuid, ""])).toBe(false);
    expect(await store.match(key("/sale-all"))).toBeUndefined();
    expect(await store.put(key("/x"), new Response("gone", { status: 404, headers: { "Content-Type": "text/html" } }))).toBe(false);
    expect(await store.put(key("/y"), new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(false);
  });
});
