import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ctxFor, seedTestCatalog, testCatalog } from "../../test/catalog-fixture";
import { historyList, historyProducts } from "./history";
import { homeSections } from "./home";
import { getProductDetail, similarProducts } from "./product-detail";
import { productSitemapCount, productSitemapEntries, sitemapData } from "./sitemap";

beforeAll(async () => {
  await seedTestCatalog(env);
});

const first = (category: string, store = "us") => testCatalog().products.find((p) => p.categoryKey === category && p.stores.includes(store))!;

describe("product detail", () => {
  it("gives a ring its sizes with circumference, colours, stock and converted prices", async () => {
    const ring = first("engagement-rings");
    const detail = await getProductDetail(ctxFor(env, "de", "de", "EUR"), ring.productCode);
    expect(detail).not.toBeNull();
    expect(detail!.title).toBe(ring.texts.de.title);
    expect(detail!.description).toBe(ring.texts.de.description);
    expect(detail!.sizeGuide).toBe("ring");
    expect(detail!.skus).toHaveLength(ring.skus.length);
    expect(detail!.skus.map((s) => s.size)).toContain("54,4 mm (US 7)");
    expect(detail!.skus[0].color?.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(detail!.skus.map((s) => s.stock)).toEqual(ring.skus.map((s) => s.stock));
    expect(detail!.salePrice.currency).toBe("EUR");
    expect(detail!.salePrice.amount).toBe(Math.round((ring.saleCents / 100) * 0.92 * 100) / 100);
    expect(detail!.breadcrumb.map((c) => c.href)).toEqual(["/category-rings", "/category-engagement-rings", detail!.href]);
    expect(detail!.images).toHaveLength(3);
    expect(detail!.jewelSafe?.price.currency).toBe("EUR");
    expect(detail!.href).toBe(`/product-${ring.slug}-${ring.productCode}.html`);
  });

  it("gives clothing its measurements per size", async () => {
    const dress = first("evening-dresses", "apparel");
    const detail = await getProductDetail(ctxFor(env, "apparel"), dress.productCode);
    expect(detail!.sizeGuide).toBe("clothing");
    expect(detail!.measurements.length).toBeGreaterThanOrEqual(5);
    expect(detail!.measurements[0]).toMatchObject({
      size: expect.any(String),
      bust: expect.any(Number),
      waist: expect.any(Number),
      hip: expect.any(Number),
      length: expect.any(Number),
    });
    expect(detail!.jewelSafe).toBeNull();
  });

  it("gives a variant its own picture (Variant Image) as its place in the gallery", async () => {
    const ring = first("engagement-rings");
    const pid = `(SELECT id FROM products WHERE product_code = '${ring.productCode}')`;
    const positions = await env.DB.prepare(`SELECT position FROM product_images WHERE product_id = ${pid} ORDER BY position`).all<{
      position: number;
    }>();
    const [firstSku, secondSku] = ring.skus.map((s) => s.skuCode);
    // The third picture for the first SKU; a position no picture has (left by a hand edit) shows none.
    await env.DB.batch([
      env.DB.prepare("UPDATE skus SET image_position = ? WHERE sku_code = ?").bind(positions.results[2].position, firstSku),
      env.DB.prepare("UPDATE skus SET image_position = 99 WHERE sku_code = ?").bind(secondSku),
    ]);
    try {
      const detail = await getProductDetail(ctxFor(env), ring.productCode);
      expect(detail!.skus[0].image).toBe(2);
      expect(detail!.images[2].key).toBeTruthy();
      expect(detail!.skus[1]).not.toHaveProperty("image");
    } finally {
      await env.DB.prepare("UPDATE skus SET image_position = NULL WHERE sku_code IN (?, ?)").bind(firstSku, secondSku).run();
    }
  });

  it("is null for unknown codes, malformed codes and other stores' products", async () => {
    expect(await getProductDetail(ctxFor(env), "999999999")).toBeNull();
    expect(await getProductDetail(ctxFor(env), "../../etc")).toBeNull();
    expect(await getProductDetail(ctxFor(env), "x".repeat(500))).toBeNull();
    expect(await getProductDetail(ctxFor(env), first("grillz", "us_vip").productCode)).toBeNull();
  });

  it("suggests similar products of the same category, nearest price first", async () => {
    const ring = first("engagement-rings");
    const similar = await similarProducts(ctxFor(env), ring.productCode);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.map((p) => p.spuCode)).not.toContain(ring.spuCode);
    const codes = new Set(
      testCatalog()
        .products.filter((p) => p.categoryKey === "engagement-rings")
        .map((p) => p.spuCode),
    );
    expect(similar.every((p) => codes.has(p.spuCode))).toBe(true);
  });
});

describe("viewed history", () => {
  it("answers cards in the order viewed, dropping unknown codes and other stores", async () => {
    const [a, b] = testCatalog().products.filter((p) => p.stores.includes("us"));
    const vip = first("grillz", "us_vip");
    const cards = await historyProducts(ctxFor(env), [b.spuCode, "NOPE", a.spuCode, vip.spuCode, b.spuCode]);
    expect(cards.map((c) => c.spuCode)).toEqual([b.spuCode, a.spuCode]);
  });

  it("builds the drawer's days with link, image and price, dropping empty days", async () => {
    const [a, b] = testCatalog().products.filter((p) => p.stores.includes("uk"));
    const days = await historyList(ctxFor(env, "uk", "en-GB", "GBP"), [
      { date: "2026-05-02", productSpuList: [a.spuCode, b.spuCode] },
      { date: "2026-05-01", productSpuList: ["GONE1"] },
    ]);
    expect(days).toHaveLength(1);
    expect(days[0].date).toBe("2026-05-02");
    expect(days[0].spuCodes[0]).toMatchObject({ spuCode: a.spuCode, seoLink: `/product-${a.slug}-${a.productCode}.html`, currencySymbol: "£" });
    expect(days[0].spuCodes[0].productSalePrice).toMatch(/^£[\d,]+\.\d{2}$/);
  });
});

describe("home and sitemap", () => {
  it("shows each store its own sections", async () => {
    for (const store of ["us", "us_vip", "apparel", "heycharm"] as const) {
      const home = await homeSections(ctxFor(env, store));
      expect(home.bestSellers.length, store).toBe(8);
      expect(home.categories.length, store).toBeGreaterThan(0);
      expect(
        home.categories.every((c) => c.image?.key),
        store,
      ).toBe(true);
    }
    const vip = await homeSections(ctxFor(env, "us_vip"));
    expect(vip.categories.map((c) => c.key)).toContain("grillz");
    expect(vip.collections.map((c) => c.href)).toEqual(["/collection/standard-iced-out", "/collection/lego-102"]);
  });

  it("lists every product and non-empty category of a store", async () => {
    const cc = ctxFor(env, "heycharm");
    const data = await sitemapData(cc);
    const files = await productSitemapCount(cc);
    const products = (await Promise.all(Array.from({ length: files }, (_, part) => productSitemapEntries(cc, part)))).flat();
    expect(products).toHaveLength(testCatalog().products.filter((p) => p.stores.includes("heycharm")).length);
    expect(data.categories.map((c) => c.href)).toContain("/category-charms");
  });

  it("splits a store's products into sitemap files of at most the limit, each product in one", async () => {
    const cc = ctxFor(env, "us");
    const perFile = 40;
    const files = await productSitemapCount(cc, perFile);
    expect(files).toBeGreaterThan(2);
    const parts = await Promise.all(Array.from({ length: files }, (_, part) => productSitemapEntries(cc, part, perFile)));
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(perFile);
    const hrefs = parts.flat().map((p) => p.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toHaveLength(testCatalog().products.filter((p) => p.stores.includes("us")).length);
  });
});
