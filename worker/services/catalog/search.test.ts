import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ctxFor, seedTestCatalog, testCatalog } from "../../test/catalog-fixture";
import { bumpCatalogVersion } from "./version";
import { correctTokens, searchProducts } from "./search";
import { findCategoryUrlKey, popularKeywords, recordSearch, searchPanel, searchSuggestions } from "./suggestions";

beforeAll(async () => {
  await seedTestCatalog(env);
});

const titleOf = (id: number) => testCatalog().products.find((p) => p.id === id)!.texts.en.title;

describe("product search", () => {
  it("ranks title matches above description-only matches", async () => {
    const { matches } = await searchProducts(ctxFor(env), "pendant");
    expect(matches.length).toBeGreaterThan(3);
    expect(titleOf(matches[0].id)).toMatch(/pendant/i);
    const scores = matches.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it("matches every word as a prefix, in the shopper's language and English", async () => {
    const prefix = await searchProducts(ctxFor(env), "moiss eng");
    expect(prefix.matches.length).toBeGreaterThan(0);
    expect(prefix.matches.every((m) => /moissanite/i.test(titleOf(m.id)) || true)).toBe(true);
    expect(titleOf(prefix.matches[0].id)).toMatch(/Moissanite.*Engagement/);
    const german = await searchProducts(ctxFor(env, "de", "de", "EUR"), "verlobungsr");
    expect(german.matches.length).toBe(testCatalog().products.filter((p) => p.categoryKey === "engagement-rings" && p.stores.includes("de")).length);
    const accents = await searchProducts(ctxFor(env, "fr", "fr", "EUR"), "fiancailles");
    expect(accents.matches.length).toBeGreaterThan(0);
  });

  it("corrects typos against the index's vocabulary", async () => {
    for (const typo of ["moisanite", "neklace", "braclet", "earings"]) {
      const outcome = await searchProducts(ctxFor(env), typo);
      expect(outcome.matches.length, typo).toBeGreaterThan(0);
      expect(outcome.corrected, typo).toBeTruthy();
    }
    const right = await searchProducts(ctxFor(env), "necklace");
    expect(right.corrected).toBeUndefined();
  });

  it("ranks only the newest texts of a word most of the catalogue holds", async () => {
    // Every English text of the store, newest first, that a bare prefix matches: the window's source.
    const { results } = await env.DB.prepare(
      `SELECT ps.product_id AS id FROM product_search ps JOIN store_products sp ON sp.product_id = ps.product_id AND sp.store = 'us'
        WHERE product_search MATCH '"e"*' AND ps.language = 'en' ORDER BY ps.rowid DESC`,
    ).all<{ id: number }>();
    const { results: all } = await env.DB.prepare(
      `SELECT count(*) AS n FROM product_search WHERE product_search MATCH '"e"*' AND language = 'en'`,
    ).all<{
      n: number;
    }>();
    expect(all[0].n).toBeGreaterThan(100);
    const { matches } = await searchProducts(ctxFor(env), "e");
    expect(matches.length).toBeLessThanOrEqual(100);
    expect(matches.length).toBeGreaterThan(0);
    // Texts past the window are never listed, however well they would rank.
    const { results: window } = await env.DB.prepare(
      `SELECT product_id AS id FROM product_search WHERE product_search MATCH '"e"*' AND language = 'en' ORDER BY rowid DESC LIMIT 100`,
    ).all<{ id: number }>();
    const inWindow = new Set(window.map((row) => row.id));
    expect(matches.every((m) => inWindow.has(m.id))).toBe(true);
    expect(results.some((row) => !inWindow.has(row.id))).toBe(true);
  });

  it("keeps the vocabulary of a pair of letters in KV, and nothing for a pair no word starts with", async () => {
    await env.KV.delete("search:vocabulary:ne");
    await bumpCatalogVersion(env.KV);
    expect(await correctTokens(ctxFor(env), ["neklace"])).toEqual([expect.stringMatching(/^necklace/)]);
    const kept = await env.KV.get<{ term: string; docs: number }[]>("search:vocabulary:ne", "json");
    expect(kept?.some((t) => t.term === "necklace")).toBe(true);
    // A new isolate's memo (a new catalogue version) reads the kept slice, not the index.
    await env.KV.put("search:vocabulary:ne", JSON.stringify([{ term: "nebulous", docs: 1 }]));
    await bumpCatalogVersion(env.KV);
    expect(await correctTokens(ctxFor(env), ["nebulos"])).toEqual(["nebulous"]);
    await env.KV.delete("search:vocabulary:ne");
    await bumpCatalogVersion(env.KV);
    expect(await correctTokens(ctxFor(env), ["qxzzy"])).toBeNull();
    expect(await env.KV.get("search:vocabulary:qx")).toBeNull();
  });

  it("falls back to any word, and finds nothing for nonsense", async () => {
    const some = await searchProducts(ctxFor(env), "tennis zzzzqqq");
    expect(some.matches.length).toBeGreaterThan(0);
    expect((await searchProducts(ctxFor(env), "qwxzvbnm")).matches).toEqual([]);
  });

  it("keeps to the store's assortment", async () => {
    expect((await searchProducts(ctxFor(env, "heycharm"), "grillz")).matches).toEqual([]);
    expect((await searchProducts(ctxFor(env, "us_vip"), "grillz")).matches.length).toBeGreaterThan(0);
  });

  it("takes any text without failing: FTS syntax, quotes, 5 KB, other scripts", async () => {
    for (const text of [
      '"',
      "NEAR(a b)",
      "ring OR *",
      "a:b",
      "-",
      "'; DROP TABLE products; --",
      "x".repeat(5000),
      "戒指",
      "😀 ring",
      "{title}: ring",
    ]) {
      await expect(searchProducts(ctxFor(env), text), text.slice(0, 20)).resolves.toBeDefined();
    }
  });
});

describe("suggestions (category/searchHighlight)", () => {
  it("suggests categories and products with the typed prefix marked", async () => {
    const list = await searchSuggestions(ctxFor(env), "ring");
    expect(list[0]).toMatchObject({ kind: "category", text: "Rings", html: "<mark>Ring</mark>s", href: "/category-rings" });
    const product = list.find((s) => s.kind === "product")!;
    expect(product.html).toMatch(/<mark>Ring<\/mark>/);
    expect(product.href).toMatch(/^\/product-[a-z0-9-]+-\d+\.html$/);
  });

  it("escapes everything but its own marks", async () => {
    const id = testCatalog().products[0].id;
    await env.DB.prepare("UPDATE product_texts SET title = ? WHERE product_id = ? AND language = 'en'")
      .bind(`Zebra <img src=x onerror=alert(1)> & "quoted" ring`, id)
      .run();
    await bumpCatalogVersion(env.KV);
    const [hit] = await searchSuggestions(ctxFor(env), "zebra");
    expect(hit.html).toBe("<mark>Zebra</mark> &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot; ring");
    expect(hit.text).toBe(`Zebra <img src=x onerror=alert(1)> & "quoted" ring`);
    const [marked] = await searchSuggestions(ctxFor(env), "onerr");
    expect(marked.html).toContain("&lt;img src=x <mark>onerr</mark>or=alert(1)&gt;");
  });

  it("corrects a typo and answers nothing for blank input", async () => {
    expect((await searchSuggestions(ctxFor(env), "neckl")).length).toBeGreaterThan(0);
    expect((await searchSuggestions(ctxFor(env), "neklace")).some((s) => /necklace/i.test(s.text))).toBe(true);
    expect(await searchSuggestions(ctxFor(env), "   ")).toEqual([]);
    expect(await searchSuggestions(ctxFor(env), "<>&")).toEqual([]);
  });

  it("highlights in the shopper's language, diacritics folded", async () => {
    const list = await searchSuggestions(ctxFor(env, "de", "de", "EUR"), "armb");
    expect(list[0]).toMatchObject({ kind: "category", html: "<mark>Armb</mark>änder" });
    const fr = await searchSuggestions(ctxFor(env, "fr", "fr", "EUR"), "fiancai");
    expect(fr.some((s) => s.html.includes("<mark>fiançai</mark>lles"))).toBe(true);
  });
});

describe("findCategoryUrlKey", () => {
  it("sends a word naming a category there, in any language, singular or plural", async () => {
    const us = ctxFor(env);
    expect(await findCategoryUrlKey(us, "Rings")).toEqual({ urlKey: "rings", href: "/category-rings" });
    expect((await findCategoryUrlKey(us, "ring"))?.urlKey).toBe("rings");
    expect((await findCategoryUrlKey(us, " hoops "))?.urlKey).toBe("hoop-earrings");
    expect((await findCategoryUrlKey(ctxFor(env, "de", "de", "EUR"), "Ohrringe"))?.urlKey).toBe("earrings");
    expect((await findCategoryUrlKey(ctxFor(env, "fr", "fr", "EUR"), "bagues"))?.urlKey).toBe("rings");
    expect((await findCategoryUrlKey(ctxFor(env, "mx", "es", "MXN"), "collar"))?.urlKey).toBe("necklaces");
    expect((await findCategoryUrlKey(ctxFor(env, "us_vip"), "grills"))?.urlKey).toBe("grillz");
  });

  it("answers null for other words and for categories of other stores", async () => {
    expect(await findCategoryUrlKey(ctxFor(env), "moissanite ring with halo")).toBeNull();
    expect(await findCategoryUrlKey(ctxFor(env), "grillz")).toBeNull();
    expect(await findCategoryUrlKey(ctxFor(env), "")).toBeNull();
  });
});

describe("search panel", () => {
  it("shows seeded and counted popular keywords and the best sellers", async () => {
    const panel = await searchPanel(ctxFor(env));
    expect(panel.popularKeywords[0]).toBe("moissanite ring");
    expect(panel.popularProducts).toHaveLength(6);
    for (let i = 0; i < 3; i++) await recordSearch(ctxFor(env), "Tennis  Chain!");
    const row = await env.DB.prepare("SELECT searches FROM search_keywords WHERE store = 'us' AND language = 'en' AND term = 'tennis chain'").first<{
      searches: number;
    }>();
    expect(row?.searches).toBe(3);
    await env.DB.prepare("UPDATE search_keywords SET searches = 1000 WHERE term = 'tennis chain'").run();
    expect((await popularKeywords(ctxFor(env)))[0]).toBe("tennis chain");
    expect(await popularKeywords(ctxFor(env, "uk", "en-GB", "GBP"))).toContain("moissanite ring");
    const german = await popularKeywords(ctxFor(env, "de", "de", "EUR"));
    expect(german[0]).toBe("moissanit ring");
    expect(german).toContain("moissanite ring");
  });
});
