import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ctxFor, seedTestCatalog } from "../../test/catalog-fixture";
import { getLookBook, listLookBooks } from "./look-books";
import { sitemapData } from "../catalog/sitemap";

interface Row {
  id: number;
  spu_code: string;
  base_price_cents: number;
  sale_price_cents: number;
}

/** Products the de store sells that come in more than one size, and one it does not sell. */
async function pick() {
  const sized = await env.DB.prepare(
    `SELECT p.id, p.spu_code, p.base_price_cents, p.sale_price_cents FROM products p
      WHERE p.active = 1 AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = 'de')
        AND (SELECT count(DISTINCT size_option_id) FROM skus s WHERE s.product_id = p.id) > 1
      ORDER BY p.id LIMIT 2`,
  ).all<Row>();
  const foreign = await env.DB.prepare(
    `SELECT p.id, p.spu_code FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = 'de') ORDER BY p.id LIMIT 1`,
  ).first<Row>();
  return { sized: sized.results, foreign: foreign! };
}

let products: Awaited<ReturnType<typeof pick>>;

beforeAll(async () => {
  await seedTestCatalog(env);
  products = await pick();
  const [a, b] = products.sized;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO look_books (id, store, url_key, position, published_on) VALUES (901, 'de', 'winter-test', 0, '2026-11-01'), (902, 'us', 'summer-test', 0, '2026-10-01'), (903, 'de', 'spring-test', 1, '2099-03-01')",
    ),
    env.DB.prepare(
      `INSERT INTO look_book_texts (look_book_id, language, title, description) VALUES
        (901, 'en', 'Winter', 'Cold days'), (901, 'de', 'Winter (de)', 'Kalte Tage'), (902, 'en', 'Summer', 'Warm days'), (903, 'en', 'Spring', 'Soon')`,
    ),
    env.DB.prepare(
      "INSERT INTO looks (id, look_book_id, position, image_key, width, height) VALUES (9011, 901, 1, 'lookbook/two', 1024, 1024), (9010, 901, 0, 'lookbook/one', 1024, 1024), (9020, 902, 0, 'lookbook/us', 1024, 1024), (9030, 903, 0, 'lookbook/spring', 1024, 1024)",
    ),
    env.DB.prepare(
      "INSERT INTO look_hotspots (look_id, product_id, x, y, position) VALUES (9010, ?, 30, 40, 0), (9010, ?, 70, 60, 1), (9011, ?, 50, 50, 0), (9030, ?, 20, 20, 0)",
    ).bind(a!.id, products.foreign.id, b!.id, a!.id),
  ]);
});

describe("look books", () => {
  it("lists only the store's own look books, in its language, with the first look as cover", async () => {
    const de = await listLookBooks(ctxFor(env, "de", "de", "EUR"));
    expect(de).toEqual([
      {
        key: "winter-test",
        href: "/lookBooks/winter-test",
        title: "Winter (de)",
        description: "Kalte Tage",
        publishedOn: "2026-11-01",
        cover: { key: "lookbook/one", width: 1024, height: 1024, alt: "Winter (de)" },
        lookCount: 2,
      },
    ]);
    expect((await listLookBooks(ctxFor(env, "us"))).map((b) => b.key)).toEqual(["summer-test"]);
  });

  it("falls back to the English texts", async () => {
    const fr = await getLookBook(ctxFor(env, "de", "fr", "EUR"), "winter-test");
    expect(fr?.title).toBe("Winter");
  });

  it("gives each look its hotspots with product cards in the shopper's currency and the SKUs to choose from", async () => {
    const book = await getLookBook(ctxFor(env, "de", "de", "EUR"), "winter-test");
    expect(book?.looks.map((l) => l.position)).toEqual([0, 1]);
    const [first, second] = book!.looks;
    // The product de does not sell is left out: every hotspot opens a page that exists.
    expect(first!.pieces.map((p) => p.product.spuCode)).toEqual([products.sized[0]!.spu_code]);
    expect(second!.pieces.map((p) => p.product.spuCode)).toEqual([products.sized[1]!.spu_code]);
    const piece = first!.pieces[0]!;
    expect(piece).toMatchObject({ x: 30, y: 40 });
    expect(piece.product.salePrice.currency).toBe("EUR");
    expect(piece.product.href).toMatch(/^\/product-.+\.html$/);
    expect(new Set(piece.skus.map((s) => s.size)).size).toBeGreaterThan(1);
    expect(piece.skus.every((s) => typeof s.skuCode === "string" && (s.stock === null || s.stock >= 0))).toBe(true);
  });

  it("answers null for another store's look book, an unknown key or a key that is no key", async () => {
    const cc = ctxFor(env, "de", "de", "EUR");
    expect(await getLookBook(cc, "summer-test")).toBeNull();
    expect(await getLookBook(cc, "nothing-here")).toBeNull();
    expect(await getLookBook(cc, "winter-test' OR 1=1 --")).toBeNull();
    expect(await getLookBook(cc, "__proto__")).toBeNull();
  });

  it("shows a book from its publishing day on: hidden the day before, shown on the day and after", async () => {
    const cc = ctxFor(env, "de", "de", "EUR");
    const keys = async (today: string) => (await listLookBooks(cc, today)).map((b) => b.key);
    expect(await keys("2099-02-28")).toEqual(["winter-test"]);
    expect(await keys("2099-03-01")).toEqual(["winter-test", "spring-test"]);
    expect(await keys("2099-03-02")).toEqual(["winter-test", "spring-test"]);
    // A day that has not come reads like a key that names no book: nothing of it comes back.
    expect(await getLookBook(cc, "spring-test", "2099-02-28")).toBeNull();
    const onTheDay = await getLookBook(cc, "spring-test", "2099-03-01");
    expect(onTheDay).toMatchObject({ title: "Spring", publishedOn: "2099-03-01" });
    expect(onTheDay?.looks.map((l) => l.pieces.map((p) => p.product.spuCode))).toEqual([[products.sized[0]!.spu_code]]);
    // Without a day given, today (UTC) counts.
    expect(await getLookBook(cc, "spring-test")).toBeNull();
    expect((await listLookBooks(cc)).map((b) => b.key)).toEqual(["winter-test"]);
  });

  it("puts /lookBooks and every published look book of the store in its sitemap", async () => {
    const data = await sitemapData(ctxFor(env, "de", "de", "EUR"));
    const hrefs = (data.pages ?? []).map((p) => p.href);
    expect(hrefs).toContain("/lookBooks");
    expect(hrefs).toContain("/lookBooks/winter-test");
    expect(hrefs).not.toContain("/lookBooks/summer-test");
    expect(hrefs).not.toContain("/lookBooks/spring-test");
    expect(data.pages?.find((p) => p.href === "/lookBooks/winter-test")).toMatchObject({ lastModified: "2026-11-01", image: "lookbook/one" });
  });
});
