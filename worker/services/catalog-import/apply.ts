import { restockStatement } from "../ledger/stock-movements";
import { bumpCatalogVersion } from "../catalog/version";
import { putVersionToken } from "../version-token";
import { recordProductPrices } from "../catalog/price-history";
import { productRedirects, saveRedirects } from "../redirects";
import { ImageSource, ownImageKey, storeImage, type StoredImage } from "./images";
import { productCounts, variantCounts, type ImportPlan, type ProductPlan } from "./plan";
import { imageUrl } from "./read";
import { htmlToText } from "./sanitize";
import type { Problem } from "./types";
import type { ImportReport } from "~/shared/catalog-admin-types";
import { utcDay } from "~/shared/utc-day";

/**
 * Writes a plan: pictures first (R2, content-addressed, so a failed run leaves only unused
 * objects), then every row in one D1 batch — products, texts (the FTS triggers follow), SKUs,
 * options, categories, the store's assortment and menu, redirects from the old
 * /products/{handle} URLs and the audit row — so a failure leaves the catalogue as it was. The
 * catalogue version is bumped once, at the end (docs/decisions/1000-catalogue-import.md).
 */

type Env = { DB: D1Database; KV: KVNamespace; MEDIA: R2Bucket };

const PID = "(SELECT id FROM products WHERE spu_code = ?)";
const OPT = "(SELECT o.id FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id WHERE a.name = ? AND o.code = ?)";
const CAT = "(SELECT id FROM categories WHERE url_key = ?)";
/**
 * Set before an import's batch and cleared once the catalogue version is bumped. A run that
 * failed in between (the batch's answer lost, the version's write refused) may have written
 * the catalogue: the same file again then finds nothing to change, and finishes that run's
 * price history and version bump instead (docs/decisions/1310-nothing-lost.md).
 */
const UNFINISHED_KEY = "catalog:import-unfinished";
const LABELS: Record<string, string> = { color: "Color", size: "Size", material: "Material" };

export function reportOf(plan: ImportPlan, applied: boolean, extra: Partial<ImportReport> = {}): ImportReport {
  const skippedVariants = plan.problems.filter((p) => p.severity === "error" && p.handle).length;
  return {
    applied,
    store: plan.settings.store,
    language: plan.settings.language,
    rows: plan.rows,
    products: productCounts(plan),
    variants: variantCounts(plan, skippedVariants),
    categoriesCreated: plan.categoriesCreated.map((c) => c.name),
    optionsCreated: plan.optionsCreated.map((o) => `${LABELS[o.attribute] ?? o.attribute}: ${o.name}`),
    missing: plan.missing.length,
    archived: 0,
    images: { stored: 0, failed: 0 },
    redirects: 0,
    problems: plan.problems,
    ...extra,
  };
}

export async function applyImport(
  env: Env,
  planned: ImportPlan,
  source: ImageSource,
  extra: D1PreparedStatement[] = [],
  now = Date.now(),
): Promise<ImportReport> {
  // An unchanged product may lack pictures an earlier run could not get: try them again, and
  // write the product only if one of them arrives (docs/decisions/1000-catalogue-import.md).
  const retry = planned.products.filter((p) => p.action === "unchanged" && p.newImages.length);
  const images = await gatherImages(env, planned, [...planned.products.filter((p) => p.action !== "unchanged"), ...retry], source);
  const arrived = new Set(retry.filter((p) => p.newImages.some((src) => images.found.has(src))));
  const plan = { ...planned, products: planned.products.map((p) => (arrived.has(p) ? { ...p, action: "update" as const } : p)) };
  const changing = plan.products.filter((p) => p.action !== "unchanged");
  const db = env.DB;
  const statements: D1PreparedStatement[] = [...setupStatements(db, plan)];
  const today = utcDay(now);
  for (const product of changing) statements.push(...productStatements(db, plan, product, images.found, today, now));
  const archive = plan.settings.archiveMissing ? plan.missing : [];
  if (archive.length) {
    statements.push(
      db
        .prepare("UPDATE products SET active = 0, updated_at = ? WHERE active = 1 AND spu_code IN (SELECT value FROM json_each(?))")
        .bind(new Date(now).toISOString(), JSON.stringify(archive)),
    );
  }
  const created = changing.filter((p) => p.action === "create");
  const rules = productRedirects(
    plan.settings.store,
    created.map((p) => ({ handle: p.record.handle, slug: slugOf(p.record.handle), productCode: p.productCode })),
  );
  const changed = statements.length > 0;
  const unfinished = (await env.KV.get(UNFINISHED_KEY)) !== null;
  if (changed) {
    await putVersionToken(env.KV, UNFINISHED_KEY, String(now));
    if (rules.length) await saveRedirects(env, rules, now, [...statements, ...extra]);
    else await db.batch([...statements, ...extra]);
  }
  if (changed || unfinished) {
    // Imported prices are price changes the Omnibus history keeps (docs/decisions/1326-omnibus-prices.md):
    // the products this run changed, or every product of the file when it finishes an earlier run.
    const recorded = unfinished ? plan.products : changing;
    await recordProductPrices(env, [...recorded.map((p) => p.record.handle), ...archive], now);
    await bumpCatalogVersion(env.KV, now);
    await env.KV.delete(UNFINISHED_KEY);
  }
  return reportOf({ ...plan, problems: [...plan.problems, ...images.problems].sort((a, b) => a.line - b.line) }, true, {
    archived: archive.length,
    images: { stored: images.stored, failed: images.problems.length },
    redirects: rules.length,
  });
}

/** The product URL's slug: the handle in lower case, `_` as `-` (the code follows the last dash). */
const slugOf = (handle: string) => handle.toLowerCase().replace(/_/g, "-");

async function gatherImages(env: Env, plan: ImportPlan, products: ProductPlan[], source: ImageSource) {
  const found = new Map<string, StoredImage>();
  const problems: Problem[] = [];
  let stored = 0;
  for (const product of products) {
    for (const image of product.existing?.images ?? []) found.set(image.src, image);
    for (const src of product.newImages) {
      if (found.has(src)) continue;
      const own = ownImageKey(src, plan.settings.origin);
      const known = own
        ? await env.DB.prepare("SELECT image_key AS key, width, height FROM product_images WHERE image_key = ? LIMIT 1")
            .bind(own)
            .first<StoredImage>()
        : null;
      if (known) {
        found.set(src, known);
        continue;
      }
      const bytes = await source.bytes(src);
      const outcome = typeof bytes === "string" ? { ok: false as const, reason: bytes } : await storeImage(env.MEDIA, bytes);
      if (outcome.ok) {
        found.set(src, outcome.image);
        stored++;
      } else {
        problems.push({
          line: product.line,
          handle: product.record.handle,
          severity: "warning",
          message: `Picture ${src.slice(0, 120)} was left out: ${outcome.reason}.`,
        });
      }
    }
  }
  return { found, problems, stored };
}

export function setupStatements(db: D1Database, plan: ImportPlan): D1PreparedStatement[] {
  const s: D1PreparedStatement[] = [];
  for (const name of plan.missingAttributes) {
    s.push(
      db.prepare("INSERT OR IGNORE INTO attributes (name, position) VALUES (?, (SELECT coalesce(max(position), 0) + 1 FROM attributes))").bind(name),
    );
    s.push(
      db
        .prepare("INSERT OR IGNORE INTO attribute_texts (attribute_id, language, label) VALUES ((SELECT id FROM attributes WHERE name = ?), 'en', ?)")
        .bind(name, LABELS[name] ?? name),
    );
  }
  for (const option of plan.optionsCreated) {
    s.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO attribute_options (attribute_id, code, position)
           SELECT id, ?, (SELECT coalesce(max(position), 0) + 1 FROM attribute_options WHERE attribute_id = attributes.id) FROM attributes WHERE name = ?`,
        )
        .bind(option.code, option.attribute),
    );
    s.push(
      db
        .prepare(`INSERT OR IGNORE INTO attribute_option_texts (option_id, language, name) VALUES (${OPT}, 'en', ?)`)
        .bind(option.attribute, option.code, option.name),
    );
  }
  for (const category of plan.categoriesCreated) {
    s.push(
      db
        .prepare(
          "INSERT INTO categories (url_key, parent_id, position) VALUES (?, NULL, (SELECT coalesce(max(position), 0) + 1 FROM categories WHERE parent_id IS NULL))",
        )
        .bind(category.key),
    );
    s.push(db.prepare(`INSERT INTO category_texts (category_id, language, name) VALUES (${CAT}, 'en', ?)`).bind(category.key, category.name));
  }
  // The store's menu shows each category its imported products are in (and the parent).
  const store = plan.settings.store;
  for (const key of new Set(plan.products.filter((p) => p.action !== "unchanged").map((p) => p.categoryKey))) {
    s.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO store_categories (store, category_id, position)
           SELECT ?1, c.id, (SELECT coalesce(max(position), 0) + 1 FROM store_categories WHERE store = ?1)
             FROM categories c WHERE c.url_key = ?2
           UNION SELECT ?1, c.parent_id, 0 FROM categories c WHERE c.url_key = ?2 AND c.parent_id IS NOT NULL`,
        )
        .bind(store, key),
    );
  }
  return s;
}

export function productStatements(
  db: D1Database,
  plan: ImportPlan,
  product: ProductPlan,
  images: Map<string, StoredImage>,
  today: string,
  now: number,
): D1PreparedStatement[] {
  const { record } = product;
  const { store, language, origin } = plan.settings;
  const handle = record.handle;
  const stamp = new Date(now).toISOString();
  const material = product.material === null ? null : ["material", product.material];
  const s: D1PreparedStatement[] = [];
  const tags = JSON.stringify(record.tags);
  if (product.action === "create") {
    s.push(
      db
        .prepare(
          `INSERT INTO products (spu_code, product_code, slug, category_id, material_option_id, base_price_cents, sale_price_cents, tags, new_arrival_on, active, vendor, product_type, updated_at)
           VALUES (?, ?, ?, ${CAT}, ${material ? OPT : "NULL"}, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          handle,
          product.productCode,
          slugOf(handle),
          product.categoryKey,
          ...(material ?? []),
          record.basePriceCents,
          record.salePriceCents,
          tags,
          today,
          record.active ? 1 : 0,
          record.vendor,
          record.type,
          stamp,
        ),
    );
  } else {
    s.push(
      db
        .prepare(
          `UPDATE products SET category_id = ${CAT}, material_option_id = ${material ? OPT : "material_option_id"}, base_price_cents = ?, sale_price_cents = ?,
                  tags = ?, active = ?, vendor = ?, product_type = ?, updated_at = ? WHERE spu_code = ?`,
        )
        .bind(
          product.categoryKey,
          ...(material ?? []),
          record.basePriceCents,
          record.salePriceCents,
          tags,
          record.active ? 1 : 0,
          record.vendor,
          record.type,
          stamp,
          handle,
        ),
    );
  }
  const text = [record.title, htmlToText(record.descriptionHtml), record.descriptionHtml, record.seoTitle, record.seoDescription];
  const languages = product.action === "create" && language !== "en" ? [language, "en"] : [language];
  for (const lang of languages) {
    s.push(
      db
        .prepare(
          `INSERT INTO product_texts (product_id, language, title, description, description_html, seo_title, seo_description) VALUES (${PID}, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (product_id, language) DO UPDATE SET title = excluded.title, description = excluded.description,
             description_html = excluded.description_html, seo_title = excluded.seo_title, seo_description = excluded.seo_description`,
        )
        .bind(handle, lang, ...text),
    );
  }

  const kept = record.images.filter((i) => images.has(i.src));
  const positionOf = new Map(kept.map((i, n) => [i.src, n]));
  s.push(db.prepare(`DELETE FROM product_images WHERE product_id = ${PID}`).bind(handle));
  kept.forEach((image, position) => {
    const stored = images.get(image.src)!;
    const source = image.src === imageUrl(origin, stored.key) ? null : image.src;
    s.push(
      db
        .prepare(`INSERT INTO product_images (product_id, position, image_key, width, height, alt, source_url) VALUES (${PID}, ?, ?, ?, ?, ?, ?)`)
        .bind(handle, position, stored.key, stored.width, stored.height, image.alt, source),
    );
  });

  const existingSkus = new Set(product.existing?.record.variants.map((v) => v.sku) ?? []);
  s.push(db.prepare(`DELETE FROM sku_options WHERE sku_id IN (SELECT id FROM skus WHERE product_id = ${PID})`).bind(handle));
  product.variants.forEach(({ variant, color, size }, position) => {
    const values = [
      color === null ? null : color,
      size === null ? null : size,
      variant.stock,
      variant.extraCents,
      variant.grams,
      variant.weightUnit,
      variant.imageSrc === null ? null : (positionOf.get(variant.imageSrc) ?? null),
      position,
    ];
    const colorSql = color === null ? "NULL" : OPT;
    const sizeSql = size === null ? "NULL" : OPT;
    const optionValues = [...(color === null ? [] : ["color", color]), ...(size === null ? [] : ["size", size])];
    if (existingSkus.has(variant.sku)) {
      s.push(
        restockStatement(db, variant.sku, variant.stock, now, `product_id = ${PID}`, handle),
        db
          .prepare(
            `UPDATE skus SET color_option_id = ${colorSql}, size_option_id = ${sizeSql}, stock = ?, extra_cents = ?, grams = ?, weight_unit = ?, image_position = ?, position = ?
              WHERE sku_code = ? AND product_id = ${PID}`,
          )
          .bind(...optionValues, ...values.slice(2), variant.sku, handle),
      );
    } else {
      // A plain INSERT: should another product have taken the SKU since the plan, the batch fails whole.
      s.push(
        db
          .prepare(
            `INSERT INTO skus (sku_code, product_id, color_option_id, size_option_id, stock, extra_cents, grams, weight_unit, image_position, position)
             VALUES (?, ${PID}, ${colorSql}, ${sizeSql}, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(variant.sku, handle, ...optionValues, ...values.slice(2)),
      );
    }
    variant.values.forEach((value, n) => {
      s.push(
        db
          .prepare("INSERT INTO sku_options (sku_id, position, name, value) VALUES ((SELECT id FROM skus WHERE sku_code = ?), ?, ?, ?)")
          .bind(variant.sku, n + 1, record.optionNames[n], value),
      );
    });
    for (const [attribute, code] of [
      ["color", color],
      ["size", size],
    ] as const) {
      if (code !== null)
        s.push(db.prepare(`INSERT OR IGNORE INTO product_options (product_id, option_id) VALUES (${PID}, ${OPT})`).bind(handle, attribute, code));
    }
  });
  if (material) s.push(db.prepare(`INSERT OR IGNORE INTO product_options (product_id, option_id) VALUES (${PID}, ${OPT})`).bind(handle, ...material));
  if (product.collectionsLeft.length)
    s.push(
      db
        .prepare(`DELETE FROM collection_products WHERE product_id = ${PID} AND collection_id IN (SELECT value FROM json_each(?))`)
        .bind(handle, JSON.stringify(product.collectionsLeft)),
    );
  for (const id of product.collectionIds) {
    s.push(db.prepare(`INSERT OR IGNORE INTO collection_products (collection_id, product_id, position) VALUES (?, ${PID}, 0)`).bind(id, handle));
  }
  s.push(
    db
      .prepare(
        `INSERT OR IGNORE INTO store_products (store, product_id, position) VALUES (?1, ${PID.replace("?", "?2")}, (SELECT coalesce(max(position), -1) + 1 FROM store_products WHERE store = ?1))`,
      )
      .bind(store, handle),
  );
  return s;
}
