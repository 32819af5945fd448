import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addProduct } from "../../test/checkout-fixtures";
import { LOW_STOCK, listProducts } from "./catalog-products";

/** Products whose kept SKU counts (migrations/1480_product_stock_flags.sql) differ from a recount. */
async function wrongFlags() {
  const { results } = await env.DB.prepare(
    `SELECT p.id, p.low_stock_skus, p.sold_out_skus,
            (SELECT count(*) FROM skus s WHERE s.product_id = p.id AND s.stock BETWEEN 1 AND ?1) AS low,
            (SELECT count(*) FROM skus s WHERE s.product_id = p.id AND s.stock = 0) AS out
       FROM products p WHERE p.low_stock_skus <> low OR p.sold_out_skus <> out`,
  )
    .bind(LOW_STOCK)
    .all();
  return results;
}

const code = () => `f${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`;
const productId = async (productCode: string) =>
  (await env.DB.prepare("SELECT id FROM products WHERE product_code = ?").bind(productCode).first<{ id: number }>())!.id;
const setStock = (sku: string, stock: number | null) => env.DB.prepare("UPDATE skus SET stock = ? WHERE sku_code = ?").bind(stock, sku).run();

describe("a product's kept low-stock and sold-out SKU counts", () => {
  it("equal a recount after every kind of SKU write, at the list's bounds", async () => {
    expect(await wrongFlags(), "as migrated").toEqual([]);
    const a = code();
    const b = code();
    await addProduct({ code: a, priceCents: 1000, stock: LOW_STOCK });
    await addProduct({ code: b, priceCents: 1000, stock: LOW_STOCK + 1 });
    const [aId, bId] = [await productId(a), await productId(b)];
    await env.DB.prepare("INSERT INTO skus (sku_code, product_id, stock) VALUES (?, ?, 0), (?, ?, NULL)").bind(`${a}-2`, aId, `${a}-3`, aId).run();
    expect(await wrongFlags(), "SKUs added").toEqual([]);

    // Across each bound and back, from and to made-to-order (NULL).
    for (const [sku, stock] of [
      [`${b}-1`, LOW_STOCK],
      [`${b}-1`, 1],
      [`${b}-1`, 0],
      [`${a}-2`, 12],
      [`${a}-3`, 2],
      [`${a}-3`, null],
      [`${a}-1`, LOW_STOCK + 1],
    ] as const) {
      await setStock(sku, stock);
      expect(await wrongFlags(), `${sku} → ${stock}`).toEqual([]);
    }

    await env.DB.prepare("UPDATE skus SET product_id = ? WHERE sku_code = ?").bind(aId, `${b}-1`).run();
    await env.DB.prepare("DELETE FROM skus WHERE sku_code = ?").bind(`${a}-2`).run();
    expect(await wrongFlags(), "a SKU moved and one deleted").toEqual([]);
    await env.DB.prepare("DELETE FROM products WHERE id = ?").bind(bId).run();
    expect(await wrongFlags(), "a product deleted").toEqual([]);
  });

  it("are what the product list's stock filters show", async () => {
    const low = code();
    const out = code();
    await addProduct({ code: low, priceCents: 1000, stock: 2 });
    await addProduct({ code: out, priceCents: 1000, stock: 0 });
    const handles = async (stock: "low" | "out") => (await listProducts(env.DB, { stock })).items.map((item) => item.handle);
    expect(await handles("low")).toContain(`SPU-${low}`);
    expect(await handles("low")).not.toContain(`SPU-${out}`);
    expect(await handles("out")).toContain(`SPU-${out}`);
    await setStock(`${low}-1`, 40);
    expect(await handles("low")).not.toContain(`SPU-${low}`);
  });
});
