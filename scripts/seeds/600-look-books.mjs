// Demo look books: each store gets its group's themes (look-books/themes.mjs), every look a
// picture composed from three of the store's own products with a hotspot on each. Pictures
// go through the catalogue's rendition pipeline into R2. Does nothing when look books exist
// or there is no catalogue yet; all rows go in one D1 batch.
import { createHash } from "node:crypto";
import { STORE_GROUPS } from "./catalog/assortment.mjs";
import { cachedBundle, pool } from "./catalog/render-images.mjs";
import { composeLook, hotspotAt, LOOK_SIZE, renditionOf, tilesFor } from "./look-books/compose.mjs";
import { LANGUAGES, THEMES } from "./look-books/themes.mjs";

const CACHE_DIR = ".wrangler/cache/catalog-images";
const LOOKS_PER_BOOK = 3;
const PIECES_PER_LOOK = 3;
const VERSION = "lb1";

/** Products a look may show: sold by the store, in stock, no engraving to fill in. */
const CANDIDATES = `SELECT p.id, p.category_id, p.size_guide, i.image_key
    FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1 AND p.personalizable = 0
    JOIN product_images i ON i.product_id = p.id AND i.position = 0
   WHERE sp.store = ? AND EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id AND (s.stock IS NULL OR s.stock > 0))
   ORDER BY sp.position, p.id`;

/**
 * One product per category in turn, so a look mixes pieces; a category with ring sizes leads,
 * so the first look of a jewelry store shows a piece that needs a size.
 */
export function pickProducts(candidates, count) {
  const byCategory = new Map();
  for (const c of candidates) {
    if (!byCategory.has(c.category_id)) byCategory.set(c.category_id, []);
    byCategory.get(c.category_id).push(c);
  }
  const groups = [...byCategory.values()];
  const ring = groups.findIndex((g) => g[0].size_guide === "ring");
  if (ring > 0) groups.unshift(...groups.splice(ring, 1));
  const picked = [];
  for (let round = 0; picked.length < count && groups.some((g) => g.length > round); round++) {
    for (const g of groups) if (g[round] && picked.length < count) picked.push(g[round]);
  }
  return picked;
}

async function photoOf(env, key, memo) {
  if (!memo.has(key)) {
    memo.set(
      key,
      env.MEDIA.get(key).then(async (object) => {
        if (!object) throw new Error(`catalogue image ${key} is missing`);
        return renditionOf(Buffer.from(await object.arrayBuffer()), object.customMetadata.renditions);
      }),
    );
  }
  return memo.get(key);
}

export async function seed(env, { log = console.log, today } = {}) {
  if (await env.DB.prepare("SELECT 1 AS found FROM look_books LIMIT 1").first()) return;
  if (!(await env.DB.prepare("SELECT 1 AS found FROM products LIMIT 1").first())) return;
  const started = Date.now();
  const day = (today ?? new Date()).toISOString().slice(0, 10);
  const rows = { books: [], texts: [], looks: [], hotspots: [] };
  const jobs = [];
  let bookId = 0;
  let lookId = 0;
  for (const [group, stores] of Object.entries(STORE_GROUPS)) {
    for (const store of stores) {
      const { results } = await env.DB.prepare(CANDIDATES).bind(store).all();
      const themes = THEMES[group];
      const picks = pickProducts(results, themes.length * LOOKS_PER_BOOK * PIECES_PER_LOOK);
      themes.forEach((theme, b) => {
        rows.books.push([++bookId, store, theme.key, b, day]);
        for (const language of LANGUAGES) rows.texts.push([bookId, language, theme.title[language], theme.description[language]]);
        for (let l = 0; l < LOOKS_PER_BOOK; l++) {
          const start = (b * LOOKS_PER_BOOK + l) * PIECES_PER_LOOK;
          const pieces = picks.slice(start, start + PIECES_PER_LOOK);
          if (!pieces.length) continue;
          const variant = (b + l) % 3;
          const tiles = tilesFor(variant, pieces.length);
          const look = { id: ++lookId, bookId, position: l, theme, variant, pieces };
          rows.looks.push(look);
          pieces.forEach((piece, i) => rows.hotspots.push([lookId, piece.id, ...Object.values(hotspotAt(tiles[i])), i]));
          jobs.push(look);
        }
      });
    }
  }

  const photos = new Map();
  let bytes = 0;
  await pool(jobs, 2, async (look) => {
    const sources = look.pieces.map((p) => p.image_key);
    const hash = createHash("sha256")
      .update(JSON.stringify([VERSION, LOOK_SIZE, look.theme.colors, look.variant, sources]))
      .digest("hex");
    const { key, body, index } = await cachedBundle(
      `lookbook/${hash.slice(0, 20)}`,
      async () => composeLook(look.theme.colors, look.variant, await Promise.all(sources.map((s) => photoOf(env, s, photos)))),
      LOOK_SIZE,
      CACHE_DIR,
    );
    await env.MEDIA.put(key, new Uint8Array(body), {
      httpMetadata: { contentType: "application/octet-stream" },
      customMetadata: { renditions: index },
    });
    bytes += body.length;
    look.imageKey = key;
  });

  const db = env.DB;
  await db.batch([
    ...rows.books.map((r) => db.prepare("INSERT INTO look_books (id, store, url_key, position, published_on) VALUES (?, ?, ?, ?, ?)").bind(...r)),
    ...rows.texts.map((r) => db.prepare("INSERT INTO look_book_texts (look_book_id, language, title, description) VALUES (?, ?, ?, ?)").bind(...r)),
    ...rows.looks.map((l) =>
      db
        .prepare("INSERT INTO looks (id, look_book_id, position, image_key, width, height) VALUES (?, ?, ?, ?, ?, ?)")
        .bind(l.id, l.bookId, l.position, l.imageKey, LOOK_SIZE, LOOK_SIZE),
    ),
    ...rows.hotspots.map((r) => db.prepare("INSERT INTO look_hotspots (look_id, product_id, x, y, position) VALUES (?, ?, ?, ?, ?)").bind(...r)),
  ]);
  // Pages that list look books are kept per catalogue version.
  await env.KV.put("catalog:version", `lookbooks-${Date.now().toString(36)}`);
  log(
    `Seeded look books: ${rows.books.length} books, ${rows.looks.length} looks (${(bytes / 1048576).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
