import { describe, expect, it } from "vitest";
import { formatAttrIds, parseAttrIds, parseCategoryQuery } from "./category-query";

const parse = (qs: string, category?: string) => parseCategoryQuery(new URLSearchParams(qs), category);

describe("category query", () => {
  it("defaults the page to 1 and keeps it sane", () => {
    expect(parse("").pageIndex).toBe(1);
    expect(parse("page=3").pageIndex).toBe(3);
    expect(parse("page=-2").pageIndex).toBe(1);
    expect(parse("page=abc").pageIndex).toBe(1);
    expect(parse("page=99999").pageIndex).toBe(500);
  });

  it("takes spu, or skus with the first comma replaced by a dash", () => {
    expect(parse("spu=HE1").spuCode).toBe("HE1");
    expect(parse("skus=HE1,RED").spuCode).toBe("HE1-RED");
  });

  it("parses attr_ids: dashes between attributes, underscores inside", () => {
    expect(parseAttrIds("material_1_2-color_7")).toEqual([
      { attrName: "material", attrOptionIds: [1, 2] },
      { attrName: "color", attrOptionIds: [7] },
    ]);
    expect(parseAttrIds("material_x-_3-bad")).toEqual([]);
    expect(formatAttrIds(parseAttrIds("material_1_2-color_7"))).toBe("material_1_2-color_7");
  });

  it("reads price sections, sort, coupon, colour group, q and the category", () => {
    const q = parse("price=20-100&sort=price_asc&coupon=SAVE10&colorgroupid=4&q=%20gold%20", "rings");
    expect(q).toMatchObject({
      priceSection: { min: 20, max: 100 },
      sort: "price_asc",
      coupon: "SAVE10",
      colorGroupId: 4,
      searchTerms: "gold",
      category: "rings",
    });
    expect(parse("price=100-20").priceSection).toEqual({ min: 20, max: 100 });
    expect(parse("price=-5").priceSection).toEqual({ min: undefined, max: 5 });
    expect(parse("price=abc").priceSection).toBeUndefined();
    expect(parse("sort=evil").sort).toBeUndefined();
  });

  it("keeps a url-safe page key of a sane length, and drops any other", () => {
    expect(parse("page=3&from=WyJwcmljZV9hc2MiLDEsMiwzXQ").from).toBe("WyJwcmljZV9hc2MiLDEsMiwzXQ");
    for (const from of ["", "a b", "a+b/c=", "%00", "x".repeat(201)]) expect(parse(`from=${encodeURIComponent(from)}`).from, from).toBeUndefined();
  });
});
