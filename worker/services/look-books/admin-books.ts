import type { LookBookDetail, LookBookRow, Paged } from "~/shared/admin-types";
import { localLanguageOf, type LookBookCreate, type LookBookFilter, type LookBookUpdate } from "~/shared/schemas/admin-look-books";
import type { StoreKey } from "~/shared/stores";
import { bumpCatalogVersion } from "../catalog/version";
import { auditStatement, type Actor, type AuditEntry } from "../admin/audit";
import { asc, conditions, likeText, pageOf } from "../admin/paging";

/**
 * The back office's look books (docs/decisions/0600-look-books.md, "Staff side"): the books
 * listed, read, created, changed and deleted. Every action is one D1 batch with its audit row,
 * then the catalogue version is bumped, because the shop's look-book pages are edge-cached and
 * memoized under it.
 */

export type Env = { DB: D1Database; KV: KVNamespace };

const PAGE_SIZE = 25;

/** How the audit log names a book: `uk:winter-gold`, the page it is. */
export const bookSubject = (book: { store: string; urlKey: string }) => `${book.store}:${book.urlKey}`;

/** The action's statements and its audit row in one batch, then the version bump so shoppers see it. */
export async function commit(env: Env, actor: Actor, statements: D1PreparedStatement[], entry: AuditEntry, now: number) {
  const results = await env.DB.batch([...statements, auditStatement(env.DB, actor, entry, now)]);
  await bumpCatalogVersion(env.KV, now);
  return results;
}

/** The store's books in their order (as /lookBooks shows them), titled in the chosen language, else English. */
export function listLookBooksForStaff(db: D1Database, filter: LookBookFilter): Promise<Paged<LookBookRow>> {
  const where = conditions();
  if (filter.store) where.add("lb.store = ?", filter.store);
  if (filter.q) {
    const like = `%${likeText(filter.q)}%`;
    where.add("(lb.url_key LIKE ? ESCAPE '\\' OR coalesce(t.title, en.title) LIKE ? ESCAPE '\\')", like, like);
  }
  const query = {
    columns: `lb.id, lb.store, lb.url_key, lb.position, lb.published_on, coalesce(t.title, en.title, lb.url_key) AS title,
              (SELECT count(*) FROM looks l WHERE l.look_book_id = lb.id) AS look_count`,
    from: `look_books lb
           LEFT JOIN look_book_texts t ON t.look_book_id = lb.id AND t.language = ?
           LEFT JOIN look_book_texts en ON en.look_book_id = lb.id AND en.language = 'en'`,
    key: [asc("lb.store"), asc("lb.position"), asc("lb.id")],
    values: [filter.language ?? "en"],
    where,
  };
  return pageOf(db, query, filter, PAGE_SIZE, (r) => ({
    id: Number(r.id),
    store: String(r.store),
    urlKey: String(r.url_key),
    position: Number(r.position),
    publishedOn: String(r.published_on),
    title: String(r.title),
    lookCount: Number(r.look_count),
  }));
}

/** One book with its texts, looks and hotspots; null when there is none. */
export async function getLookBookForStaff(db: D1Database, id: number): Promise<LookBookDetail | null> {
  const [books, texts, looks, spots] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, store, url_key, position, published_on FROM look_books WHERE id = ?").bind(id),
    db.prepare("SELECT language, title, description FROM look_book_texts WHERE look_book_id = ?").bind(id),
    db.prepare("SELECT id, position, image_key, width, height FROM looks WHERE look_book_id = ? ORDER BY position").bind(id),
    // `shown`: what getLookBook keeps — an active product of the book's store.
    db
      .prepare(
        `SELECT h.look_id, p.spu_code, coalesce(t.title, p.spu_code) AS title, h.x, h.y,
                p.active = 1 AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = b.store) AS shown
           FROM look_hotspots h JOIN looks l ON l.id = h.look_id JOIN look_books b ON b.id = l.look_book_id
           JOIN products p ON p.id = h.product_id LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = 'en'
          WHERE b.id = ? ORDER BY h.position, p.spu_code`,
      )
      .bind(id),
  ]);
  const book = books.results[0];
  if (!book) return null;
  const local = localLanguageOf(String(book.store) as StoreKey);
  const textOf = (language: string | null) => texts.results.find((t) => t.language === language);
  return {
    id,
    store: String(book.store),
    urlKey: String(book.url_key),
    position: Number(book.position),
    publishedOn: String(book.published_on),
    title: String(textOf("en")?.title ?? ""),
    description: String(textOf("en")?.description ?? ""),
    localTitle: String(textOf(local)?.title ?? ""),
    localDescription: String(textOf(local)?.description ?? ""),
    looks: looks.results.map((l) => ({
      id: Number(l.id),
      position: Number(l.position),
      imageKey: String(l.image_key),
      width: Number(l.width),
      height: Number(l.height),
      hotspots: spots.results
        .filter((h) => h.look_id === l.id)
        .map((h) => ({ spu: String(h.spu_code), title: String(h.title), x: Number(h.x), y: Number(h.y), shown: h.shown === 1 })),
    })),
  };
}

/**
 * English always; the store's language written when given, removed when empty (shoppers then
 * read English). `bookId` is SQL naming the book, with its values: the new row's key on create.
 * Texts of other languages (the demo seed writes five) are left as they are.
 */
function textStatements(db: D1Database, bookId: string, bookValues: unknown[], body: LookBookCreate) {
  const upsert = (language: string, title: string, description: string) =>
    db
      .prepare(
        `INSERT INTO look_book_texts (look_book_id, language, title, description) SELECT ${bookId}, ?, ?, ? WHERE true
         ON CONFLICT (look_book_id, language) DO UPDATE SET title = excluded.title, description = excluded.description`,
      )
      .bind(...bookValues, language, title, description);
  const local = localLanguageOf(body.store);
  const statements = [upsert("en", body.title, body.description)];
  if (local && body.localTitle) statements.push(upsert(local, body.localTitle, body.localDescription));
  else if (local)
    statements.push(db.prepare(`DELETE FROM look_book_texts WHERE look_book_id = ${bookId} AND language = ?`).bind(...bookValues, local));
  return statements;
}

/** A batch refused by a UNIQUE rule: another request wrote the same key (or place) first, and nothing of this one was written. */
export const isTaken = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/.test(error.message);

/** Whether the store has another book under this key (the form says so at the field, not the batch). */
async function keyTaken(db: D1Database, store: string, urlKey: string, except = 0) {
  return !!(await db.prepare("SELECT 1 FROM look_books WHERE store = ? AND url_key = ? AND id <> ?").bind(store, urlKey, except).first());
}

const fieldsOf = ({ urlKey, position, publishedOn, title, description, localTitle, localDescription }: LookBookCreate) => ({
  urlKey,
  position,
  publishedOn,
  title,
  description,
  localTitle,
  localDescription,
});

/** A new book; "exists" when the store already has one under that URL key. */
export async function createLookBook(env: Env, actor: Actor, body: LookBookCreate, now = Date.now()): Promise<{ id: number } | "exists"> {
  if (await keyTaken(env.DB, body.store, body.urlKey)) return "exists";
  const db = env.DB;
  const statements = [
    db
      .prepare("INSERT INTO look_books (store, url_key, position, published_on) VALUES (?, ?, ?, ?)")
      .bind(body.store, body.urlKey, body.position, body.publishedOn),
    ...textStatements(db, "(SELECT id FROM look_books WHERE store = ? AND url_key = ?)", [body.store, body.urlKey], body),
  ];
  try {
    const entry = {
      action: "lookBook:create",
      subjectType: "lookBook",
      subjectId: bookSubject(body),
      before: null,
      after: { store: body.store, ...fieldsOf(body) },
    };
    await commit(env, actor, statements, entry, now);
  } catch (error) {
    // Another request took the key between the check and the batch: nothing was written.
    if (isTaken(error)) return "exists";
    throw error;
  }
  const row = await db.prepare("SELECT id FROM look_books WHERE store = ? AND url_key = ?").bind(body.store, body.urlKey).first<{ id: number }>();
  return { id: row!.id };
}

/**
 * A change of key, order, day or texts. Null when there is no such book, "store" when the form
 * named another store than the book's (a book never moves: its hotspots are that store's), and
 * "exists" when another of the store's books has the key.
 */
export async function updateLookBook(
  env: Env,
  actor: Actor,
  body: LookBookUpdate,
  now = Date.now(),
): Promise<LookBookDetail | null | "store" | "exists"> {
  const before = await getLookBookForStaff(env.DB, body.id);
  if (!before) return null;
  if (before.store !== body.store) return "store";
  if (await keyTaken(env.DB, body.store, body.urlKey, body.id)) return "exists";
  const db = env.DB;
  const statements = [
    db
      .prepare("UPDATE look_books SET url_key = ?, position = ?, published_on = ? WHERE id = ?")
      .bind(body.urlKey, body.position, body.publishedOn, body.id),
    ...textStatements(db, "(SELECT ?)", [body.id], body),
  ];
  const { looks: _looks, ...was } = before;
  try {
    const entry = { action: "lookBook:update", subjectType: "lookBook", subjectId: bookSubject(before), before: was, after: fieldsOf(body) };
    await commit(env, actor, statements, entry, now);
  } catch (error) {
    if (isTaken(error)) return "exists";
    throw error;
  }
  return getLookBookForStaff(env.DB, body.id);
}

/** Deletes a book with its texts, looks and hotspots (the pictures stay in R2: content-addressed, a product may share one). */
export async function deleteLookBook(env: Env, actor: Actor, id: number, now = Date.now()): Promise<LookBookDetail | null> {
  const before = await getLookBookForStaff(env.DB, id);
  if (!before) return null;
  const db = env.DB;
  const statements = [
    db.prepare("DELETE FROM look_hotspots WHERE look_id IN (SELECT id FROM looks WHERE look_book_id = ?)").bind(id),
    db.prepare("DELETE FROM looks WHERE look_book_id = ?").bind(id),
    db.prepare("DELETE FROM look_book_texts WHERE look_book_id = ?").bind(id),
    db.prepare("DELETE FROM look_books WHERE id = ?").bind(id),
  ];
  await commit(
    env,
    actor,
    statements,
    { action: "lookBook:delete", subjectType: "lookBook", subjectId: bookSubject(before), before, after: null },
    now,
  );
  return before;
}
