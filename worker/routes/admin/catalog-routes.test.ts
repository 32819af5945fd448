import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { auditRows, staffBrowser } from "../../test/admin-client";
import { ctxFor } from "../../test/catalog-fixture";
import { pngBytes } from "../../test/review-fixtures";
import { getProductDetail } from "../../services/catalog/product-detail";
import { getCatalogVersion } from "../../services/catalog/version";
import twoProducts from "../../services/catalog-import/fixtures/two-products.csv?raw";

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const body = (extra: Record<string, unknown> = {}) => ({ store: "uk", csv: twoProducts, fetchImages: false, ...extra });

beforeEach(async () => {
  await env.DB.batch(["products", "categories", "redirects"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

describe("the catalogue in the back office", () => {
  it("the owner reads the dry run, applies it, and the uk store sells the product in GBP", async () => {
    const owner = await staffBrowser("owner");
    const dry = await owner.api<any>("admin/catalog/import", body());
    expect(dry.status).toBe(200);
    expect(dry.envelope.data).toMatchObject({ applied: false, products: { created: 2 } });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM products").first("n")).toBe(0);

    const applied = await owner.api<any>(
      "admin/catalog/import",
      body({ dryRun: false, files: [{ name: "aurora-front.png", data: base64(pngBytes(900, 900)) }] }),
    );
    expect(applied.status).toBe(200);
    expect(applied.envelope.data).toMatchObject({ applied: true, products: { created: 2 }, images: { stored: 1, failed: 1 } });
    expect((await auditRows("uk")).map((r) => r.action)).toContain("catalog:import");
    const detail = await getProductDetail(ctxFor(env, "uk", "en-GB", "GBP"), "auroraring");
    expect(detail?.skus.map((s) => s.skuCode)).toEqual(["AUR-G-6", "AUR-G-7", "AUR-S-6"]);
    expect(detail?.salePrice.currency).toBe("GBP");
    expect(detail?.seoTitle).toBe("Aurora Ring | Heliora");
    expect(detail?.descriptionHtml).toContain("<li>Comfort fit</li>");
    expect(detail?.images[0].alt).toBe("Aurora Ring, front");

    const csv = await owner.fetch("/api/admin/catalog/export?store=uk");
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toMatch(/^Handle,Title,Body \(HTML\)/);
  });

  it("the merchant's mapping sends a type to a category and a tag to a collection", async () => {
    const owner = await staffBrowser("owner");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO categories (url_key) VALUES ('rings')"),
      env.DB.prepare("INSERT INTO collections (kind, key) VALUES ('keyed', 'gifts') ON CONFLICT DO NOTHING"),
    ]);
    const collection = await env.DB.prepare("SELECT id FROM collections WHERE kind = 'keyed' AND key = 'gifts'").first<{ id: number }>();
    expect((await owner.api("admin/catalog/mapping/save", { kind: "type", value: "Statement Rings", target: "rings" })).status).toBe(200);
    expect((await owner.api("admin/catalog/mapping/save", { kind: "tag", value: "Gift", target: String(collection!.id) })).status).toBe(200);
    expect((await owner.api<any>("admin/catalog/mapping/save", { kind: "type", value: "X", target: "nowhere" })).envelope.data.fields.target).toBe(
      "Choose a category of the list.",
    );
    const listed = await owner.api<any>("admin/catalog/mappings", {});
    expect(listed.envelope.data.mappings.map((m: { value: string }) => m.value)).toEqual(["statement rings", "gift"]);

    const report = await owner.api<any>("admin/catalog/import", body({ dryRun: false }));
    expect(report.envelope.data.categoriesCreated).toEqual(["T-Shirts"]);
    const ring = await env.DB.prepare(
      "SELECT c.url_key, (SELECT count(*) FROM collection_products cp WHERE cp.product_id = p.id AND cp.collection_id = ?) AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE p.spu_code = 'aurora-ring'",
    )
      .bind(collection!.id)
      .first();
    expect(ring).toEqual({ url_key: "rings", n: 1 });
    expect((await owner.api("admin/catalog/mapping/delete", { kind: "type", value: "statement rings" })).status).toBe(200);
    await env.DB.prepare("DELETE FROM catalog_import_mappings").run();
  });

  it("a file with errors answers 400 with the report and writes nothing", async () => {
    const owner = await staffBrowser("owner");
    const bad = await owner.api<any>("admin/catalog/import", body({ dryRun: false, csv: twoProducts.replace("25.50", "free") }));
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toMatch(/The file has errors: nothing was written/);
    expect(bad.envelope.data.report.problems).toContainEqual(
      expect.objectContaining({ line: 10, severity: "error", message: 'Variant Price "free" is not a number above 0.' }),
    );
    expect(await env.DB.prepare("SELECT count(*) AS n FROM products").first("n")).toBe(0);
  });

  it("support reads the products but may not import or edit; fulfilment sees nothing", async () => {
    const support = await staffBrowser("support");
    expect((await support.api("admin/catalog/products", {})).status).toBe(200);
    expect((await support.api("admin/catalog/import", body())).status).toBe(403);
    const fulfilment = await staffBrowser("fulfilment");
    expect((await fulfilment.api("admin/catalog/products", {})).status).toBe(403);
    expect((await fulfilment.fetch("/api/admin/catalog/export?store=us")).status).toBe(403);
  });

  it("an edit saves prices, stock, visibility, a sanitized description and picture order, audited, and cached pages see it", async () => {
    const owner = await staffBrowser("owner");
    await owner.api("admin/catalog/import", body({ dryRun: false }));
    await owner.api("admin/catalog/product/image", { handle: "aurora-ring", name: "a.png", data: base64(pngBytes(700, 700)) });
    await owner.api("admin/catalog/product/image", { handle: "aurora-ring", name: "b.png", data: base64(pngBytes(800, 800)) });
    const listed = await owner.api<any>("admin/catalog/products", { q: "AUR-S", store: "uk" });
    expect(listed.envelope.data.items.map((p: { handle: string }) => p.handle)).toEqual(["aurora-ring"]);
    const { envelope } = await owner.api<any>("admin/catalog/product", { handle: "aurora-ring" });
    const product = envelope.data;
    expect(product.images).toHaveLength(2);
    const version = await getCatalogVersion(env.KV, Date.now() + 60_000);

    const saved = await owner.api<any>("admin/catalog/product/save", {
      handle: "aurora-ring",
      language: "en",
      title: "Aurora Ring II",
      descriptionHtml: '<p>New <b>text</b></p><img src=x onerror="alert(1)">',
      basePriceCents: 20000,
      salePriceCents: 15000,
      active: true,
      categoryKey: product.categoryKey,
      collectionIds: [],
      skus: [{ sku: "AUR-S-6", stock: 1 }],
      images: [...product.images].reverse().map((i: { key: string }, n: number) => ({ key: i.key, alt: `view ${n}` })),
    });
    expect(saved.status).toBe(200);
    expect(saved.envelope.message).toBe("Product saved. Removed from the description: <img>.");
    expect(await getCatalogVersion(env.KV, Date.now() + 60_000)).not.toBe(version);
    const detail = await getProductDetail(ctxFor(env, "uk", "en", "USD"), "auroraring");
    expect(detail?.title).toBe("Aurora Ring II");
    expect(detail?.salePrice.amount).toBe(150);
    expect(detail?.images.map((i) => i.width)).toEqual([800, 700]);
    expect(await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = 'AUR-S-6'").first("stock")).toBe(1);
    expect(
      await env.DB.prepare("SELECT description_html FROM product_texts WHERE language = 'en' AND title = 'Aurora Ring II'").first("description_html"),
    ).toBe("<p>New <b>text</b></p>");
    expect((await auditRows("aurora-ring")).map((r) => r.action)).toEqual(["product:image", "product:image", "product:save"]);

    const refused = await owner.api<any>("admin/catalog/product/save", {
      ...saved.envelope.data,
      handle: "aurora-ring",
      language: "en",
      title: "x",
      descriptionHtml: "",
      basePriceCents: 100,
      salePriceCents: 200,
      active: true,
      categoryKey: product.categoryKey,
      skus: [],
      images: [],
    });
    expect(refused.status).toBe(400);
  });

  it("an import and an edit put their products' prices in the Omnibus history at once, not at the cron's next sweep", async () => {
    const owner = await staffBrowser("owner");
    const card = () =>
      env.DB.prepare("SELECT price_minor, ended_at FROM price_history WHERE item = 'spu:aurora-ring' AND store = 'uk' ORDER BY started_at, id").all<{
        price_minor: number;
        ended_at: number | null;
      }>();
    // Earlier tests' products are gone, their history is not.
    await env.DB.prepare("DELETE FROM price_history").run();
    await owner.api("admin/catalog/import", body({ dryRun: false }));
    const imported = (await card()).results;
    expect(imported).toEqual([{ price_minor: expect.any(Number), ended_at: null }]);
    const { envelope } = await owner.api<any>("admin/catalog/product", { handle: "aurora-ring" });
    const saved = await owner.api<any>("admin/catalog/product/save", {
      handle: "aurora-ring",
      language: "en",
      title: envelope.data.title,
      descriptionHtml: "",
      basePriceCents: 20000,
      salePriceCents: 12000,
      active: true,
      categoryKey: envelope.data.categoryKey,
      collectionIds: [],
      skus: [],
      images: [],
    });
    expect(saved.status).toBe(200);
    const edited = (await card()).results;
    expect(edited).toHaveLength(2);
    expect(edited[0]).toMatchObject({ price_minor: imported[0].price_minor, ended_at: expect.any(Number) });
    expect(edited[1].ended_at).toBeNull();
    expect(edited[1].price_minor).not.toBe(imported[0].price_minor);
  });
});
