import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Envelope } from "~/shared/api-envelope";
import { createWorker } from "../../app";
import { seedTestCatalog, testCatalog } from "../../test/catalog-fixture";
import type { ListingResult, ProductCard, Suggestion } from "~/shared/catalog-types";

const worker = createWorker(async () => new Response("page", { headers: { "Content-Type": "text/html" } }));

async function call<T>(path: string, body: unknown, host = "us.localhost", raw?: string) {
  const execution = createExecutionContext();
  const response = await worker.fetch(
    new Request(`http://${host}/api/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: `http://${host}` },
      body: raw ?? JSON.stringify(body),
    }),
    env,
    execution,
  );
  await waitOnExecutionContext(execution);
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

beforeAll(async () => {
  await seedTestCatalog(env);
});

describe("category/searchHighlight", () => {
  it("answers highlighted suggestions", async () => {
    const { status, envelope } = await call<Suggestion[]>("category/searchHighlight", { content: "cuban" }, "us-vip.localhost");
    expect(status).toBe(200);
    expect(envelope.data.length).toBeGreaterThan(0);
    expect(envelope.data.every((s) => s.html.includes("<mark>"))).toBe(true);
  });

  it("refuses bad bodies with a 400 naming the field, never a 500", async () => {
    const long = await call("category/searchHighlight", { content: "x".repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.envelope.message).toMatch(/^content:/);
    expect((await call("category/searchHighlight", { content: 5 })).status).toBe(400);
    expect((await call("category/searchHighlight", { content: "a", extra: 1 })).status).toBe(400);
    expect((await call("category/searchHighlight", null, "us.localhost", "{nope")).status).toBe(400);
  });
});

describe("category/findCategoryUrlKey", () => {
  it("answers the category, or null, and counts searches that found something", async () => {
    const found = await call<{ urlKey: string; href: string }>("category/findCategoryUrlKey", { content: "Necklaces" });
    expect(found.envelope.data).toEqual({ urlKey: "necklaces", href: "/category-necklaces" });
    const none = await call("category/findCategoryUrlKey", { content: "gold heart" });
    expect(none.status).toBe(200);
    expect(none.envelope.data).toBeNull();
    const counted = await env.DB.prepare(
      "SELECT term FROM search_keywords WHERE store = 'us' AND term IN ('necklaces', 'gold heart') ORDER BY term",
    ).all<{ term: string }>();
    expect(counted.results.map((r) => r.term)).toEqual(["gold heart", "necklaces"]);
    await call("category/findCategoryUrlKey", { content: "qqqzzzxxx" });
    expect(await env.DB.prepare("SELECT 1 FROM search_keywords WHERE term = 'qqqzzzxxx'").first()).toBeNull();
  });
});

describe("category/searchPanel and category/list", () => {
  it("answers popular keywords and products", async () => {
    const { envelope } = await call<{ popularKeywords: string[]; popularProducts: ProductCard[] }>("category/searchPanel", {}, "heycharm.localhost");
    expect(envelope.data.popularKeywords).toContain("birthstone");
    expect(envelope.data.popularProducts.length).toBeGreaterThan(0);
  });

  it("pages a listing from its query string, bad parameters narrowing nothing", async () => {
    const ok = await call<ListingResult>("category/list", { kind: "category", key: "tops", search: "page=2&sort=price_asc" }, "apparel.localhost");
    expect(ok.status).toBe(200);
    expect(ok.envelope.data.pageIndex).toBe(2);
    const weird = await call<ListingResult>(
      "category/list",
      { kind: "category", key: "tops", search: `page=-3&price=-5-abc&attr_ids=zz_1-material_x&sort=evil&colorgroupid=0&q=${"q".repeat(3000)}` },
      "apparel.localhost",
    );
    expect(weird.status).toBe(200);
    expect(weird.envelope.data.pageIndex).toBe(1);
    expect((await call("category/list", { kind: "category", key: "tops", search: "x".repeat(5000) })).status).toBe(400);
    const missing = await call("category/list", { kind: "category", key: "nothing-here" }, "apparel.localhost");
    expect(missing.status).toBe(404);
    expect(missing.envelope.message).toBe("The page you are looking for can't be found.");
    expect((await call("category/list", { kind: "everything" })).status).toBe(400);
  });
});

describe("index/history and index/history/list", () => {
  it("answers product data for viewed products", async () => {
    const [a, b] = testCatalog().products.filter((p) => p.stores.includes("fr"));
    const { status, envelope } = await call<{ list: ProductCard[] }>("index/history", { list: [a.spuCode, b.spuCode, "UNKNOWN"] }, "fr.localhost");
    expect(status).toBe(200);
    expect(envelope.data.list.map((c) => c.spuCode)).toEqual([a.spuCode, b.spuCode]);
    expect(envelope.data.list[0].title).toBe(a.texts.fr.title);
    expect(envelope.data.list[0].salePrice.formatted).toMatch(/ €$/);
  });

  it("answers the day list in data.list and validates it", async () => {
    const [a] = testCatalog().products.filter((p) => p.stores.includes("us"));
    const { envelope } = await call<{ list: { date: string; spuCodes: { spuCode: string }[] }[] }>("index/history/list", {
      list: [{ date: "2026-04-30", productSpuList: [a.spuCode] }],
    });
    expect(envelope.data.list).toEqual([{ date: "2026-04-30", spuCodes: [expect.objectContaining({ spuCode: a.spuCode, currencySymbol: "$" })] }]);
    const bad = await call("index/history/list", { list: [{ date: "yesterday", productSpuList: [] }] });
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toMatch(/^list\.0\.date/);
    expect((await call("index/history", { list: "HL1" })).status).toBe(400);
    expect((await call("index/history", { list: Array(101).fill("HL1") })).status).toBe(400);
  });
});

describe("category/similar", () => {
  it("answers the product's neighbours as product cards, never the product itself", async () => {
    const ring = testCatalog().products.find((p) => p.categoryKey === "engagement-rings" && p.stores.includes("us"))!;
    const { status, envelope } = await call<{ products: ProductCard[] }>("category/similar", { productCode: ring.productCode });
    expect(status).toBe(200);
    expect(envelope.data.products.length).toBeGreaterThan(0);
    expect(envelope.data.products.length).toBeLessThanOrEqual(8);
    expect(envelope.data.products.map((p) => p.spuCode)).not.toContain(ring.spuCode);
    expect(envelope.data.products[0].href).toMatch(/^\/product-.+\.html$/);
  });

  it("answers an unknown product with no neighbours, and refuses bad bodies with a 400", async () => {
    const unknown = await call<{ products: ProductCard[] }>("category/similar", { productCode: "999999999" });
    expect(unknown.status).toBe(200);
    expect(unknown.envelope.data.products).toEqual([]);
    const empty = await call("category/similar", { productCode: " " });
    expect(empty.status).toBe(400);
    expect(empty.envelope.message).toMatch(/^productCode:/);
    expect((await call("category/similar", { productCode: "x".repeat(65) })).status).toBe(400);
    expect((await call("category/similar", {})).status).toBe(400);
  });
});
