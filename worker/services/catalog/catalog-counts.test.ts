import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ctxFor, seedTestCatalog } from "../../test/catalog-fixture";
import { publishReview, rejectReview } from "../reviews/moderation";
import { reviewListBody } from "~/shared/schemas/reviews";
import { productReviews } from "../reviews/review-list";
import { recomputeRating } from "../reviews/summary";
import { bumpCatalogVersion } from "./version";
import { storeTree } from "./tree";

/**
 * The figures migrations/1332_catalog_counts.sql keeps by trigger must equal what counting the
 * rows themselves gives, after every kind of write that changes what they count.
 */
const db = () => env.DB;

const rows = async (sql: string): Promise<unknown[]> => (await db().prepare(sql).all()).results;
const firstId = async (sql: string, value: number): Promise<number> => (await db().prepare(sql).bind(value).first<{ id: number }>())!.id;

const counted = () =>
  rows("SELECT store, category_id, product_count FROM store_category_counts WHERE product_count <> 0 ORDER BY store, category_id");

const recounted = () =>
  rows(`SELECT sp.store, p.category_id, count(*) AS product_count FROM store_products sp
          JOIN products p ON p.id = sp.product_id AND p.active = 1
         GROUP BY sp.store, p.category_id ORDER BY sp.store, p.category_id`);

const stars = () =>
  rows("SELECT product_id, rating, review_count, with_media FROM product_rating_counts WHERE review_count <> 0 ORDER BY product_id, rating");

const restarred = () =>
  rows(`SELECT product_id, rating, count(*) AS review_count, sum(media_count > 0) AS with_media FROM reviews
         WHERE status = 'published' GROUP BY product_id, rating ORDER BY product_id, rating`);

async function productIn(store: string): Promise<{ id: number; category_id: number; product_code: string }> {
  return (await db()
    .prepare(
      `SELECT p.id, p.category_id, p.product_code FROM products p JOIN store_products sp ON sp.product_id = p.id AND sp.store = ?
        WHERE p.active = 1 ORDER BY p.id LIMIT 1`,
    )
    .bind(store)
    .first<{ id: number; category_id: number; product_code: string }>())!;
}

let nextReview = 0;
async function addReview(productId: number, rating: number, status: string, media = 0): Promise<number> {
  nextReview += 1;
  const row = await db()
    .prepare(
      `INSERT INTO reviews (product_id, store, language, nickname, email, rating, body, body_hash, status, media_count, visitor, created_at, published_at)
       VALUES (?, 'us', 'en', 'Ann', ?, ?, 'Lovely piece', ?, ?, ?, 'v', ?, ?) RETURNING id`,
    )
    .bind(productId, `ann${nextReview}@example.com`, rating, `h${nextReview}`, status, media, Date.now(), status === "published" ? Date.now() : null)
    .first<{ id: number }>();
  return row!.id;
}

beforeAll(async () => {
  await seedTestCatalog(env);
});

describe("a store's products per category, kept by the writes", () => {
  it("starts equal to counting the assortment", async () => {
    expect((await counted()).length).toBeGreaterThan(0);
    expect(await counted()).toEqual(await recounted());
  });

  it("follows a product moved, archived, restored, dropped from a store, added back and deleted", async () => {
    const product = await productIn("us");
    const other = { id: await firstId("SELECT id FROM categories WHERE id <> ? ORDER BY id LIMIT 1", product.category_id) };
    const steps = [
      db().prepare("UPDATE products SET category_id = ? WHERE id = ?").bind(other.id, product.id),
      db().prepare("UPDATE products SET active = 0 WHERE id = ?").bind(product.id),
      db().prepare("UPDATE products SET active = 1, category_id = ? WHERE id = ?").bind(product.category_id, product.id),
      db().prepare("DELETE FROM store_products WHERE store = 'us' AND product_id = ?").bind(product.id),
      db().prepare("INSERT INTO store_products (store, product_id, position) VALUES ('us', ?, 0)").bind(product.id),
      db()
        .prepare(
          "UPDATE store_products SET store = 'us_vip' WHERE store = 'us' AND product_id = ? AND NOT EXISTS (SELECT 1 FROM store_products WHERE store = 'us_vip' AND product_id = ?)",
        )
        .bind(product.id, product.id),
      db().prepare("UPDATE products SET sales_count = sales_count + 3 WHERE id = ?").bind(product.id),
    ];
    for (const step of steps) {
      await step.run();
      expect(await counted()).toEqual(await recounted());
    }
    // Deleting the product takes its store rows with it (ON DELETE CASCADE): counted once.
    await db().batch([
      db().prepare("DELETE FROM product_options WHERE product_id = ?").bind(product.id),
      db().prepare("DELETE FROM skus WHERE product_id = ?").bind(product.id),
      db().prepare("DELETE FROM reviews WHERE product_id = ?").bind(product.id),
    ]);
    await db().prepare("DELETE FROM products WHERE id = ?").bind(product.id).run();
    expect(await counted()).toEqual(await recounted());
  });

  it("gives the category tree its counts: a parent's is its own and its children's", async () => {
    await bumpCatalogVersion(env.KV);
    const tree = await storeTree(ctxFor(env));
    const direct = new Map(
      ((await recounted()) as { store: string; category_id: number; product_count: number }[])
        .filter((row) => row.store === "us")
        .map((row) => [row.category_id, row.product_count]),
    );
    for (const record of tree.byId.values()) {
      const below = [...tree.byId.values()].filter((child) => child.parentId === record.id);
      expect(record.productCount, record.key).toBe((direct.get(record.id) ?? 0) + below.reduce((sum, child) => sum + child.productCount, 0));
    }
    expect(tree.roots.length).toBeGreaterThan(0);
    expect(tree.roots.every((root) => root.image?.key)).toBe(true);
  });
});

describe("a product's published reviews per star, kept by the writes", () => {
  it("follows reviews posted, published, rejected and stripped of their media", async () => {
    const product = await productIn("de");
    expect(await stars()).toEqual(await restarred());
    // A review posted published is written with its product's new rating (review-submit.ts).
    const published = await addReview(product.id, 5, "published", 2);
    await recomputeRating(db(), { productId: product.id }).run();
    const pending = await addReview(product.id, 3, "pending");
    const other = await addReview(product.id, 4, "published");
    await recomputeRating(db(), { productId: product.id }).run();
    expect(await stars()).toEqual(await restarred());
    await publishReview(db(), pending);
    expect(await stars()).toEqual(await restarred());
    await rejectReview(db(), other, "Off topic");
    expect(await stars()).toEqual(await restarred());
    // Staff taking a review's photos down (media-access.ts), then a helpful vote's count.
    await db().prepare("UPDATE reviews SET media_count = 0 WHERE id = ?").bind(published).run();
    expect(await stars()).toEqual(await restarred());
    await db().prepare("UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = ?").bind(pending).run();
    expect(await stars()).toEqual(await restarred());

    const breakdown = (await productReviews(db(), "de", reviewListBody.parse({ productCode: product.product_code }), "de"))!.summary;
    const own = ((await restarred()) as { product_id: number; rating: number; review_count: number; with_media: number }[]).filter(
      (row) => row.product_id === product.id,
    );
    expect(breakdown.count).toBe(own.reduce((sum, row) => sum + row.review_count, 0));
    expect(breakdown.stars[2]).toBe(own.find((row) => row.rating === 3)?.review_count ?? 0);
    expect(breakdown.stars[4]).toBe(own.find((row) => row.rating === 5)?.review_count ?? 0);
    expect(breakdown.withMedia).toBe(own.reduce((sum, row) => sum + row.with_media, 0));
  });

  it("goes with a deleted product", async () => {
    const product = await productIn("fr");
    await addReview(product.id, 4, "published");
    await recomputeRating(db(), { productId: product.id }).run();
    await db().batch([
      db().prepare("DELETE FROM product_options WHERE product_id = ?").bind(product.id),
      db().prepare("DELETE FROM skus WHERE product_id = ?").bind(product.id),
    ]);
    await db().prepare("DELETE FROM products WHERE id = ?").bind(product.id).run();
    expect(await stars()).toEqual(await restarred());
  });
});

describe("a product's option list, kept by the writes", () => {
  const listed = () => rows("SELECT id, option_ids FROM products ORDER BY id");
  const relisted = () =>
    rows(
      "SELECT id, coalesce((SELECT group_concat(option_id) FROM product_options po WHERE po.product_id = products.id), '') AS option_ids FROM products ORDER BY id",
    );

  it("follows options added, removed and deleted with their attribute option", async () => {
    expect(await listed()).toEqual(await relisted());
    const product = await productIn("us");
    const option = {
      id: await firstId(
        "SELECT id FROM attribute_options WHERE id NOT IN (SELECT option_id FROM product_options WHERE product_id = ?) ORDER BY id LIMIT 1",
        product.id,
      ),
    };
    const steps = [
      db().prepare("INSERT INTO product_options (product_id, option_id) VALUES (?, ?)").bind(product.id, option.id),
      db().prepare("INSERT OR IGNORE INTO product_options (product_id, option_id) VALUES (?, ?)").bind(product.id, option.id),
      db().prepare("DELETE FROM product_options WHERE product_id = ? AND option_id = ?").bind(product.id, option.id),
      db().prepare("INSERT INTO product_options (product_id, option_id) VALUES (?, ?)").bind(product.id, option.id),
    ];
    for (const step of steps) {
      await step.run();
      expect(await listed()).toEqual(await relisted());
    }
    expect(((await listed()) as { id: number; option_ids: string }[]).find((row) => row.id === product.id)!.option_ids.split(",")).toContain(
      String(option.id),
    );
    // An attribute option deleted takes its product rows with it (ON DELETE CASCADE).
    await db().batch([
      db().prepare("DELETE FROM attribute_option_texts WHERE option_id = ?").bind(option.id),
      db().prepare("UPDATE products SET material_option_id = NULL WHERE material_option_id = ?").bind(option.id),
      db().prepare("UPDATE products SET stone_option_id = NULL WHERE stone_option_id = ?").bind(option.id),
      db().prepare("UPDATE skus SET color_option_id = NULL WHERE color_option_id = ?").bind(option.id),
      db().prepare("UPDATE skus SET size_option_id = NULL WHERE size_option_id = ?").bind(option.id),
    ]);
    await db().prepare("DELETE FROM attribute_options WHERE id = ?").bind(option.id).run();
    expect(await listed()).toEqual(await relisted());
  });
});

describe("a store's listing and its counts per category and option, kept by the writes", () => {
  const listing = () =>
    rows(`SELECT product_id, store, category_id, position, sale_price_cents, new_arrival_on, sales_count, rating_avg, rating_count, option_ids
            FROM store_listing ORDER BY product_id, store`);
  const relisting = () =>
    rows(`SELECT p.id AS product_id, sp.store, p.category_id, sp.position, p.sale_price_cents, p.new_arrival_on, p.sales_count, p.rating_avg,
                 p.rating_count, p.option_ids
            FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1 ORDER BY p.id, sp.store`);
  const optionCounts = () =>
    rows(
      "SELECT store, category_id, option_id, product_count FROM store_category_options WHERE product_count <> 0 ORDER BY store, category_id, option_id",
    );
  const optionRecount = () =>
    rows(`SELECT sp.store, p.category_id, po.option_id, count(*) AS product_count FROM store_products sp
            JOIN products p ON p.id = sp.product_id AND p.active = 1 JOIN product_options po ON po.product_id = p.id
           GROUP BY sp.store, p.category_id, po.option_id ORDER BY sp.store, p.category_id, po.option_id`);
  const same = async (step: string) => {
    expect(await listing(), step).toEqual(await relisting());
    expect(await optionCounts(), step).toEqual(await optionRecount());
  };

  it("follows the assortment, the product's own columns and its options through every kind of write", async () => {
    await same("start");
    expect((await optionCounts()).length).toBeGreaterThan(0);
    const product = await productIn("uk");
    const category = await firstId("SELECT id FROM categories WHERE id <> ? ORDER BY id LIMIT 1", product.category_id);
    const option = await firstId(
      "SELECT id FROM attribute_options WHERE id NOT IN (SELECT option_id FROM product_options WHERE product_id = ?) ORDER BY id LIMIT 1",
      product.id,
    );
    const steps: [string, D1PreparedStatement][] = [
      ["recategorised", db().prepare("UPDATE products SET category_id = ? WHERE id = ?").bind(category, product.id)],
      ["repriced", db().prepare("UPDATE products SET sale_price_cents = base_price_cents - 1 WHERE id = ?").bind(product.id)],
      ["sold", db().prepare("UPDATE products SET sales_count = sales_count + 2 WHERE id = ?").bind(product.id)],
      ["rated", db().prepare("UPDATE products SET rating_avg = 4.5, rating_count = rating_count + 1 WHERE id = ?").bind(product.id)],
      ["new again", db().prepare("UPDATE products SET new_arrival_on = '2026-11-27' WHERE id = ?").bind(product.id)],
      ["option added", db().prepare("INSERT INTO product_options (product_id, option_id) VALUES (?, ?)").bind(product.id, option)],
      ["option removed", db().prepare("DELETE FROM product_options WHERE product_id = ? AND option_id = ?").bind(product.id, option)],
      ["option added back", db().prepare("INSERT INTO product_options (product_id, option_id) VALUES (?, ?)").bind(product.id, option)],
      [
        "moved in its store's order",
        db().prepare("UPDATE store_products SET position = position + 7 WHERE store = 'uk' AND product_id = ?").bind(product.id),
      ],
      ["archived", db().prepare("UPDATE products SET active = 0 WHERE id = ?").bind(product.id)],
      ["repriced while archived", db().prepare("UPDATE products SET sale_price_cents = base_price_cents WHERE id = ?").bind(product.id)],
      ["restored", db().prepare("UPDATE products SET active = 1 WHERE id = ?").bind(product.id)],
      ["dropped from a store", db().prepare("DELETE FROM store_products WHERE store = 'uk' AND product_id = ?").bind(product.id)],
      ["added to a store", db().prepare("INSERT INTO store_products (store, product_id, position) VALUES ('uk', ?, 3)").bind(product.id)],
      [
        "moved to another store",
        db()
          .prepare(
            "UPDATE store_products SET store = 'apparel' WHERE store = 'uk' AND product_id = ? AND NOT EXISTS (SELECT 1 FROM store_products WHERE store = 'apparel' AND product_id = ?)",
          )
          .bind(product.id, product.id),
      ],
    ];
    for (const [name, step] of steps) {
      await step.run();
      await same(name);
    }
    await db().batch([
      db().prepare("DELETE FROM product_options WHERE product_id = ?").bind(product.id),
      db().prepare("DELETE FROM skus WHERE product_id = ?").bind(product.id),
      db().prepare("DELETE FROM reviews WHERE product_id = ?").bind(product.id),
    ]);
    await db().prepare("DELETE FROM products WHERE id = ?").bind(product.id).run();
    await same("deleted");
  });
});
