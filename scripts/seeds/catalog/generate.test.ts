import { describe, expect, it } from "vitest";
import { RENDITION_WIDTHS } from "~/shared/image-url";
import { STORE_KEYS } from "~/shared/stores";
import { parseRenditionIndex, pickRendition } from "~/worker/services/image-store";
import { sceneSvg } from "./drawing.mjs";
import { generateCatalog } from "./generate.mjs";
import { bundle, imageKey, LADDER } from "./render-images.mjs";
import { ringCircumference } from "./sizes.mjs";

const today = new Date("2026-05-01T00:00:00Z");
const catalog = generateCatalog({ today });

describe("demo catalogue generator", () => {
  it("is deterministic: the same seed and day give the same shop, another seed another", () => {
    expect(generateCatalog({ today })).toEqual(catalog);
    const other = generateCatalog({ today, seed: "another" });
    expect(other.products.map((p) => p.saleCents)).not.toEqual(catalog.products.map((p) => p.saleCents));
  });

  it("has at least 300 products over at least 12 categories, and something in every store", () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(300);
    const used = new Set(catalog.products.map((p) => p.categoryKey));
    expect(used.size).toBeGreaterThanOrEqual(12);
    for (const store of STORE_KEYS) expect(catalog.products.filter((p) => p.stores.includes(store)).length, store).toBeGreaterThanOrEqual(40);
    const vip = catalog.products.filter((p) => p.stores.includes("us_vip")).map((p) => p.categoryKey);
    expect(new Set(vip)).toEqual(
      new Set(["cuban-chains", "tennis-chains", "rope-chains", "grillz", "iced-pendants", "iced-bracelets", "iced-watches"]),
    );
  });

  it("gives unique codes, URL-safe slugs and believable prices", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(catalog.products.map((p) => p.spuCode))).toBe(true);
    expect(unique(catalog.products.map((p) => p.productCode))).toBe(true);
    for (const p of catalog.products) {
      expect(p.productCode).toMatch(/^[a-z0-9]+$/);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.saleCents).toBeGreaterThan(0);
      expect(p.saleCents).toBeLessThanOrEqual(p.baseCents);
      expect(p.baseCents % 100 === 99 || p.baseCents % 1000 === 0).toBe(true);
      expect(p.ratingAvg).toBeLessThanOrEqual(5);
    }
    const charms = catalog.products.filter((p) => p.group === "charms").map((p) => p.baseCents);
    expect(Math.max(...charms)).toBeLessThan(20000);
  });

  it("writes every product in the five languages", () => {
    for (const p of catalog.products) {
      for (const language of ["en", "en-GB", "de", "fr", "es"] as const) {
        expect(p.texts[language].title.length, `${p.spuCode} ${language}`).toBeGreaterThan(3);
        expect(p.texts[language].description.length).toBeGreaterThan(60);
      }
      expect(p.texts.de.title).not.toBe(p.texts.en.title);
    }
    expect(
      catalog.products.some((p) => p.texts["en-GB"].description.includes("jewellery") || p.texts["en-GB"].description.includes("favourite")),
    ).toBe(true);
  });

  it("sizes rings by US size with the inner circumference, and measures clothing", () => {
    const ringSizes = new Map(catalog.options.filter((o) => o.attr === "size" && o.code.startsWith("ring-")).map((o) => [o.id, o.names]));
    const rings = catalog.products.filter((p) => p.sizeGuide === "ring");
    expect(rings.length).toBeGreaterThan(30);
    for (const ring of rings) expect(ring.skus.every((s) => ringSizes.has(s.sizeId!))).toBe(true);
    expect(ringSizes.get(catalog.options.find((o) => o.code === "ring-7")!.id)!.en).toBe(`US 7 (${ringCircumference(7)} mm)`);
    expect(ringCircumference(7)).toBe(54.4);
    const clothing = catalog.products.filter((p) => p.sizeGuide === "clothing" && p.measurements.length);
    expect(clothing.length).toBeGreaterThan(40);
    for (const item of clothing) {
      expect(item.measurements.length).toBe(new Set(item.skus.map((s) => s.sizeId)).size);
      for (const m of item.measurements) expect(m.waist).toBeLessThan(m.hip);
    }
    expect(clothing.some((p) => p.measurements.some((m) => m.bust && m.shoulder && m.sleeve))).toBe(true);
  });

  it("mixes stock: made to order, in stock, limited and sold out, never negative", () => {
    const stocks = catalog.products.flatMap((p) => p.skus.map((s) => s.stock));
    expect(stocks).toContain(null);
    expect(stocks).toContain(0);
    expect(stocks.some((s) => s !== null && s > 10)).toBe(true);
    expect(stocks.every((s) => s === null || s >= 0)).toBe(true);
  });

  it("dates some arrivals within the new-arrival window, relative to the day given", () => {
    const days = catalog.products.map((p) => (today.getTime() - Date.parse(p.newOn)) / 86_400_000);
    expect(days.every((d) => d >= 0 && d <= 540)).toBe(true);
    expect(days.filter((d) => d <= 45).length).toBeGreaterThan(30);
  });

  it("fills collections with products of their stores", () => {
    for (const c of catalog.collections) {
      expect(c.productIds.length, c.key).toBeGreaterThan(0);
      for (const id of c.productIds) {
        const product = catalog.products.find((p) => p.id === id)!;
        expect(
          product.stores.some((s) => c.stores.includes(s)),
          `${c.key} ${product.spuCode}`,
        ).toBe(true);
      }
    }
  });
});

describe("product photos", () => {
  it("draws the same picture for the same look, and different pictures for different products", () => {
    const [a, b] = catalog.products;
    expect(sceneSvg(a.images[0], 320)).toBe(sceneSvg(a.images[0], 320));
    expect(sceneSvg(a.images[0], 320)).not.toBe(sceneSvg(b.images[0], 320));
    expect(sceneSvg(a.images[0], 320)).not.toBe(sceneSvg(a.images[1], 320));
    expect(imageKey(a.images[0], 1024)).toMatch(/^catalog\/[0-9a-f]{20}$/);
    const keys = new Set(catalog.products.map((p) => imageKey(p.images[0], 1024)));
    expect(keys.size).toBe(catalog.products.length);
  });

  it("renders the ladder the image path serves, in one bundle the route can index", () => {
    expect(LADDER).toEqual([...RENDITION_WIDTHS]);
    const parts = [
      { format: "webp", width: 640, data: Buffer.from("aaaa") },
      { format: "jpeg", width: 640, data: Buffer.from("bbbbbb") },
      { format: "webp", width: 320, data: Buffer.from("cc") },
    ];
    const { body, index } = bundle(parts);
    const list = parseRenditionIndex(index);
    const webp = pickRendition(list, "webp", 480)!;
    expect(body.subarray(webp.offset, webp.offset + webp.length).toString()).toBe("aaaa");
    const jpeg = pickRendition(list, "jpeg", 1536)!;
    expect(body.subarray(jpeg.offset, jpeg.offset + jpeg.length).toString()).toBe("bbbbbb");
  });
});
