// Demo catalogue: ~330 products in 40 categories over the eight stores, each with drawn
// product photos stored in R2. Deterministic (seeded PRNG, fixed date); does nothing when
// the catalogue already has products.
import { generateCatalog } from "./catalog/generate.mjs";
import { renderBundle, pool } from "./catalog/render-images.mjs";
import { catalogStatements } from "./catalog/write-db.mjs";

/** Intrinsic sizes: the packshot up to 1024 px, the second view 640, the brand box 1536. */
const SIZE = (look, position) => (look.draw === "packaging" ? 1536 : position === 0 ? 1024 : 640);
export const CACHE_DIR = ".wrangler/cache/catalog-images";

export async function seed(env, { log = console.log, today } = {}) {
  const existing = await env.DB.prepare("SELECT 1 AS found FROM products LIMIT 1").first();
  if (existing) return;
  const started = Date.now();
  // New-arrival dates count back from the day of seeding, so a fresh shop has new arrivals.
  const day = today ?? new Date(new Date().toISOString().slice(0, 10));
  const catalog = generateCatalog({ today: day });

  const jobs = new Map();
  const images = new Map();
  for (const product of catalog.products) {
    images.set(
      product.id,
      product.images.map((look, position) => {
        const size = SIZE(look, position);
        const id = JSON.stringify([look, size]);
        if (!jobs.has(id)) jobs.set(id, { look, size });
        return { id, width: size, height: size };
      }),
    );
  }
  let bytes = 0;
  const stored = new Map();
  await pool([...jobs.entries()], 3, async ([id, { look, size }]) => {
    const { key, body, index } = await renderBundle(look, size, CACHE_DIR);
    // A plain Uint8Array: the platform proxy cannot pass a pooled Node Buffer.
    await env.MEDIA.put(key, new Uint8Array(body), {
      httpMetadata: { contentType: "application/octet-stream" },
      customMetadata: { renditions: index },
    });
    bytes += body.length;
    stored.set(id, key);
  });
  for (const refs of images.values()) for (const ref of refs) ref.key = stored.get(ref.id);

  await env.DB.batch(catalogStatements(env.DB, catalog, images));
  await env.KV.put("catalog:version", `seed-${Date.now().toString(36)}`);
  log(
    `Seeded catalogue: ${catalog.products.length} products, ${catalog.categories.length} categories, ` +
      `${jobs.size} images (${(bytes / 1048576).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
