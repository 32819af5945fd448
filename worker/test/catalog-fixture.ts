/**
 * The demo catalogue of the seed (same generator, same data) written into the test D1, with
 * image keys that name no R2 object: tests of the image path put their own.
 */
import { generateCatalog, type GeneratedCatalog } from "../../scripts/seeds/catalog/generate.mjs";
import { catalogStatements } from "../../scripts/seeds/catalog/write-db.mjs";
import { bumpCatalogVersion } from "../services/catalog/version";
import type { CatalogContext } from "~/shared/catalog-types";

const TEST_TODAY = new Date();

let loaded: GeneratedCatalog | null = null;

export async function seedTestCatalog(env: CatalogContext["env"]): Promise<GeneratedCatalog> {
  const catalog = generateCatalog({ today: new Date(TEST_TODAY.toISOString().slice(0, 10)) });
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>();
  if (!existing?.n) {
    const images = new Map(
      catalog.products.map((p) => [
        p.id,
        [0, 1, 2].map((i) => ({ key: `catalog/test-${p.id}-${i}`, width: i === 1 ? 640 : 1024, height: i === 1 ? 640 : 1024 })),
      ]),
    );
    await env.DB.batch(catalogStatements(env.DB, catalog, images));
    await bumpCatalogVersion(env.KV);
  }
  loaded = catalog;
  return catalog;
}

export const testCatalog = () => {
  if (!loaded) throw new Error("seedTestCatalog first");
  return loaded;
};

export function ctxFor(
  env: CatalogContext["env"],
  store: CatalogContext["store"] = "us",
  language: CatalogContext["language"] = "en",
  currency: CatalogContext["currency"] = "USD",
): CatalogContext {
  return { env, store, language, currency };
}
