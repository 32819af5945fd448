import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import type { FreeGiftCampaign } from "~/shared/schemas/free-gift";
import { campaignKey } from "../../services/free-gift/campaigns";

/** A running campaign `code` whose gift is a fresh product with this stock. */
async function campaign(code: string, gift: { stock: number | null; priceCents?: number }, terms: Partial<FreeGiftCampaign> = {}) {
  const product = `gift${code.toLowerCase()}`;
  await addProduct({ code: product, priceCents: gift.priceCents ?? 2500, stock: gift.stock, title: `Gift ${code}` });
  await env.KV.put(campaignKey(code), JSON.stringify({ spuCode: `SPU-${product}`, ...terms }));
  return `${product}-1`;
}

const shopperWith = (code: string, store = "us") => visitor(store, { Cookie: `he-giftCode=${code}` });

const giftStock = async (sku: string) =>
  (await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number | null }>())?.stock;

describe("free gift in the cart and the order", () => {
  it("adds the gift as a zero-priced line once the cart qualifies, and keeps it in the order", async () => {
    const giftSku = await campaign("FGA", { stock: 5 }, { minSubtotalCents: 10_000 });
    const sku = await addProduct({ code: "fga", priceCents: 6000 });
    const shopper = shopperWith("FGA");

    const one = await shopper.call("cart/add", { sku, quantity: 1 });
    expect(one.data.gift).toMatchObject({ state: "minimum", line: null, message: "Spend $100.00 on items to get Gift FGA free." });

    const two = await shopper.call("cart/add", { sku, quantity: 1 });
    expect(two.data.gift).toMatchObject({ state: "added", line: { skuCode: giftSku, price: { amount: 0 }, worth: { amount: 25 } } });
    // The gift costs nothing and is no line the shopper can change.
    expect(two.data.total.amount).toBe(120);
    expect(two.data.lines).toHaveLength(1);

    const created = await shopper.call("order/create", checkoutBody());
    expect(created.status).toBe(200);
    const lines = await env.DB.prepare(
      `SELECT sku_code, unit_minor, line_minor, gift_code, reserved FROM order_lines
        WHERE order_id = (SELECT id FROM orders WHERE order_number = ?) ORDER BY position`,
    )
      .bind(created.data.orderNumber)
      .all();
    expect(lines.results).toEqual([
      { sku_code: sku, unit_minor: expect.any(Number), line_minor: expect.any(Number), gift_code: null, reserved: 0 },
      { sku_code: giftSku, unit_minor: 0, line_minor: 0, gift_code: "FGA", reserved: 1 },
    ]);
    expect(await giftStock(giftSku)).toBe(4);
    const state = await shopper.call("visitor/state", {});
    expect(state.data.freeGift).toMatchObject({ code: "FGA", getNow: true, soldOut: false, minSubtotalCents: 10_000 });
  });

  it("takes the gift away when the cart stops qualifying, and no order then holds it", async () => {
    const giftSku = await campaign("FGB", { stock: 5 }, { minSubtotalCents: 10_000 });
    const sku = await addProduct({ code: "fgb", priceCents: 6000 });
    const shopper = shopperWith("FGB");
    const added = await shopper.call("cart/add", { sku, quantity: 2 });
    expect(added.data.gift.state).toBe("added");
    const lowered = await shopper.call("cart/update", { lineId: added.data.lines[0].lineId, quantity: 1 });
    expect(lowered.data.gift.state).toBe("minimum");

    const created = await shopper.call("order/create", checkoutBody());
    expect(created.status).toBe(200);
    const gifts = await env.DB.prepare("SELECT count(*) AS n FROM order_lines WHERE gift_code = 'FGB'").first<{ n: number }>();
    expect(gifts?.n).toBe(0);
    expect(await giftStock(giftSku)).toBe(5);
  });

  it("gives no gift outside the campaign's store or dates, nor without a stored code", async () => {
    await campaign("FGC", { stock: 5 }, { stores: ["de"] });
    await campaign("FGD", { stock: 5 }, { until: "2020-01-31" });
    const sku = await addProduct({ code: "fgc", priceCents: 6000 });
    expect((await shopperWith("FGC").call("cart/add", { sku })).data.gift).toBeNull();
    expect((await shopperWith("FGD").call("cart/add", { sku })).data.gift).toBeNull();
    expect((await visitor("us").call("cart/add", { sku })).data.gift).toBeNull();
    expect((await shopperWith("FGC", "de").call("cart/add", { sku })).data.gift.state).toBe("added");
  });

  it("says the gift ran out when its stock is gone, and the order goes through without it", async () => {
    await campaign("FGE", { stock: 0 });
    const sku = await addProduct({ code: "fge", priceCents: 6000 });
    const shopper = shopperWith("FGE");
    const added = await shopper.call("cart/add", { sku });
    expect(added.data.gift).toMatchObject({ state: "soldOut", line: null, message: "The free gift Gift FGE has run out." });
    const created = await shopper.call("order/create", checkoutBody());
    expect(created.status).toBe(200);

    // The promotion stops offering it: getNow only while the gift can be had.
    const state = await shopper.call("visitor/state", {});
    expect(state.data.freeGift).toMatchObject({ code: "FGE", getNow: false, soldOut: true });
  });

  it("hands the last gift to exactly one of two tabs racing for it; the other is told and can order without it", async () => {
    const giftSku = await campaign("FGF", { stock: 1 });
    const sku = await addProduct({ code: "fgf", priceCents: 6000 });
    const a = shopperWith("FGF");
    const b = shopperWith("FGF");
    await a.call("cart/add", { sku });
    await b.call("cart/add", { sku });

    const answers = await Promise.all([a.call("order/create", checkoutBody()), b.call("order/create", checkoutBody())]);
    const placed = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ status: 409, message: expect.stringContaining("Gift FGF has just run out") });
    expect(await giftStock(giftSku)).toBe(0);

    const loser = placed[0] === answers[0] ? b : a;
    const cart = await loser.call("cart/list", {});
    expect(cart.data.gift.state).toBe("soldOut");
    expect((await loser.call("order/create", checkoutBody())).status).toBe(200);
  });
});
