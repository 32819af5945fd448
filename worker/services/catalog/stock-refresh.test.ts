import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { forgetStockRefresh, refreshForStock, STOCK_REFRESH_SECONDS } from "./stock-refresh";

/** Low-stock orders move the catalogue version (flushing every cached page) a bounded number of times. */

const version = () => env.KV.get("catalog:version");

describe("stock changes and the page cache", () => {
  it("a burst of 1,000 low-stock changes over ten minutes flushes the cache at most once a minute", async () => {
    await forgetStockRefresh(env.KV);
    const start = Date.now();
    let flushes = 0;
    let seen = await version();
    for (let i = 0; i < 1000; i++) {
      // One order every 0.6 s: 1,000 orders in ten minutes.
      await refreshForStock(env.KV, start + i * 600);
      const now = await version();
      if (now !== seen) flushes++;
      seen = now;
    }
    expect(flushes).toBeGreaterThan(0);
    expect(flushes).toBeLessThanOrEqual(Math.ceil((1000 * 600) / (STOCK_REFRESH_SECONDS * 1000)));
    // 1,000 KV round trips on a shared machine: a generous limit, not a timing claim.
  }, 120_000);

  it("a run of orders on a low SKU moves the version once, not once each", async () => {
    await forgetStockRefresh(env.KV);
    const sku = await addProduct({ code: "burstlow", priceCents: 1000, stock: 30 });
    const versions = new Set<string | null>();
    for (let i = 0; i < 25; i++) {
      const shopper = visitor("us");
      await shopper.call("cart/add", { sku });
      expect((await shopper.call("order/create", checkoutBody())).status).toBe(200);
      versions.add(await version());
    }
    // 25 orders, the last 20 of which leave at most 5 and so change what the pages show.
    expect(versions.size).toBeLessThanOrEqual(2);
  }, 120_000);
});
