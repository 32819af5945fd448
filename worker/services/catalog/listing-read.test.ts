import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCategoryQuery } from "~/shared/category-query";
import { ctxFor, seedTestCatalog } from "../../test/catalog-fixture";
import { attributeIndex } from "./attributes";
import { pagePick, runListing } from "./listing-engine";
import { readListing } from "./listing-read";
import { rankedMatches } from "./search";
import { storeTree, subtreeIds } from "./tree";

/**
 * The page SQL picks beside the candidates must be the page the engine picks from them: the
 * listing then needs no second trip for its cards (listing.ts falls back to one if not).
 */
beforeAll(async () => {
  await seedTestCatalog(env);
});

async function both(search: string, options: { store?: "us" | "de"; term?: string } = {}) {
  const cc = options.store === "de" ? ctxFor(env, "de", "de", "EUR") : ctxFor(env);
  const [tree, attributes] = await Promise.all([storeTree(cc), attributeIndex(cc)]);
  const rings = tree.byKey.get("rings")!;
  const scope = options.term
    ? { where: "1", params: [], order: "sp.position" }
    : { where: "p.category_id IN (SELECT value FROM json_each(?))", params: [JSON.stringify(subtreeIds(tree, rings.id))], order: "sp.position" };
  const query = parseCategoryQuery(new URLSearchParams(search), "rings");
  const priceCents = query.priceSection && {
    min: query.priceSection.min && query.priceSection.min * 100,
    max: query.priceSection.max && query.priceSection.max * 100,
  };
  const engine = { query, attributes, priceCents, pageSize: 8 };
  const ranked = options.term ? rankedMatches(cc, `"${options.term}"*`) : undefined;
  const read = await readListing(cc, scope, ranked, pagePick(engine));
  const result = runListing({ ...engine, candidates: read.candidates });
  return { read, result };
}

describe("a listing's page read with its candidates", () => {
  const queries = [
    "",
    "sort=price_asc",
    "sort=price_desc&page=2",
    "sort=newest",
    "sort=best_selling&page=3",
    "sort=rating",
    "price=20-300&sort=price_asc",
    "colorgroupid=1",
    "page=999",
  ];
  for (const search of queries) {
    it(`picks the engine's page for ?${search}`, async () => {
      const { read, result } = await both(search);
      expect(read.candidates.length).toBeGreaterThan(8);
      expect(read.page.ids).toEqual(result.pageIds);
      expect(read.page.rows.map((row) => row.id)).toEqual(result.pageIds);
      if (!search.includes("999")) expect(result.pageIds.length).toBeGreaterThan(0);
    });
  }

  it("picks the engine's page with options of two attributes selected, and with an ad's product first", async () => {
    const cc = ctxFor(env);
    const attributes = await attributeIndex(cc);
    const [material, color] = ["material", "color"].map((name) =>
      attributes.byName
        .get(name)!
        .options.slice(0, 3)
        .map((o) => o.id),
    );
    const filtered = await both(`attr_ids=material_${material.join("_")}-color_${color.join("_")}&sort=price_desc`);
    expect(filtered.read.page.ids).toEqual(filtered.result.pageIds);
    const last = (await both("sort=price_asc")).read.candidates.at(-1)!;
    const ad = await both(`sort=price_asc&spu=${last.spuCode}`);
    expect(ad.result.pageIds[0]).toBe(last.id);
    expect(ad.read.page.ids).toEqual(ad.result.pageIds);
  });

  it("picks the engine's page of a search, in rank order and sorted", async () => {
    for (const search of ["", "sort=price_asc&page=2"]) {
      const { read, result } = await both(search, { term: "ring" });
      expect(read.candidates.length).toBeGreaterThan(8);
      expect(read.page.ids).toEqual(result.pageIds);
    }
  });

  it("reads the cards in the shopper's language", async () => {
    const { read } = await both("", { store: "de" });
    const titles = await env.DB.prepare(
      "SELECT product_id, title FROM product_texts WHERE language = 'de' AND product_id IN (SELECT value FROM json_each(?))",
    )
      .bind(JSON.stringify(read.page.ids))
      .all<{ product_id: number; title: string }>();
    const german = new Map(titles.results.map((r) => [r.product_id, r.title]));
    for (const row of read.page.rows) if (german.has(row.id)) expect(row.title).toBe(german.get(row.id));
    expect(german.size).toBeGreaterThan(0);
  });
});
