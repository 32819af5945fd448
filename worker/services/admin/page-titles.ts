import type { PageTitleRow, Paged } from "~/shared/admin-types";
import type { PageTitleFilter, PageTitleSave } from "~/shared/schemas/admin-seo";
import type { Locale } from "~/shared/i18n-config";
import type { StoreKey } from "~/shared/stores";
import { headMetaChanged } from "../head-data";
import { auditStatement, type Actor } from "./audit";
import { asc, conditions, likeText, pageOf } from "./paging";

/**
 * The back office's Page titles (docs/decisions/0830-page-titles.md): `page_meta` rows listed,
 * created, changed and deleted, each write in one batch with its audit row, then the head
 * data's caches dropped and the page cache's version bumped so shoppers see it at once.
 */

type Env = { DB: D1Database; KV: KVNamespace };

const PAGE_SIZE = 25;
const COLUMNS = "store, language, route_path, seo_title, seo_description, seo_keywords";

const toRow = (r: Record<string, unknown>): PageTitleRow => ({
  store: String(r.store),
  language: String(r.language),
  routePath: String(r.route_path),
  seoTitle: String(r.seo_title),
  seoDescription: String(r.seo_description),
  seoKeywords: String(r.seo_keywords),
});

interface Key {
  store: StoreKey;
  language: Locale;
  routePath: string;
}

/** How the audit log names a row: `de:de:/category-rings`. */
const subjectOf = (key: Key) => `${key.store}:${key.language}:/${key.routePath}`;

export async function listPageTitles(db: D1Database, filter: PageTitleFilter): Promise<Paged<PageTitleRow>> {
  const where = conditions();
  if (filter.store) where.add("store = ?", filter.store);
  if (filter.language) where.add("language = ?", filter.language);
  // Staff type paths with their slash; the key has none.
  const q = filter.q?.replace(/^\/+/, "");
  if (q) where.add("route_path LIKE ? ESCAPE '\\'", `%${likeText(q)}%`);
  const query = { columns: COLUMNS, from: "page_meta", key: [asc("store"), asc("language"), asc("route_path")], where };
  return pageOf(db, query, filter, PAGE_SIZE, toRow);
}

async function findRow(db: D1Database, key: Key): Promise<PageTitleRow | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM page_meta WHERE store = ? AND language = ? AND route_path = ?`)
    .bind(key.store, key.language, key.routePath)
    .first<Record<string, unknown>>();
  return row ? toRow(row) : null;
}

const metaOf = (body: PageTitleSave) => ({ seoTitle: body.seoTitle, seoDescription: body.seoDescription, seoKeywords: body.seoKeywords });
const rowOf = (body: PageTitleSave): PageTitleRow => ({ store: body.store, language: body.language, routePath: body.routePath, ...metaOf(body) });

/**
 * A new row: "exists" when the route already has meta in that store and language (staff edit
 * that row instead, so nobody overwrites a title they did not see). The audit row is guarded by
 * the insert having happened.
 */
export async function createPageTitle(env: Env, actor: Actor, body: PageTitleSave, now = Date.now()): Promise<PageTitleRow | "exists"> {
  const row = rowOf(body);
  const entry = { action: "pageTitle:create", subjectType: "pageTitle", subjectId: subjectOf(body), before: null, after: row };
  const [insert] = await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO page_meta (store, language, route_path, seo_title, seo_description, seo_keywords) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (store, language, route_path) DO NOTHING`,
    ).bind(body.store, body.language, body.routePath, body.seoTitle, body.seoDescription, body.seoKeywords),
    auditStatement(env.DB, actor, entry, now, { sql: "changes() = 1", values: [] }),
  ]);
  if (insert.meta.changes !== 1) return "exists";
  await headMetaChanged(env, body.store, body.language, body.routePath, now);
  return row;
}

/** A change to an existing row's texts (its key stays); null when there is no such row. */
export async function updatePageTitle(env: Env, actor: Actor, body: PageTitleSave, now = Date.now()): Promise<PageTitleRow | null> {
  const before = await findRow(env.DB, body);
  if (!before) return null;
  const after = rowOf(body);
  const entry = { action: "pageTitle:update", subjectType: "pageTitle", subjectId: subjectOf(body), before, after };
  const [updated] = await env.DB.batch([
    env.DB.prepare(
      "UPDATE page_meta SET seo_title = ?, seo_description = ?, seo_keywords = ? WHERE store = ? AND language = ? AND route_path = ?",
    ).bind(body.seoTitle, body.seoDescription, body.seoKeywords, body.store, body.language, body.routePath),
    // A row another request deleted in between is not brought back, and leaves no audit row.
    auditStatement(env.DB, actor, entry, now, { sql: "changes() = 1", values: [] }),
  ]);
  if (updated.meta.changes !== 1) return null;
  await headMetaChanged(env, body.store, body.language, body.routePath, now);
  return after;
}

/** Deletes a row (the page goes back to its own title); null when there is no such row. */
export async function deletePageTitle(env: Env, actor: Actor, key: Key, now = Date.now()): Promise<PageTitleRow | null> {
  const before = await findRow(env.DB, key);
  if (!before) return null;
  const entry = { action: "pageTitle:delete", subjectType: "pageTitle", subjectId: subjectOf(key), before, after: null };
  const [deleted] = await env.DB.batch([
    env.DB.prepare("DELETE FROM page_meta WHERE store = ? AND language = ? AND route_path = ?").bind(key.store, key.language, key.routePath),
    auditStatement(env.DB, actor, entry, now, { sql: "changes() = 1", values: [] }),
  ]);
  if (deleted.meta.changes !== 1) return null;
  await headMetaChanged(env, key.store, key.language, key.routePath, now);
  return before;
}
