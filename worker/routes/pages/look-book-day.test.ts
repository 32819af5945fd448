import { env } from "cloudflare:test";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { lookBookLoader, lookBooksLoader } from "~/client/pages/info/look-books-loader.server";
import type { PageRenderer } from "../../app";
import { getCatalogVersion } from "../../services/catalog/version";
import { seedTestCatalog } from "../../test/catalog-fixture";
import { send } from "../../test/harness";

/**
 * A book scheduled for a later day: hidden, then shown on its day with no staff edit and no
 * catalogue bump, through the page cache (docs/decisions/0600-look-books.md, "Publishing day").
 */

const DAY = "2031-03-03";
const at = (iso: string) => vi.setSystemTime(new Date(iso));

/** Stands in for React Router around the real loaders: 404 when the loader finds nothing, else the titles it read. */
const lookBookPages: PageRenderer = async (request, renderEnv, ctx) => {
  const context = { env: renderEnv, ctx } as unknown as AppLoadContext;
  const url = new URL(request.url);
  const key = /^\/lookBooks\/(.+)$/.exec(url.pathname)?.[1];
  const params: Record<string, string> = key ? { key } : {};
  const args = { request, url, context, params };
  const loaded = key ? await lookBookLoader(args) : await lookBooksLoader(args);
  if (!("data" in loaded)) return new Response("<!doctype html><title>not found</title>", { status: 404, headers: { "Content-Type": "text/html" } });
  const titles = "books" in loaded.data ? loaded.data.books.map((b) => b.title) : [loaded.data.book.title];
  return new Response(`<!doctype html><html><title>${titles.join(" | ")}</title><script nonce="${ctx.nonce}">0</script></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
};

async function shopper(path: string) {
  const response = await send(`http://uk.localhost${path}`, { renderer: lookBookPages });
  const html = await response.text();
  return { status: response.status, cache: response.headers.get("X-Page-Cache"), title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "" };
}

beforeAll(async () => {
  await seedTestCatalog(env);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO look_books (id, store, url_key, position, published_on) VALUES (951, 'uk', 'spring-day', 0, ?)").bind(DAY),
    env.DB.prepare("INSERT INTO look_book_texts (look_book_id, language, title, description) VALUES (951, 'en', 'Spring day', 'Soon')"),
    env.DB.prepare("INSERT INTO looks (id, look_book_id, position, image_key, width, height) VALUES (9510, 951, 0, 'lookbook/spring', 1024, 1024)"),
  ]);
});
afterEach(() => vi.useRealTimers());

describe("a look book's publishing day, through the page cache", () => {
  it("is hidden the evening before (the same 404 as an unknown key) and shown from 00:00 UTC on its day, without a catalogue bump", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at(`2031-03-02T23:58:00Z`);
    const version = await getCatalogVersion(env.KV);
    const unknown = await shopper("/lookBooks/no-such-book");
    expect(await shopper("/lookBooks/spring-day")).toEqual({ ...unknown, status: 404 });
    expect(await shopper("/lookBooks")).toMatchObject({ status: 200, cache: "MISS" });
    const before = await shopper("/lookBooks");
    expect(before.cache).toBe("HIT");
    expect(before.title).not.toContain("Spring day");

    at(`${DAY}T00:00:01Z`);
    const listed = await shopper("/lookBooks");
    expect(listed).toMatchObject({ status: 200, cache: "MISS" });
    expect(listed.title).toContain("Spring day");
    expect(await shopper("/lookBooks")).toMatchObject({ cache: "HIT", title: listed.title });
    expect(await shopper("/lookBooks/spring-day")).toEqual({ status: 200, cache: "MISS", title: "Spring day" });
    expect(await shopper("/lookBooks/spring-day")).toEqual({ status: 200, cache: "HIT", title: "Spring day" });
    expect(await getCatalogVersion(env.KV)).toBe(version);
  });
});
