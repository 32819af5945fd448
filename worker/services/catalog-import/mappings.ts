import { foldText } from "~/shared/fold-text.mjs";
import { auditStatement, type Actor } from "../admin/audit";
import type { ImportMapping } from "~/shared/catalog-admin-types";

/**
 * The merchant's mapping of product types to categories and tags to collections, which the
 * import reads before matching by name (docs/decisions/1000-catalogue-import.md). Values are
 * kept folded, as the import compares them.
 */

async function listMappings(db: D1Database): Promise<ImportMapping[]> {
  const { results } = await db
    .prepare(
      `SELECT m.kind, m.value, coalesce(c.url_key, CAST(m.collection_id AS TEXT)) AS target,
              coalesce(ct.name, c.url_key, colt.title, col.key) AS target_name
         FROM catalog_import_mappings m
         LEFT JOIN categories c ON c.id = m.category_id
         LEFT JOIN category_texts ct ON ct.category_id = c.id AND ct.language = 'en'
         LEFT JOIN collections col ON col.id = m.collection_id
         LEFT JOIN collection_texts colt ON colt.collection_id = col.id AND colt.language = 'en'
        ORDER BY m.kind DESC, m.value`,
    )
    .all<{ kind: "type" | "tag"; value: string; target: string; target_name: string }>();
  return results.map((r) => ({ kind: r.kind, value: r.value, target: r.target, targetName: r.target_name }));
}

/** Saves one mapping; false when the category or collection does not exist. */
export async function saveMapping(db: D1Database, actor: Actor, input: { kind: "type" | "tag"; value: string; target: string }): Promise<boolean> {
  const value = foldText(input.value);
  if (!value) return false;
  const target =
    input.kind === "type"
      ? await db.prepare("SELECT id FROM categories WHERE url_key = ?").bind(input.target).first<{ id: number }>()
      : await db
          .prepare("SELECT id FROM collections WHERE id = ?")
          .bind(Number(input.target) || 0)
          .first<{ id: number }>();
  if (!target) return false;
  const [category, collection] = input.kind === "type" ? [target.id, null] : [null, target.id];
  await db.batch([
    db
      .prepare(
        `INSERT INTO catalog_import_mappings (kind, value, category_id, collection_id) VALUES (?, ?, ?, ?)
         ON CONFLICT (kind, value) DO UPDATE SET category_id = excluded.category_id, collection_id = excluded.collection_id`,
      )
      .bind(input.kind, value, category, collection),
    auditStatement(db, actor, {
      action: "catalog:mapping",
      subjectType: "catalog-mapping",
      subjectId: `${input.kind}:${value}`,
      before: null,
      after: input,
    }),
  ]);
  return true;
}

export async function deleteMapping(db: D1Database, actor: Actor, kind: "type" | "tag", value: string): Promise<boolean> {
  const folded = foldText(value);
  const entry = {
    action: "catalog:mapping-delete",
    subjectType: "catalog-mapping",
    subjectId: `${kind}:${folded}`,
    before: { kind, value: folded },
    after: null,
  };
  const [deleted] = await db.batch([
    db.prepare("DELETE FROM catalog_import_mappings WHERE kind = ? AND value = ?").bind(kind, folded),
    auditStatement(db, actor, entry, Date.now(), { sql: "changes() = 1", values: [] }),
  ]);
  return deleted.meta.changes > 0;
}

/** The mappings with what they may point at: every category and every collection, by name. */
export async function mappingsWithChoices(db: D1Database) {
  const [mappings, categories, collections] = await Promise.all([
    listMappings(db),
    db
      .prepare(
        "SELECT c.url_key AS key, coalesce(t.name, c.url_key) AS name FROM categories c LEFT JOIN category_texts t ON t.category_id = c.id AND t.language = 'en' ORDER BY name",
      )
      .all<{ key: string; name: string }>(),
    db
      .prepare(
        "SELECT CAST(c.id AS TEXT) AS key, coalesce(t.title, c.key) || ' (' || c.kind || ')' AS name FROM collections c LEFT JOIN collection_texts t ON t.collection_id = c.id AND t.language = 'en' ORDER BY name",
      )
      .all<{ key: string; name: string }>(),
  ]);
  return { mappings, categories: categories.results, collections: collections.results };
}
