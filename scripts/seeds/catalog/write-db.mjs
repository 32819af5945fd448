// Writes the generated catalogue into D1 as one atomic batch. Rows travel as JSON arrays
// expanded by json_each, so a few dozen statements carry thousands of rows (D1 allows
// only 100 bound parameters per statement, and every statement is a round trip).
const CHUNK = 250;

function bulk(db, table, columns, rows) {
  const select = columns.map((c) => `value->>'${c}'`).join(", ");
  const sql = `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${select} FROM json_each(?)`;
  const statements = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
    statements.push(db.prepare(sql).bind(JSON.stringify(chunk)));
  }
  return statements;
}

const perLanguage = (texts, fn) => Object.entries(texts).map(([language, value]) => fn(language, value));

/** One row per language of each item's `field` texts: the item's id as `idColumn`, the language and the text as `column`. */
const textRows = (items, idColumn, field, column) =>
  items.flatMap((item) => perLanguage(item[field], (language, text) => ({ [idColumn]: item.id, language, [column]: text })));

const PRODUCT_COLUMNS = [
  "id",
  "spu_code",
  "product_code",
  "slug",
  "category_id",
  "material_option_id",
  "stone_option_id",
  "base_price_cents",
  "sale_price_cents",
  "jewel_safe_cents",
  "tags",
  "new_arrival_on",
  "rating_avg",
  "rating_count",
  "sales_count",
  "size_guide",
  "personalizable",
];

/** Store order: best sellers first, with a little merchandising noise from the product id. */
function storeProductRows(products) {
  const rows = [];
  for (const store of new Set(products.flatMap((p) => p.stores))) {
    products
      .filter((p) => p.stores.includes(store))
      .sort((a, b) => b.salesCount * (1 + (a.id % 7) / 20) - a.salesCount * (1 + (b.id % 7) / 20) || a.id - b.id)
      .forEach((p, position) => rows.push({ store, product_id: p.id, position }));
  }
  return rows;
}

/** `images`: per product, the stored refs { key, width, height } in gallery order. */
export function catalogStatements(db, catalog, images) {
  const { attributes, colorGroups, options, categories, products, collections, tags, keywords } = catalog;
  const categoryId = Object.fromEntries(categories.map((c) => [c.key, c.id]));
  // Table, columns, rows; in this order (product_texts after options and categories: the FTS triggers read their names).
  const tables = [
    ["attributes", ["id", "name", "position"], attributes],
    ["attribute_texts", ["attribute_id", "language", "label"], textRows(attributes, "attribute_id", "labels", "label")],
    ["color_groups", ["id", "code"], colorGroups],
    [
      "attribute_options",
      ["id", "attribute_id", "code", "hex", "color_group_id", "position"],
      options.map((o) => ({ ...o, attribute_id: o.attributeId, color_group_id: o.colorGroupId })),
    ],
    ["attribute_option_texts", ["option_id", "language", "name"], textRows(options, "option_id", "names", "name")],
    [
      "categories",
      ["id", "url_key", "parent_id", "position", "size_guide"],
      categories.map((c) => ({ ...c, url_key: c.key, parent_id: c.parentKey ? categoryId[c.parentKey] : null, size_guide: c.sizeGuide })),
    ],
    ["category_texts", ["category_id", "language", "name"], textRows(categories, "category_id", "names", "name")],
    ["category_synonyms", ["category_id", "term"], categories.flatMap((c) => c.synonyms.map((term) => ({ category_id: c.id, term })))],
    [
      "store_categories",
      ["store", "category_id", "position"],
      categories.flatMap((c) => c.stores.map((store) => ({ store, category_id: c.id, position: c.position }))),
    ],
    [
      "products",
      PRODUCT_COLUMNS,
      products.map((p) => ({
        id: p.id,
        spu_code: p.spuCode,
        product_code: p.productCode,
        slug: p.slug,
        category_id: categoryId[p.categoryKey],
        material_option_id: p.materialId,
        stone_option_id: p.stoneId,
        base_price_cents: p.baseCents,
        sale_price_cents: p.saleCents,
        jewel_safe_cents: p.jewelSafeCents,
        tags: JSON.stringify(p.tags),
        new_arrival_on: p.newOn,
        rating_avg: p.ratingAvg,
        rating_count: p.ratingCount,
        sales_count: p.salesCount,
        size_guide: p.sizeGuide,
        personalizable: p.personalizable ? 1 : 0,
      })),
    ],
    [
      "product_texts",
      ["product_id", "language", "title", "description"],
      products.flatMap((p) => perLanguage(p.texts, (language, t) => ({ product_id: p.id, language, ...t }))),
    ],
    [
      "product_images",
      ["product_id", "position", "image_key", "width", "height"],
      products.flatMap((p) =>
        images.get(p.id).map((img, position) => ({ product_id: p.id, position, image_key: img.key, width: img.width, height: img.height })),
      ),
    ],
    ["product_options", ["product_id", "option_id"], products.flatMap((p) => p.optionIds.map((option_id) => ({ product_id: p.id, option_id })))],
    [
      "skus",
      ["sku_code", "product_id", "color_option_id", "size_option_id", "stock", "extra_cents", "position"],
      products.flatMap((p) =>
        p.skus.map((k, position) => ({
          sku_code: k.skuCode,
          product_id: p.id,
          color_option_id: k.colorId,
          size_option_id: k.sizeId,
          stock: k.stock,
          extra_cents: k.extraCents,
          position,
        })),
      ),
    ],
    [
      "product_measurements",
      ["product_id", "size", "position", "bust", "shoulder", "length", "sleeve", "waist", "hip"],
      products.flatMap((p) => p.measurements.map((m) => ({ product_id: p.id, ...m }))),
    ],
    ["store_products", ["store", "product_id", "position"], storeProductRows(products)],
    ["collections", ["id", "kind", "key", "position"], collections],
    [
      "collection_texts",
      ["collection_id", "language", "title", "description"],
      collections.flatMap((c) =>
        perLanguage(c.texts, (language, title) => ({ collection_id: c.id, language, title, description: c.descriptions[language] })),
      ),
    ],
    [
      "collection_products",
      ["collection_id", "product_id", "position"],
      collections.flatMap((c) => c.productIds.map((product_id, position) => ({ collection_id: c.id, product_id, position }))),
    ],
    ["store_collections", ["store", "collection_id"], collections.flatMap((c) => c.stores.map((store) => ({ store, collection_id: c.id })))],
    [
      "tag_texts",
      ["tag", "language", "label"],
      Object.entries(tags).flatMap(([tag, labels]) => perLanguage(labels, (language, label) => ({ tag, language, label }))),
    ],
    [
      "search_keywords",
      ["store", "language", "term", "searches"],
      keywords.map(([store, language, term, searches]) => ({ store, language, term, searches })),
    ],
  ];
  return tables.flatMap(([table, columns, rows]) => bulk(db, table, columns, rows));
}
