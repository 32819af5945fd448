import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCategoryQuery } from "~/shared/category-query";
import { ctxFor, seedTestCatalog } from "../../test/catalog-fixture";
import { attributeIndex } from "./attributes";
import { countStatement, isFiltered, largeCategory, readCategoryPage } from "./category-listing";
import { positionToken } from "./listing-keyset";
import { getRates } from "../rates";
import { facetsOf, pagePick, runListing, validSelections } from "./listing-engine";
import { readListing } from "./listing-read";
import { storeTree, subtreeIds } from "./tree";

/**
 * A large category read a page at a time must show the page the engine picks from every
 * candidate, in the same order, with the same figures where it keeps them (the unfiltered
 * counts and price range). Here the test catalogue's rings are read both ways.
 */
beforeAll(async () => {
  await seedTestCatalog(env);
});

async function both(search: string, store: "us" | "de" = "us") {
  const cc = store === "de" ? ctxFor(env, "de", "de", "EUR") : ctxFor(env);
  const [tree, attributes] = await Promise.all([storeTree(cc), attributeIndex(cc)]);
  const ids = subtreeIds(tree, tree.byKey.get("rings")!.id);
  const scope = { where: "p.category_id IN (SELECT value FROM json_each(?))", params: [JSON.stringify(ids)], order: "sp.position" };
  const query = parseCategoryQuery(new URLSearchParams(search), "rings");
  const priceCents = query.priceSection && {
    min: query.priceSection.min && query.priceSection.min * 100,
    max: query.priceSection.max && query.priceSection.max * 100,
  };
  const engine = { query, attributes, priceCents, pageSize: 8 };
  const pick = pagePick(engine);
  const whole = await readListing(cc, scope, undefined, pick);
  const result = runListing({ ...engine, candidates: whole.candidates });
  const page = await readCategoryPage(cc, ids, pick);
  return { cc, ids, pick, attributes, query, whole, result, page, size: tree.byKey.get("rings")!.productCount };
}

const categoryRange = (candidates: { saleCents: number }[]) => ({
  min: Math.min(...candidates.map((c) => c.saleCents)),
  max: Math.max(...candidates.map((c) => c.saleCents)),
});

const optionIds = async (name: string, n: number) =>
  (await attributeIndex(ctxFor(env))).byName
    .get(name)!
    .options.slice(0, n)
    .map((o) => o.id);

describe("a large category read a page at a time", () => {
  const queries = [
    "",
    "page=2",
    "sort=price_asc",
    "sort=price_desc&page=2",
    "sort=newest",
    "sort=best_selling&page=3",
    "sort=rating",
    "sort=rating&page=2",
    "price=20-300&sort=price_asc",
    "price=20-300&sort=newest&page=2",
    "colorgroupid=1",
    "page=999",
  ];
  for (const search of queries) {
    it(`shows the engine's page and the category's price range for ?${search}`, async () => {
      const { whole, result, page } = await both(search);
      expect(whole.candidates.length).toBeGreaterThan(8);
      expect(page.ids).toEqual(result.pageIds);
      expect(page.rows.map((row) => row.id)).toEqual(result.pageIds);
      expect(page.priceRangeCents).toEqual(categoryRange(whole.candidates));
      if (!search.includes("colorgroupid")) expect(page.priceRangeCents).toEqual(result.priceRangeCents);
      if (!search.includes("999")) expect(result.pageIds.length).toBeGreaterThan(0);
    });
  }

  it("shows the engine's page under options of two attributes, sorted each way, and in another store", async () => {
    const [material, color] = [await optionIds("material", 3), await optionIds("color", 3)];
    for (const sort of ["price_desc", "price_asc", "best_selling", "newest", "rating", ""]) {
      const { result, page, whole } = await both(`attr_ids=material_${material.join("_")}-color_${color.join("_")}&sort=${sort}`);
      expect(page.ids, sort).toEqual(result.pageIds);
      // Under option filters the price sections stay the category's (category-listing.ts priceBoundsStatement).
      expect(page.priceRangeCents, sort).toEqual(categoryRange(whole.candidates));
    }
    const german = await both(`attr_ids=material_${material.join("_")}&sort=price_asc&page=2`, "de");
    expect(german.page.ids).toEqual(german.result.pageIds);
  });

  it("tells whether a page follows, as the engine's page count does", async () => {
    const { result, page } = await both("");
    const last = await both(`page=${result.pageCount}`);
    expect(page.hasNext).toBe(result.pageCount > 1);
    expect(last.page.hasNext).toBe(false);
    expect(last.page.ids).toEqual(last.result.pageIds);
  });

  it("keeps the unfiltered category's facet counts and total as the engine counts them", async () => {
    const { result, page, attributes, query, size, pick } = await both("");
    expect(isFiltered(pick)).toBe(false);
    expect(page.matches).toBeNull();
    expect(size).toBe(result.total);
    expect(facetsOf(attributes, validSelections(query, attributes), () => page.optionCounts)).toEqual(result.facets);
  });

  it("counts the filters' matches exactly below the cap, and stops one past it", async () => {
    const material = await optionIds("material", 2);
    const { result, page, cc, ids, pick } = await both(`attr_ids=material_${material.join("_")}&price=20-300`);
    expect(page.matches).toBe(result.total);
    expect(result.total).toBeGreaterThan(3);
    const capped = countStatement(cc.store, ids, pick, 3);
    const row = await env.DB.prepare(capped.sql)
      .bind(...capped.values)
      .first<{ n: number }>();
    expect(row!.n).toBe(4);
  });

  it("shows the unfiltered figures the engine shows, and under filters a capped total and uncounted options", async () => {
    const material = await optionIds("material", 2);
    const rates = await getRates(env.DB);
    for (const search of ["", `attr_ids=material_${material.join("_")}&sort=price_asc`]) {
      const { cc, ids, size, query, attributes, pick, result } = await both(search);
      const input = { categoryIds: ids, size, query, attributes, pageSize: 8, pick, rates };
      const exact = await largeCategory(cc, input, 10_000);
      expect(exact.total, search).toBe(result.total);
      expect(exact.pageCount, search).toBe(result.pageCount);
      expect(exact.totalCapped, search).toBeUndefined();
      expect(exact.products.map((card) => card.spuCode).length).toBe(result.pageIds.length);
      if (!search) expect(exact.facets).toEqual(result.facets);
      else {
        // Options of the category, selected ones kept, without counts.
        expect(exact.facets.flatMap((f) => f.options).every((o) => o.count === undefined)).toBe(true);
        expect(
          exact.facets
            .find((f) => f.attrName === "material")!
            .options.filter((o) => o.selected)
            .map((o) => o.id),
        ).toEqual(material);
        const capped = await largeCategory(cc, input, 9);
        expect(capped.total).toBe(9);
        expect(capped.totalCapped).toBe(true);
        expect(capped.pageCount).toBe(2);
        const far = await largeCategory(cc, { ...input, query: { ...query, pageIndex: 5 }, pick: { ...pick, offset: 32 } }, 9);
        expect(far.pageCount).toBe(result.pageCount > 5 ? 6 : result.pageCount === 5 ? 5 : 2);
        // Past the cap the page's own walk is the count: still more than the cap.
        expect([far.total, far.totalCapped]).toEqual([9, true]);
        const beyond = await largeCategory(cc, { ...input, query: { ...query, pageIndex: 99 }, pick: { ...pick, offset: 98 * 8 } }, 9);
        expect([beyond.products, beyond.total, beyond.totalCapped, beyond.pageCount]).toEqual([[], 9, true, 2]);
      }
    }
  });

  describe("a page reached by key", () => {
    /** Every page of a listing by following "next" from page 1, each beside the same page read by number. */
    async function walkByKey(search: string) {
      const { cc, ids, pick, result } = await both(search);
      const at = (page: number, from?: string) => readCategoryPage(cc, ids, { ...pick, offset: (page - 1) * 8, ...(from ? { from } : {}) });
      let from: string | undefined;
      let page = 1;
      for (;;) {
        const [byKey, byNumber] = await Promise.all([at(page, from), at(page)]);
        expect(byKey.ids, `${search} page ${page}`).toEqual(byNumber.ids);
        expect(byKey.hasNext).toBe(byNumber.hasNext);
        expect(byKey.keys.next).toBe(byNumber.keys.next);
        if (page > 2) {
          // "previous" of a page read by key leads to the page before, read by key as well.
          expect(byKey.keys.previous, `${search} page ${page}`).toBeDefined();
          expect((await at(page - 1, byKey.keys.previous)).ids).toEqual((await at(page - 1)).ids);
        } else expect(byKey.keys.previous).toBeUndefined();
        // Read by number, a page knows its next page's start but not its previous page's.
        expect(byNumber.keys.previous).toBeUndefined();
        if (!byKey.keys.next) break;
        from = byKey.keys.next;
        page++;
      }
      return { pages: page, result };
    }

    for (const search of [
      "",
      "sort=price_asc",
      "sort=price_desc",
      "sort=newest",
      "sort=best_selling",
      "sort=rating",
      "price=20-300&sort=price_asc",
    ]) {
      it(`walks every page as the offset read gives it, ?${search}`, async () => {
        const { pages, result } = await walkByKey(search);
        expect(pages).toBe(result.pageCount);
        expect(pages).toBeGreaterThan(2);
      });
    }

    it("walks every page under options of two attributes, in each sort", async () => {
      const [material, color] = [await optionIds("material", 3), await optionIds("color", 4)];
      for (const sort of ["price_asc", "price_desc", "newest", "rating", ""]) {
        const { pages, result } = await walkByKey(`attr_ids=material_${material.join("_")}-color_${color.join("_")}&price=10-&sort=${sort}`);
        expect(pages, sort).toBe(result.pageCount);
      }
    });

    it("reads by number a token that does not read, of another sort, or on the first page", async () => {
      const { cc, ids, pick } = await both("sort=price_asc");
      const page3 = { ...pick, offset: 16 };
      const byNumber = await readCategoryPage(cc, ids, page3);
      const tokens = ["garbage", positionToken("newest", ["2026-01-01", 5]), positionToken("price_asc", ["12", 1, 2]), btoa("[1,2")];
      for (const from of tokens) expect((await readCategoryPage(cc, ids, { ...page3, from })).ids, from).toEqual(byNumber.ids);
      const first = await readCategoryPage(cc, ids, pick);
      expect((await readCategoryPage(cc, ids, { ...pick, from: byNumber.keys.next })).ids).toEqual(first.ids);
    });

    it("starts at the price filter when a token lies below it", async () => {
      const { cc, ids, pick } = await both("price=20-300&sort=price_asc");
      const first = await readCategoryPage(cc, ids, pick);
      const low = await readCategoryPage(cc, ids, { ...pick, offset: 8, from: positionToken("price_asc", [1, 0, 0]) });
      expect(low.ids).toEqual(first.ids);
    });

    it("keeps the figures of the page's number: total, cap and page count", async () => {
      const material = await optionIds("material", 2);
      const rates = await getRates(env.DB);
      const { cc, ids, size, query, attributes, pick } = await both(`attr_ids=material_${material.join("_")}&sort=price_asc`);
      const input = { categoryIds: ids, size, query, attributes, pageSize: 8, pick, rates };
      const second = { ...input, query: { ...query, pageIndex: 2 }, pick: { ...pick, offset: 8 } };
      const start = (await largeCategory(cc, input, 9)).pageKeys?.next;
      expect(start).toBeDefined();
      const byKey = await largeCategory(cc, { ...second, pick: { ...second.pick, from: start } }, 9);
      const byNumber = await largeCategory(cc, second, 9);
      expect(byKey).toEqual({ ...byNumber, pageKeys: byKey.pageKeys });
      expect([byKey.total, byKey.totalCapped]).toEqual([9, true]);
      expect(byKey.pageKeys?.next).toBe(byNumber.pageKeys?.next);
    });
  });
});
