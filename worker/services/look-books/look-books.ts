import { LOOK_BOOK_KEY_RE } from "~/shared/schemas/admin-look-books";
import { pathTo } from "~/shared/url-scheme";
import { getRates } from "../rates";
import { loadCards } from "../catalog/cards";
import { SKU_SELECT, type SkuRow } from "../catalog/skus";
import type { CatalogContext, LookBook, LookBookSummary, LookSku, ProductCard } from "~/shared/catalog-types";
import { utcDay } from "~/shared/utc-day";
import type { Row } from "../../db/schema.generated";

/** Look books (docs/decisions/0600-look-books.md): editorial pictures whose hotspots name products. */

/** A book with its texts, its number of looks and its first look's picture (none without looks). */
type BookRow = Pick<Row<"look_books">, "id" | "url_key" | "published_on"> & {
  title: string;
  description: string;
  look_count: number;
  image_key: string | null;
  width: number | null;
  height: number | null;
};

/**
 * `?1` language, `?2` store, `?3` today (YYYY-MM-DD, UTC); the title falls back to English like
 * product texts. A book shows from its publishing day on (docs/decisions/0600-look-books.md,
 * "Publishing day"); the column holds YYYY-MM-DD, so comparing the strings compares the days.
 */
const BOOKS = `SELECT lb.id, lb.url_key, lb.published_on, coalesce(t.title, en.title, lb.url_key) AS title,
       coalesce(t.description, en.description, '') AS description,
       (SELECT count(*) FROM looks n WHERE n.look_book_id = lb.id) AS look_count,
       c.image_key, c.width, c.height
  FROM look_books lb
  LEFT JOIN look_book_texts t ON t.look_book_id = lb.id AND t.language = ?1
  LEFT JOIN look_book_texts en ON en.look_book_id = lb.id AND en.language = 'en'
  LEFT JOIN looks c ON c.id = (SELECT f.id FROM looks f WHERE f.look_book_id = lb.id ORDER BY f.position LIMIT 1)
 WHERE lb.store = ?2 AND lb.published_on <= ?3`;

function summaryOf(row: BookRow): LookBookSummary {
  return {
    key: row.url_key,
    href: pathTo("lookBook", { key: row.url_key }),
    title: row.title,
    description: row.description,
    publishedOn: row.published_on,
    cover: row.image_key ? { key: row.image_key, width: row.width ?? 1024, height: row.height ?? 1024, alt: row.title } : null,
    lookCount: row.look_count,
  };
}

/** The store's published look books (their day has come), in their order. */
export async function listLookBooks(cc: CatalogContext, today = utcDay()): Promise<LookBookSummary[]> {
  const { results } = await cc.env.DB.prepare(`${BOOKS} ORDER BY lb.position, lb.id`).bind(cc.language, cc.store, today).all<BookRow>();
  return results.map(summaryOf);
}

/**
 * One look book with its looks; a hotspot whose product the store no longer sells (or that
 * is inactive) is left out, so every hotspot opens a product page that exists. A book whose
 * publishing day is still to come is null, exactly like an unknown key: none of it is read.
 */
export async function getLookBook(cc: CatalogContext, key: string, today = utcDay()): Promise<LookBook | null> {
  // Keys are lower-case words joined by dashes (the back office writes no other); anything else names no look book.
  if (!LOOK_BOOK_KEY_RE.test(key)) return null;
  const db = cc.env.DB;
  const inBook = `(SELECT l.id FROM looks l JOIN look_books b ON b.id = l.look_book_id WHERE b.store = ?2 AND b.published_on <= ?3 AND b.url_key = ?4)`;
  const [books, looks, spots, skus] = await db.batch([
    db.prepare(`${BOOKS} AND lb.url_key = ?4`).bind(cc.language, cc.store, today, key),
    db
      .prepare(`SELECT id, position, image_key, width, height FROM looks WHERE id IN ${inBook} ORDER BY position`)
      .bind(cc.language, cc.store, today, key),
    db
      .prepare(
        `SELECT h.look_id, h.product_id, p.spu_code, h.x, h.y FROM look_hotspots h JOIN products p ON p.id = h.product_id
          WHERE h.look_id IN ${inBook} ORDER BY h.look_id, h.position, h.product_id`,
      )
      .bind(cc.language, cc.store, today, key),
    db
      .prepare(
        `${SKU_SELECT} WHERE s.product_id IN (SELECT h.product_id FROM look_hotspots h WHERE h.look_id IN ${inBook}) ORDER BY s.position, s.id`,
      )
      .bind(cc.language, cc.store, today, key),
  ]);
  const book = (books.results as unknown as BookRow[])[0];
  if (!book) return null;
  const hotspots = spots.results as unknown as { look_id: number; product_id: number; spu_code: string; x: number; y: number }[];
  const cards = await loadCards(cc, [...new Set(hotspots.map((h) => h.product_id))], await getRates(db));
  const bySpu = new Map<string, ProductCard>(cards.map((card) => [card.spuCode, card]));
  const skusOf = new Map<number, LookSku[]>();
  for (const s of skus.results as unknown as SkuRow[]) {
    const list = skusOf.get(s.product_id) ?? [];
    list.push({ skuCode: s.sku_code, size: s.size_name, color: s.color_name, stock: s.stock });
    skusOf.set(s.product_id, list);
  }
  return {
    ...summaryOf(book),
    looks: (looks.results as { id: number; position: number; image_key: string; width: number; height: number }[]).map((look) => ({
      position: look.position,
      image: { key: look.image_key, width: look.width, height: look.height, alt: book.title },
      pieces: hotspots.flatMap((h) => {
        const product = h.look_id === look.id ? bySpu.get(h.spu_code) : undefined;
        return product ? [{ product, x: h.x, y: h.y, skus: skusOf.get(h.product_id) ?? [] }] : [];
      }),
    })),
  };
}
