import { describe, expect, it } from "vitest";
import { parseCategoryQuery } from "./category-query";
import { hasFilters, hrefs, listingHref, priceSections, toggleOption } from "./listing-url";

const category = { id: "category" as const, params: { category_key: "rings" } };
const state = (qs: string) => {
  const { category: _, ...rest } = parseCategoryQuery(new URLSearchParams(qs), "rings");
  return rest;
};
const roundTrip = (qs: string) => listingHref(category, state(qs));

describe("listing links", () => {
  it("is the inverse of parseCategoryQuery, defaults left out", () => {
    expect(roundTrip("")).toBe("/category-rings");
    expect(roundTrip("page=1")).toBe("/category-rings");
    expect(roundTrip("attr_ids=material_1_2-color_7&price=20-100&sort=price_asc&page=3")).toBe(
      "/category-rings?attr_ids=material_1_2-color_7&price=20-100&sort=price_asc&page=3",
    );
    expect(roundTrip("skus=HE1,RED&colorgroupid=4&coupon=SAVE")).toBe("/category-rings?spu=HE1-RED&colorgroupid=4&coupon=SAVE");
    expect(roundTrip("price=-50")).toBe("/category-rings?price=-50");
    expect(roundTrip("price=200")).toBe("/category-rings?price=200-");
  });

  it("toggles an option in and out, dropping an attribute left empty", () => {
    expect(toggleOption([], "material", 3)).toEqual([{ attrName: "material", attrOptionIds: [3] }]);
    const list = [
      { attrName: "material", attrOptionIds: [3] },
      { attrName: "color", attrOptionIds: [7] },
    ];
    expect(toggleOption(list, "material", 1)).toEqual([
      { attrName: "material", attrOptionIds: [1, 3] },
      { attrName: "color", attrOptionIds: [7] },
    ]);
    expect(toggleOption(list, "material", 3)).toEqual([{ attrName: "color", attrOptionIds: [7] }]);
  });

  it("goes back to page 1 when a filter or the sort changes, not when paging", () => {
    const s = state("attr_ids=material_1&page=4");
    expect(hrefs.toggle(category, s, "material", 2)).toBe("/category-rings?attr_ids=material_1_2");
    expect(hrefs.sort(category, s, "newest")).toBe("/category-rings?attr_ids=material_1&sort=newest");
    expect(hrefs.price(category, s, { min: 50, max: 100 })).toBe("/category-rings?attr_ids=material_1&price=50-100");
    expect(hrefs.page(category, s, 5)).toBe("/category-rings?attr_ids=material_1&page=5");
  });

  it("carries a page's key on that page's link only, never on page 1 or another state's link", () => {
    const s = state("sort=price_asc&page=4&from=k4");
    expect(hrefs.page(category, s, 5, "k5")).toBe("/category-rings?sort=price_asc&page=5&from=k5");
    expect(hrefs.page(category, s, 1, "k1")).toBe("/category-rings?sort=price_asc");
    expect(hrefs.page(category, s, 3)).toBe("/category-rings?sort=price_asc&page=3");
    expect(hrefs.sort(category, s, "newest")).toBe("/category-rings?sort=newest");
    expect(listingHref(category, s)).toBe("/category-rings?sort=price_asc&page=4");
  });

  it("clears filters but keeps the search words and the sort", () => {
    const search = { id: "search" as const, params: {} };
    const s = { ...state("attr_ids=material_1&price=1-2&sort=rating&page=2"), searchTerms: "gold ring" };
    expect(hasFilters(s)).toBe(true);
    expect(hrefs.clear(search, s)).toBe("/search?q=gold+ring&sort=rating");
    expect(hasFilters(state("sort=rating&page=2"))).toBe(false);
  });

  it("keeps the search words of /catalogsearch/result/{key} in the path only", () => {
    const place = { id: "searchResult" as const, params: { key: "gold" } };
    expect(listingHref(place, { searchTerms: "gold", pageIndex: 2 })).toBe("/catalogsearch/result/gold?page=2");
  });
});

describe("price sections", () => {
  it("cuts a range on round boundaries, open at both ends", () => {
    expect(priceSections({ min: 12.5, max: 389 })).toEqual([{ max: 100 }, { min: 100, max: 200 }, { min: 200, max: 300 }, { min: 300 }]);
    expect(priceSections({ min: 9.99, max: 59.99 })).toEqual([{ max: 20 }, { min: 20, max: 40 }, { min: 40 }]);
  });

  it("has nothing to offer for an empty or flat range", () => {
    expect(priceSections({ min: 0, max: 0 })).toEqual([]);
    expect(priceSections({ min: 30, max: 30 })).toEqual([]);
  });
});
