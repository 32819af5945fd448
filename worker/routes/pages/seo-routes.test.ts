import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createWorker, type PageRenderer } from "../../app";
import { bumpCatalogVersion } from "../../services/catalog/version";
import { seedTestCatalog } from "../../test/catalog-fixture";

const renderer: PageRenderer = async () =>
  new Response("<!doctype html><title>Page not found</title>", { status: 404, headers: { "Content-Type": "text/html" } });
const worker = createWorker(renderer);

async function get(path: string, on: typeof env = env) {
  const execution = createExecutionContext();
  const response = await worker.fetch(new Request(`http://de.localhost${path}`), on, execution);
  const body = await response.text();
  await waitOnExecutionContext(execution);
  return { response, body };
}

beforeAll(async () => {
  await seedTestCatalog(env);
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

describe("the sitemap", () => {
  it("is an index whose files, followed, list the store's pages and every product it sells", async () => {
    await bumpCatalogVersion(env.KV);
    const index = await get("/sitemap.xml");
    expect(index.response.headers.get("Content-Type")).toContain("application/xml");
    expect(index.body).toContain("<sitemapindex");
    const files = locs(index.body);
    expect(files[0]).toBe("/sitemap-pages.xml");
    expect(files.slice(1).every((path) => /^\/sitemap-products-\d+\.xml$/.test(path))).toBe(true);
    const pages = await get("/sitemap-pages.xml");
    expect(locs(pages.body).some((path) => path.startsWith("/category-"))).toBe(true);
    expect(locs(pages.body)).toEqual(expect.arrayContaining(["/reviews-gallery", "/custommade", "/gift-box", "/help/faqs"]));
    // Only pages search engines may index: the cookie settings page says noindex.
    expect(locs(pages.body)).not.toContain("/our-cookies");
    const products = (await Promise.all(files.slice(1).map((path) => get(path)))).flatMap(({ body }) => locs(body));
    const sold = await env.DB.prepare(
      "SELECT count(*) AS n FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1 WHERE sp.store = 'de'",
    ).first<{ n: number }>();
    expect(products).toHaveLength(sold!.n);
    expect(products.every((path) => /^\/product-[a-z0-9-]+\.html$/.test(path))).toBe(true);
  });

  it("sends a products file the index does not name on to the pages, which answer not found", async () => {
    const beyond = await get("/sitemap-products-999.xml");
    expect(beyond.response.status).toBe(404);
    expect(beyond.body).toContain("Page not found");
  });

  it("answers the same file again from the edge cache, with the catalogue version as its ETag", async () => {
    const first = await get("/sitemap-pages.xml");
    const again = await get("/sitemap-pages.xml");
    expect(again.body).toBe(first.body);
    expect(again.response.headers.get("ETag")).toBe(first.response.headers.get("ETag"));
  });

  it("answers a products file again from the edge cache without asking the database anything", async () => {
    await bumpCatalogVersion(env.KV);
    const first = await get("/sitemap-products-1.xml");
    expect(first.response.status).toBe(200);
    // Every query goes through the database or the request's session of it: both watched.
    const asked: string[] = [];
    const watch = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(inner, property) {
          if (property === "prepare" || property === "batch" || property === "exec") asked.push(property);
          const value: unknown = Reflect.get(inner, property);
          if (property === "withSession") return (...args: unknown[]) => watch((value as (...a: unknown[]) => object).apply(inner, args));
          return typeof value === "function" ? value.bind(inner) : value;
        },
      });
    const watched = watch(env.DB);
    const again = await get("/sitemap-products-1.xml", { ...env, DB: watched });
    expect(again.body).toBe(first.body);
    expect(asked).toEqual([]);
  });
});
