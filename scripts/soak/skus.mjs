// The SKUs the abuse scripts buy, read from the local server's D1 file (the seeded catalogue
// differs from seed to seed): one with limited stock and one made to order, both in the us store
// and without engraving to fill in.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

export function soakSkus(persistDir) {
  const dir = join(persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no local D1 database under ${dir}`);
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  const pick = (stock) =>
    db
      .prepare(
        `SELECT s.sku_code AS sku FROM skus s JOIN products p ON p.id = s.product_id
           JOIN store_products sp ON sp.product_id = p.id AND sp.store = 'us'
          WHERE p.active = 1 AND p.personalizable = 0 AND ${stock} ORDER BY s.stock DESC, s.sku_code LIMIT 1`,
      )
      .get()?.sku;
  const skus = { limited: pick("s.stock >= 30"), made: pick("s.stock IS NULL") };
  db.close();
  if (!skus.limited || !skus.made) throw new Error("the local catalogue has no limited or no made-to-order SKU");
  return skus;
}
