import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCategoryQuery, type CategoryQuery } from "~/shared/category-query";
import { ctxFor, seedTestCatalog, testCatalog } from "../../test/catalog-fixture";
import { listProducts, PAGE_SIZE } from "./listing";

const q = (search: string, category?: string): CategoryQuery => parseCategoryQuery(new URLSearchParams(search), category);
const us = () => ctxFor(env);

beforeAll(async () => {
  await seedTestCatalog(env);
});

const inStore = (store: string, categories: string[]) =>
  testCatalog().products.filter((p) => p.stores.includes(store) && categories.includes(p.categoryKey));

describe("category listings", () => {
  it("lists a parent category with its children's products, a page at a time", async () => {
    const expected = inStore("us", ["rings", "engagement-rings", "wedding-bands", "fashion-rings"]);
    const page = await listProducts(us(), { kind: "category", key: "rings", query: q("", "rings") });
    expect(page).not.toBeNull();
    expect(page!.total).toBe(expected.length);
    expect(page!.products).toHaveLength(Math.min(PAGE_SIZE, expected.length));
    expect(page!.pageCount).toBe(Math.ceil(expected.length / PAGE_SIZE));
    expect(page!.title).toBe("Rings");
    expect(page!.breadcrumb).toEqual([{ name: "Rings", href: "/category-rings" }]);
    expect(page!.category?.children.map((c) => c.key)).toEqual(["engagement-rings", "wedding-bands", "fashion-rings"]);
    const second = await listProducts(us(), { kind: "category", key: "rings", query: q("page=2", "rings") });
    const firstCodes = new Set(page!.products.map((p) => p.spuCode));
    expect(second!.products.some((p) => firstCodes.has(p.spuCode))).toBe(false);
  });

  it("answers null for a category the store does not have", async () => {
    expect(await listProducts(us(), { kind: "category", key: "grillz", query: q("", "grillz") })).toBeNull();
    expect(await listProducts(us(), { kind: "category", key: "no-such-thing", query: q("") })).toBeNull();
    expect(await listProducts(ctxFor(env, "us_vip"), { kind: "category", key: "grillz", query: q("", "grillz") })).not.toBeNull();
  });

  it("gives an empty page with the true total past the last page", async () => {
    const page = await listProducts(us(), { kind: "category", key: "rings", query: q("page=99999", "rings") });
    expect(page!.products).toEqual([]);
    expect(page!.total).toBeGreaterThan(0);
    expect(page!.pageIndex).toBe(500);
  });

  it("filters by attribute options: OR within an attribute, AND across, with disjunctive counts", async () => {
    const all = await listProducts(us(), { kind: "category", key: "rings", query: q("", "rings") });
    const material = all!.facets.find((f) => f.attrName === "material")!;
    const color = all!.facets.find((f) => f.attrName === "color")!;
    const [m1, m2] = material.options;
    const one = await listProducts(us(), { kind: "category", key: "rings", query: q(`attr_ids=material_${m1.id}`, "rings") });
    expect(one!.total).toBe(m1.count);
    const both = await listProducts(us(), { kind: "category", key: "rings", query: q(`attr_ids=material_${m1.id}_${m2.id}`, "rings") });
    expect(both!.total).toBe(m1.count! + m2.count!);
    // Within the filtered material, its own facet still offers the other materials with their counts.
    const ownFacet = one!.facets.find((f) => f.attrName === "material")!;
    expect(ownFacet.options.find((o) => o.id === m2.id)?.count).toBe(m2.count);
    expect(ownFacet.options.find((o) => o.id === m1.id)?.selected).toBe(true);
    const c1 = color.options[0];
    const and = await listProducts(us(), { kind: "category", key: "rings", query: q(`attr_ids=material_${m1.id}-color_${c1.id}`, "rings") });
    expect(and!.total).toBe(one!.facets.find((f) => f.attrName === "color")!.options.find((o) => o.id === c1.id)?.count ?? 0);
    expect(and!.total).toBeLessThanOrEqual(one!.total);
  });

  it("ignores unknown attributes and option ids of another attribute", async () => {
    const all = await listProducts(us(), { kind: "category", key: "rings", query: q("", "rings") });
    const colorId = all!.facets.find((f) => f.attrName === "color")!.options[0].id;
    for (const attr of ["bogus_1_2", "material_999999", `material_${colorId}`, "size_abc", "__proto___1"]) {
      const page = await listProducts(us(), { kind: "category", key: "rings", query: q(`attr_ids=${attr}`, "rings") });
      expect(page!.total, attr).toBe(all!.total);
    }
  });

  it("sorts by price, newest, best selling and rating", async () => {
    const list = async (sort: string) =>
      (await listProducts(us(), { kind: "category", key: "necklaces", query: q(`sort=${sort}`, "necklaces") }))!.products;
    const asc = (await list("price_asc")).map((p) => p.salePrice.amount);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list("price_desc")).map((p) => p.salePrice.amount);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const byCode = new Map(testCatalog().products.map((p) => [p.spuCode, p]));
    const newest = (await list("newest")).map((p) => byCode.get(p.spuCode)!.newOn);
    expect(newest).toEqual([...newest].sort().reverse());
    const sales = (await list("best_selling")).map((p) => byCode.get(p.spuCode)!.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const ratings = (await list("rating")).map((p) => p.rating.average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("filters by price in the shopper's currency and reports the range before the price filter", async () => {
    const eur = ctxFor(env, "de", "de", "EUR");
    const all = await listProducts(eur, { kind: "category", key: "bracelets", query: q("", "bracelets") });
    const { min, max } = all!.priceRange;
    expect(min).toBeLessThan(max);
    const cut = Math.round((min + max) / 2);
    const cheap = await listProducts(eur, { kind: "category", key: "bracelets", query: q(`price=0-${cut}&sort=price_desc`, "bracelets") });
    expect(cheap!.products.every((p) => p.salePrice.amount <= cut && p.salePrice.currency === "EUR")).toBe(true);
    expect(cheap!.products[0].salePrice.formatted).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    expect(cheap!.priceRange).toEqual(all!.priceRange);
    const exact = await listProducts(eur, { kind: "category", key: "bracelets", query: q(`price=${min}-${min}`, "bracelets") });
    expect(exact!.total).toBeGreaterThanOrEqual(1);
    const none = await listProducts(eur, { kind: "category", key: "bracelets", query: q("price=-5", "bracelets") });
    expect(none!.total).toBe(0);
  });

  it("narrows by colour group and puts an ad's product first", async () => {
    const all = await listProducts(us(), { kind: "category", key: "rings", query: q("", "rings") });
    const gold = await listProducts(us(), { kind: "category", key: "rings", query: q("colorgroupid=1", "rings") });
    expect(gold!.total).toBeGreaterThan(0);
    expect(gold!.total).toBeLessThan(all!.total);
    const unknownGroup = await listProducts(us(), { kind: "category", key: "rings", query: q("colorgroupid=999", "rings") });
    expect(unknownGroup!.total).toBe(0);
    const last = inStore("us", ["fashion-rings"]).at(-1)!;
    const pinned = await listProducts(us(), { kind: "category", key: "rings", query: q(`spu=${last.spuCode}`, "rings") });
    expect(pinned!.products[0].spuCode).toBe(last.spuCode);
    const fromSkus = await listProducts(us(), { kind: "category", key: "rings", query: q(`skus=${last.spuCode},${last.spuCode}-11`, "rings") });
    expect(fromSkus!.products[0].spuCode).toBe(last.spuCode);
  });
});

describe("other listings", () => {
  it("shows only discounted products on sale pages, every category with key all", async () => {
    const sale = await listProducts(us(), { kind: "sale", key: "all", query: q("") });
    expect(sale!.total).toBe(testCatalog().products.filter((p) => p.stores.includes("us") && p.saleCents < p.baseCents).length);
    expect(sale!.products.every((p) => p.discountPercent > 0)).toBe(true);
    const rings = await listProducts(us(), { kind: "sale", key: "rings", query: q("", "rings") });
    expect(rings!.breadcrumb[0].href).toBe("/sale-rings");
  });

  it("lists new arrivals newest first", async () => {
    const page = await listProducts(us(), { kind: "newArrival", query: q("") });
    expect(page!.total).toBeGreaterThan(0);
    expect(page!.products.every((p) => p.isNew)).toBe(true);
  });

  it("lists a tag, and the three kinds of collection, in their store only", async () => {
    const tag = await listProducts(us(), { kind: "products", key: "bestseller", query: q("") });
    expect(tag!.title).toBe("Best Sellers");
    expect(tag!.products.every((p) => p.tags.includes("bestseller"))).toBe(true);
    expect(await listProducts(us(), { kind: "products", key: "nope", query: q("") })).toBeNull();
    const bridal = await listProducts(ctxFor(env, "de", "de", "EUR"), { kind: "standard", key: "bridal", query: q("") });
    expect(bridal!.title).toBe("Die Braut-Kollektion");
    expect(bridal!.total).toBeGreaterThan(0);
    expect(await listProducts(ctxFor(env, "apparel"), { kind: "standard", key: "bridal", query: q("") })).toBeNull();
    const lego = await listProducts(ctxFor(env, "heycharm"), { kind: "lego", key: "103", query: q("") });
    expect(lego!.total).toBeGreaterThan(0);
    const keyed = await listProducts(ctxFor(env, "apparel"), { kind: "collections", key: "wedding-guest", query: q("") });
    expect(keyed!.products.length).toBeGreaterThan(0);
  });

  it("searches within a listing with q and ranks by relevance by default", async () => {
    const page = await listProducts(us(), { kind: "category", key: "rings", query: q("q=moissanite", "rings") });
    expect(page!.total).toBeGreaterThan(0);
    expect(page!.products[0].title).toMatch(/moissanite/i);
  });
});
