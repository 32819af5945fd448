import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ListingResult } from "~/shared/catalog-types";
import { TestBrowser } from "../../test/account-client";
import { ctxFor, seedTestCatalog } from "../../test/catalog-fixture";
import { loadedPage } from "../../test/loaded-page";
import { WHOLE_READ_LIMIT } from "../../services/catalog/category-listing";
import { positionToken } from "../../services/catalog/listing-keyset";
import { storeTree, subtreeIds } from "../../services/catalog/tree";
import { bumpCatalogVersion } from "../../services/catalog/version";

/**
 * A large category's pages by key through the listing API and the category page: the rings of
 * the us store copied past WHOLE_READ_LIMIT (same prices, positions and options, so ties abound),
 * each page reached by its "next" token the same as by its number.
 */
const shopper = new TestBrowser("http://us.localhost", env, loadedPage);
const FRESH = { headers: { "Cache-Control": "no-cache" } };

/** The category page's data as the page loader gives it (worker/test/loaded-page.ts). */
type ListingPageData = { listing: ListingResult };

beforeAll(async () => {
  await seedTestCatalog(env);
  const tree = await storeTree(ctxFor(env));
  const rings = JSON.stringify(subtreeIds(tree, tree.byKey.get("rings")!.id));
  const owned = `SELECT p.* FROM products p JOIN store_products sp ON sp.product_id = p.id AND sp.store = 'us'
                  WHERE p.active = 1 AND p.category_id IN (SELECT value FROM json_each(?2))`;
  const { n } = (await env.DB.prepare(`SELECT count(*) AS n FROM (${owned.replace("?2", "?1")})`)
    .bind(rings)
    .first<{ n: number }>())!;
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE copy(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM copy WHERE k < ?1), owned AS (${owned})
       INSERT INTO products (id, spu_code, product_code, slug, category_id, base_price_cents, sale_price_cents, new_arrival_on,
                             rating_avg, rating_count, sales_count, option_ids)
       SELECT k * 1000000 + o.id, o.spu_code || 'K' || k, o.product_code || 'k' || k, o.slug, o.category_id, o.base_price_cents,
              o.sale_price_cents, o.new_arrival_on, o.rating_avg, o.rating_count, o.sales_count, o.option_ids
         FROM owned o, copy`,
    ).bind(Math.ceil(WHOLE_READ_LIMIT / n), rings),
    env.DB.prepare(
      `INSERT INTO store_products (store, product_id, position)
       SELECT 'us', p.id, sp.position FROM products p JOIN store_products sp ON sp.store = 'us' AND sp.product_id = p.id % 1000000
        WHERE p.id >= 1000000`,
    ),
  ]);
  await bumpCatalogVersion(env.KV);
});

const list = async (search: string) => {
  const { status, envelope } = await shopper.api<ListingResult>("category/list", { kind: "category", key: "rings", search, pageSize: 96 });
  expect(status, search).toBe(200);
  return envelope.data;
};

const codes = (listing: ListingResult) => listing.products.map((p) => p.spuCode);

describe("a large category's pages by key", () => {
  for (const base of ["sort=price_asc", "sort=rating", "attr_ids=material_1_2_3_4&price=10-&sort=price_desc"]) {
    it(`reaches each page from the one before as by its number, with the same figures: ?${base}`, async () => {
      let from: string | undefined;
      let page = 1;
      for (;;) {
        const byNumber = await list(`${base}&page=${page}`);
        const byKey = await list(`${base}&page=${page}${from ? `&from=${from}` : ""}`);
        expect(byKey.category!.productCount).toBeGreaterThan(WHOLE_READ_LIMIT);
        expect(codes(byKey), `page ${page}`).toEqual(codes(byNumber));
        expect([byKey.pageIndex, byKey.total, byKey.totalCapped, byKey.pageCount]).toEqual([
          page,
          byNumber.total,
          byNumber.totalCapped,
          byNumber.pageCount,
        ]);
        if (page > 2)
          expect(codes(await list(`${base}&page=${page - 1}&from=${byKey.pageKeys!.previous}`))).toEqual(
            codes(await list(`${base}&page=${page - 1}`)),
          );
        if (!byKey.pageKeys?.next) break;
        from = byKey.pageKeys.next;
        page++;
      }
      expect(page).toBeGreaterThan(2);
    });
  }

  it("reads by number a token that does not read or belongs to another sort, never failing", async () => {
    const byNumber = await list("sort=price_asc&page=3");
    for (const from of ["garbage", "%00", positionToken("rating", [4, 1, 1, 1]), btoa('["price_asc","1",2,3]'), "x".repeat(300)]) {
      expect(codes(await list(`sort=price_asc&page=3&from=${encodeURIComponent(from)}`)), from).toEqual(codes(byNumber));
    }
  });

  it("links the category page's next page by key, and keeps the key out of its canonical URL", async () => {
    const first = await shopper.fetch("/category-rings?page=2", FRESH);
    expect(first.status).toBe(200);
    const { data } = (await first.json()) as { data: ListingPageData };
    const next = data.listing.pageKeys!.next!;
    const response = await shopper.fetch(`/category-rings?page=3&from=${next}`, FRESH);
    expect(response.status).toBe(200);
    const keyed = (await response.json()) as { data: ListingPageData; head: { canonical: string } };
    expect(keyed.data.listing.pageIndex).toBe(3);
    expect(keyed.head.canonical).toBe("http://us.localhost/category-rings?page=3");
    expect(keyed.data.listing.products.map((p) => p.spuCode)).toEqual(
      ((await (await shopper.fetch("/category-rings?page=3", FRESH)).json()) as { data: ListingPageData }).data.listing.products.map(
        (p) => p.spuCode,
      ),
    );
  });

  it("ignores a token in a small category, which it reads whole", async () => {
    const { envelope } = await shopper.api<ListingResult>("category/list", { kind: "category", key: "necklaces", search: "page=2" });
    const token = positionToken("default", [1, 1]);
    const keyed = await shopper.api<ListingResult>("category/list", { kind: "category", key: "necklaces", search: `page=2&from=${token}` });
    expect(keyed.envelope.data.category!.productCount).toBeLessThanOrEqual(WHOLE_READ_LIMIT);
    expect(codes(keyed.envelope.data)).toEqual(codes(envelope.data));
    expect(keyed.envelope.data.pageKeys).toBeUndefined();
  });
});
