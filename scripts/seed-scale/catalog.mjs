// The scaled catalogue: each new product is drawn from a demo product (its "template") and
// keeps its category, stores, collections, filter options, pictures and texts, under a design
// name of its own, other prices and its first five or six SKUs (about four a product, as the
// demo's products have one to twenty-four). Pictures are the demo's own R2
// keys, so every scaled product shows drawn photos without a byte more in R2.
import { seq } from "./random.mjs";

/** Product codes of the scaled shop: HS1000000 … (the demo's are HL…), so they never meet. */
const SCALE_CODE_BASE = 1_000_000;

export function seedCatalog(db, { counts, ctx }) {
  const { products } = counts;
  db.exec(`
    -- Numbered by its key, so drawing a template is one lookup.
    CREATE TEMP TABLE templates (t INTEGER PRIMARY KEY, id INTEGER NOT NULL);
    INSERT INTO templates SELECT row_number() OVER (ORDER BY id) - 1, id FROM products WHERE active = 1 AND id <= ${ctx.productBase};
    -- Scaled product 0 (the one with the most reviews) copies a product every jewelry store sells.
    CREATE TEMP TABLE widest AS
      SELECT t.id FROM templates t ORDER BY (SELECT count(*) FROM store_products WHERE product_id = t.id) DESC, t.id LIMIT 1;
    CREATE TEMP TABLE scale_products (i INTEGER PRIMARY KEY, id INTEGER NOT NULL, template_id INTEGER NOT NULL, name TEXT NOT NULL);
  `);
  const templates = db.prepare("SELECT count(*) AS n FROM templates").get().n;
  if (templates === 0) throw new Error("The demo catalogue is empty: run `npm start` once (or node scripts/seed.mjs) before seed:scale.");
  db.exec(`
    INSERT INTO scale_products (i, id, template_id, name)
    ${seq(products)}
    SELECT i, ${ctx.productBase} + 1 + i, CASE WHEN i = 0 THEN (SELECT id FROM widest) ELSE (SELECT id FROM templates WHERE t = r(i, 1, ${templates})) END,
      pick('design', i, 2) FROM seq;

    INSERT INTO products (id, spu_code, product_code, slug, category_id, material_option_id, stone_option_id,
      base_price_cents, sale_price_cents, jewel_safe_cents, tags, new_arrival_on, sales_count, size_guide,
      personalizable, active, updated_at, vendor, product_type)
    SELECT s.id, 'HS' || (${SCALE_CODE_BASE} + s.i), 's' || (${SCALE_CODE_BASE} + s.i),
      lower(s.name) || CASE WHEN instr(p.slug, '-') > 0 THEN substr(p.slug, instr(p.slug, '-')) ELSE '-' || p.slug END,
      p.category_id, p.material_option_id, p.stone_option_id, s.base, s.base * s.sale_percent / 100, p.jewel_safe_cents, p.tags,
      date(${ctx.anchorSeconds}, 'unixepoch', '-' || (45 + r(s.i, 6, 1100)) || ' days'), r(s.i, 7, 60), p.size_guide,
      p.personalizable, CASE WHEN u(s.i, 8) < 0.02 THEN 0 ELSE 1 END, '${ctx.anchorIso}', p.vendor, p.product_type
    FROM (
      SELECT sp.*, ((tp.base_price_cents * (60 + r(sp.i, 3, 100)) / 100) / 100) * 100 + 99 AS base,
        CASE WHEN u(sp.i, 4) < 0.4 THEN 70 + r(sp.i, 5, 25) ELSE 100 END AS sale_percent
      FROM scale_products sp JOIN products tp ON tp.id = sp.template_id
    ) s JOIN products p ON p.id = s.template_id
    ORDER BY s.id;

    INSERT INTO product_images (product_id, position, image_key, width, height, alt, source_url)
    SELECT s.id, pi.position, pi.image_key, pi.width, pi.height, pi.alt, NULL
    FROM scale_products s JOIN product_images pi ON pi.product_id = s.template_id ORDER BY s.id, pi.position;

    INSERT INTO product_options (product_id, option_id)
    SELECT s.id, po.option_id FROM scale_products s JOIN product_options po ON po.product_id = s.template_id ORDER BY s.id, po.option_id;

    INSERT INTO skus (sku_code, product_id, color_option_id, size_option_id, stock, extra_cents, position)
    SELECT 'HS' || (${SCALE_CODE_BASE} + s.i) || '-' || k.position, s.id, k.color_option_id, k.size_option_id,
      CASE WHEN k.stock IS NULL THEN NULL ELSE r(s.i * 8 + k.position, 9, 80) END, k.extra_cents, k.position
    FROM scale_products s JOIN skus k ON k.product_id = s.template_id AND k.position < 5 + s.i % 2 ORDER BY s.id, k.position;

    INSERT INTO product_measurements (product_id, size, position, bust, shoulder, length, sleeve, waist, hip)
    SELECT s.id, m.size, m.position, m.bust, m.shoulder, m.length, m.sleeve, m.waist, m.hip
    FROM scale_products s JOIN product_measurements m ON m.product_id = s.template_id;

    -- After the demo's own products in each store's default order, so the demo pages lead.
    INSERT INTO store_products (store, product_id, position)
    SELECT sp.store, s.id, 1000 + s.i FROM scale_products s JOIN store_products sp ON sp.product_id = s.template_id;

    INSERT INTO collection_products (collection_id, product_id, position)
    SELECT cp.collection_id, s.id, 1000 + s.i FROM scale_products s JOIN collection_products cp ON cp.product_id = s.template_id;
  `);
}

/** Texts last: their triggers fill the search index, which reads the product's names. */
export function seedCatalogTexts(db) {
  db.exec(`
    INSERT INTO product_texts (product_id, language, title, description, description_html, seo_title, seo_description)
    SELECT s.id, t.language,
      s.name || CASE WHEN instr(t.title, ' ') > 0 THEN substr(t.title, instr(t.title, ' ')) ELSE ' ' || t.title END,
      t.description, t.description_html, '', ''
    FROM scale_products s JOIN product_texts t ON t.product_id = s.template_id ORDER BY s.id, t.language;
  `);
}
