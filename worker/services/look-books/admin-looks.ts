import type { HotspotSave } from "~/shared/schemas/admin-look-books";
import { storePicture, type PictureAdded } from "../admin/pictures";
import type { Actor } from "../admin/audit";
import { bookSubject, commit, isTaken, type Env } from "./admin-books";

/**
 * A look book's looks and hotspots in the back office (docs/decisions/0600-look-books.md,
 * "Staff side"). A look's picture goes through the catalogue import's own `storeImage`, so it is
 * stored and served exactly like a product picture. Each action is one batch with its audit row
 * (named after the book), then the catalogue version is bumped.
 */

type MediaEnv = Env & { MEDIA: R2Bucket };

interface Book {
  id: number;
  store: string;
  urlKey: string;
}

const findBook = (db: D1Database, id: number) =>
  db.prepare("SELECT id, store, url_key AS urlKey FROM look_books WHERE id = ?").bind(id).first<Book>();

/** The look and its book; null when there is no such look. */
const findLook = (db: D1Database, lookId: number) =>
  db
    .prepare(
      "SELECT l.id AS lookId, l.position, l.image_key AS imageKey, b.id, b.store, b.url_key AS urlKey FROM looks l JOIN look_books b ON b.id = l.look_book_id WHERE l.id = ?",
    )
    .bind(lookId)
    .first<Book & { lookId: number; position: number; imageKey: string }>();

const audit = (action: string, book: Book, before: unknown, after: unknown) => ({
  action,
  subjectType: "lookBook",
  subjectId: bookSubject(book),
  before,
  after,
});

/** A new look at the end of the book; null when there is no such book, a message when the picture is refused. */
export async function addLook(env: MediaEnv, actor: Actor, bookId: number, bytes: Uint8Array, now = Date.now()): Promise<PictureAdded> {
  const book = await findBook(env.DB, bookId);
  if (!book) return null;
  const stored = await storePicture(env.MEDIA, bytes);
  if (!stored.ok) return stored;
  const { key, width, height } = stored.image;
  const insert = env.DB.prepare(
    `INSERT INTO looks (look_book_id, position, image_key, width, height)
     SELECT ?1, coalesce((SELECT max(position) + 1 FROM looks WHERE look_book_id = ?1), 0), ?2, ?3, ?4`,
  ).bind(bookId, key, width, height);
  try {
    await commit(env, actor, [insert], audit("lookBook:addLook", book, null, { key, width, height }), now);
  } catch (error) {
    // Two looks added at once took the same place at the end; this one was not written.
    if (isTaken(error)) return { ok: false, message: "Another look was added at the same moment: add this one again." };
    throw error;
  }
  return { ok: true, key };
}

/**
 * The book's looks in a new order. "changed" when the list is not exactly the book's looks (a
 * look was added or removed meanwhile): the screen reloads rather than guess.
 */
export async function orderLooks(env: Env, actor: Actor, bookId: number, lookIds: number[], now = Date.now()): Promise<true | null | "changed"> {
  const book = await findBook(env.DB, bookId);
  if (!book) return null;
  const { results } = await env.DB.prepare("SELECT id FROM looks WHERE look_book_id = ? ORDER BY position").bind(bookId).all<{ id: number }>();
  const current = results.map((r) => r.id);
  if (current.length !== lookIds.length || new Set(lookIds).size !== lookIds.length || lookIds.some((id) => !current.includes(id))) return "changed";
  const db = env.DB;
  // Past the existing positions first, so (look_book_id, position) never collides on the way.
  const statements = [
    db.prepare("UPDATE looks SET position = position + 10000 WHERE look_book_id = ?").bind(bookId),
    ...lookIds.map((id, position) => db.prepare("UPDATE looks SET position = ? WHERE id = ? AND look_book_id = ?").bind(position, id, bookId)),
  ];
  await commit(env, actor, statements, audit("lookBook:orderLooks", book, current, lookIds), now);
  return true;
}

/** Removes a look with its hotspots; null when there is no such look. */
export async function deleteLook(env: Env, actor: Actor, lookId: number, now = Date.now()): Promise<true | null> {
  const look = await findLook(env.DB, lookId);
  if (!look) return null;
  const db = env.DB;
  const statements = [
    db.prepare("DELETE FROM look_hotspots WHERE look_id = ?").bind(lookId),
    db.prepare("DELETE FROM looks WHERE id = ?").bind(lookId),
  ];
  await commit(env, actor, statements, audit("lookBook:deleteLook", look, { look: lookId, key: look.imageKey }, null), now);
  return true;
}

export type HotspotRefusal = { field: string; message: string };

/**
 * Places a product on a look (again: moves it). Only a product the book's store sells and shows,
 * because the shop leaves any other out (getLookBook): a hotspot staff place must be one shoppers see.
 */
export async function saveHotspot(env: Env, actor: Actor, body: HotspotSave, now = Date.now()): Promise<true | null | HotspotRefusal> {
  const look = await findLook(env.DB, body.lookId);
  if (!look) return null;
  const product = await env.DB.prepare(
    "SELECT p.id, p.active, EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = ?) AS sold FROM products p WHERE p.spu_code = ?",
  )
    .bind(look.store, body.spu)
    .first<{ id: number; active: number; sold: number }>();
  if (!product) return { field: "spu", message: `There is no product "${body.spu}".` };
  if (!product.sold) return { field: "spu", message: `The ${look.store} store does not sell "${body.spu}": shoppers would not see it.` };
  if (!product.active) return { field: "spu", message: `"${body.spu}" is hidden in the shop: shoppers would not see it.` };
  const upsert = env.DB.prepare(
    `INSERT INTO look_hotspots (look_id, product_id, x, y, position)
     SELECT ?1, ?2, ?3, ?4, coalesce((SELECT max(position) + 1 FROM look_hotspots WHERE look_id = ?1), 0) WHERE true
     ON CONFLICT (look_id, product_id) DO UPDATE SET x = excluded.x, y = excluded.y`,
  ).bind(body.lookId, product.id, body.x, body.y);
  await commit(env, actor, [upsert], audit("lookBook:hotspot", look, null, body), now);
  return true;
}

/** Takes a product off a look; null when the look has no such hotspot. */
export async function deleteHotspot(env: Env, actor: Actor, body: { lookId: number; spu: string }, now = Date.now()): Promise<true | null> {
  const look = await findLook(env.DB, body.lookId);
  const spot = look
    ? await env.DB.prepare(
        "SELECT h.product_id, h.x, h.y FROM look_hotspots h JOIN products p ON p.id = h.product_id WHERE h.look_id = ? AND p.spu_code = ?",
      )
        .bind(body.lookId, body.spu)
        .first<{ product_id: number; x: number; y: number }>()
    : null;
  if (!look || !spot) return null;
  const remove = env.DB.prepare("DELETE FROM look_hotspots WHERE look_id = ? AND product_id = ?").bind(body.lookId, spot.product_id);
  await commit(env, actor, [remove], audit("lookBook:removeHotspot", look, { ...body, x: spot.x, y: spot.y }, null), now);
  return true;
}
