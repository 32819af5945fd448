import type { Locale } from "~/shared/i18n-config";
import { getCatalogVersion, VersionedMemo } from "./version";
import type { CatalogContext } from "~/shared/catalog-types";

export const ATTRIBUTE_NAMES = ["material", "color", "stone", "style", "size"] as const;

interface OptionRecord {
  id: number;
  attributeId: number;
  attrName: string;
  code: string;
  name: string;
  hex: string | null;
  colorGroupId: number | null;
  position: number;
}

interface AttributeRecord {
  id: number;
  name: string;
  label: string;
  position: number;
  options: OptionRecord[];
}

export interface AttributeIndex {
  byName: Map<string, AttributeRecord>;
  options: Map<number, OptionRecord>;
}

async function loadAttributes(db: D1Database, language: Locale): Promise<AttributeIndex> {
  const [attributes, options] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.name, a.position, coalesce(t.label, en.label, a.name) AS label FROM attributes a
           LEFT JOIN attribute_texts t ON t.attribute_id = a.id AND t.language = ?
           LEFT JOIN attribute_texts en ON en.attribute_id = a.id AND en.language = 'en'
          ORDER BY a.position, a.id`,
      )
      .bind(language),
    db
      .prepare(
        `SELECT o.id, o.attribute_id, o.code, o.hex, o.color_group_id, o.position,
                coalesce(t.name, en.name, o.code) AS name FROM attribute_options o
           LEFT JOIN attribute_option_texts t ON t.option_id = o.id AND t.language = ?
           LEFT JOIN attribute_option_texts en ON en.option_id = o.id AND en.language = 'en'
          ORDER BY o.attribute_id, o.position, o.id`,
      )
      .bind(language),
  ]);
  const byId = new Map<number, AttributeRecord>();
  const byName = new Map<string, AttributeRecord>();
  for (const row of attributes.results as { id: number; name: string; label: string; position: number }[]) {
    const record: AttributeRecord = { ...row, options: [] };
    byId.set(row.id, record);
    byName.set(row.name, record);
  }
  const all = new Map<number, OptionRecord>();
  type Row = { id: number; attribute_id: number; code: string; hex: string | null; color_group_id: number | null; position: number; name: string };
  for (const row of options.results as Row[]) {
    const attribute = byId.get(row.attribute_id);
    if (!attribute) continue;
    const option: OptionRecord = {
      id: row.id,
      attributeId: row.attribute_id,
      attrName: attribute.name,
      code: row.code,
      name: row.name,
      hex: row.hex,
      colorGroupId: row.color_group_id,
      position: row.position,
    };
    attribute.options.push(option);
    all.set(option.id, option);
  }
  return { byName, options: all };
}

const memo = new VersionedMemo<AttributeIndex>(8);

export async function attributeIndex(cc: CatalogContext): Promise<AttributeIndex> {
  const version = await getCatalogVersion(cc.env.KV);
  return memo.get(version, cc.language, () => loadAttributes(cc.env.DB, cc.language));
}
