import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CHECKOUT_BUDGETS, HOLD_CAPS } from "../../services/orders/order-budgets";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";

/** A script repeating legitimate checkout calls: every call has a budget, and a visitor's holdings a cap. */

const stockOf = async (sku: string) =>
  (await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number | null }>())?.stock;

const unpaidOf = async (uuid: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE owner = ? AND status = 'unpaid'").bind(`u:${uuid}`).first<{ n: number }>())!.n;

/** Calls `path` `times` times; the statuses. */
async function repeat(times: number, call: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await call(i)).status);
  return statuses;
}

/** A checkout with an email of its own: the per-email budget is another test's subject. */
const order = () => checkoutBody({ email: `${crypto.randomUUID()}@example.com` });

let net = 0;
/** A fresh /64 of the documentation prefix per call, so tests do not share an address budget. */
const freshPrefix = () => `2001:db8:${(++net).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

describe("checkout budgets", () => {
  it("counts one IPv6 /64 as one client on order/create, whatever address a script draws from it", async () => {
    const prefix = freshPrefix();
    const { limit } = CHECKOUT_BUDGETS.orderCreate.ip;
    // A new visitor and a new address of the same /64 for every call, each with its own email: only the /64 is shared.
    const statuses = await repeat(limit + 1, (i) =>
      visitor("us", { "CF-Connecting-IP": `${prefix}:${i.toString(16)}:${(i * 7).toString(16)}::1` }).call(
        "order/create",
        checkoutBody({ email: `rotating-${i}-${prefix.replaceAll(":", "")}@example.com` }),
      ),
    );
    expect(statuses.slice(0, limit).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const neighbour = await visitor("us", { "CF-Connecting-IP": `${freshPrefix()}::1` }).call("order/create", order());
    expect(neighbour.status).not.toBe(429);
  });

  it("answers a visitor over its order/create budget with 429, Retry-After and a message saying how long to wait", async () => {
    const shopper = visitor("de");
    const { limit, windowSeconds } = CHECKOUT_BUDGETS.orderCreate.visitor;
    const statuses = await repeat(limit, () => shopper.call("order/create", order()));
    expect(statuses).not.toContain(429);
    const over = await shopper.page("/api/order/create", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(order()),
    });
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    const body = (await over.json()) as { code: number; message: string };
    expect(body.code).toBe(429);
    expect(body.message).toMatch(/^Zu viele Versuche\. Bitte warten Sie \d+ Minuten? und versuchen Sie es dann erneut\.$/);
  });

  it("counts an email across visitors and addresses on order/create", async () => {
    const email = `hoarder-${crypto.randomUUID()}@example.com`;
    const { limit } = CHECKOUT_BUDGETS.orderCreate.email;
    const statuses = await repeat(limit + 1, (i) =>
      visitor("us", { "CF-Connecting-IP": `198.51.100.${i}` }).call("order/create", checkoutBody({ email: i % 2 ? email.toUpperCase() : email })),
    );
    expect(statuses.slice(0, limit)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("budgets order/pay and cart/add per visitor", async () => {
    const payer = visitor("us");
    const pay = CHECKOUT_BUDGETS.orderPay.visitor.limit;
    const payStatuses = await repeat(pay + 1, () =>
      payer.call("order/pay", { orderNumber: `US${String(Math.random()).slice(2, 14).padEnd(12, "0")}`, paymentMethod: "card" }),
    );
    expect(payStatuses.slice(0, pay)).not.toContain(429);
    expect(payStatuses.at(-1)).toBe(429);

    const adder = visitor("us");
    const add = CHECKOUT_BUDGETS.cartAdd.visitor.limit;
    const addStatuses = await repeat(add + 1, () => adder.call("cart/add", { sku: "no-such-sku" }));
    expect(addStatuses.slice(0, add)).not.toContain(429);
    expect(addStatuses.at(-1)).toBe(429);
    // 200 requests in turn: past vitest's 5 s on a busy shared machine.
  }, 20_000);
});

describe("cart/add counts its budget in the same batch as the line", () => {
  it("writes no line past the budget, and answers 429", async () => {
    const sku = await addProduct({ code: "addbudget", priceCents: 1000, stock: 5 });
    const adder = visitor("us");
    const rule = CHECKOUT_BUDGETS.cartAdd.visitor;
    const windowStart = Math.floor(Date.now() / 1000 / rule.windowSeconds) * rule.windowSeconds;
    // The visitor has spent all but one add of this window.
    await env.DB.prepare("INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, ?)")
      .bind(`${rule.name}:u:${adder.uuid}`, windowStart, rule.limit - 1)
      .run();
    expect((await adder.call("cart/add", { sku, quantity: 1 })).status).toBe(200);
    const over = await adder.call("cart/add", { sku, quantity: 1 });
    expect(over.status).toBe(429);
    const lines = await env.DB.prepare("SELECT sum(quantity) AS n FROM cart_lines WHERE owner = ?").bind(`u:${adder.uuid}`).first<{ n: number }>();
    expect(lines?.n).toBe(1);
  });
});

describe("what one visitor may hold at once", () => {
  it(`caps unpaid orders at ${HOLD_CAPS.visitor.unpaidOrders}, also when they are placed at the same moment`, async () => {
    const sku = await addProduct({ code: "holdorders", priceCents: 1000, stock: 100 });
    const hoarder = visitor("us");
    await hoarder.call("cart/add", { sku, quantity: 1 });
    // The same bag checked out five times at once: the cap is part of each order's transaction.
    const answers = await Promise.all(Array.from({ length: 5 }, () => hoarder.call("order/create", order())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(HOLD_CAPS.visitor.unpaidOrders);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual([429, 429]);
    expect(refused[0].message).toBe(
      `You already have ${HOLD_CAPS.visitor.unpaidOrders} unpaid orders. Please pay or cancel one of them in My orders before placing another.`,
    );
    expect(await unpaidOf(hoarder.uuid)).toBe(HOLD_CAPS.visitor.unpaidOrders);
    expect(await stockOf(sku)).toBe(100 - HOLD_CAPS.visitor.unpaidOrders);
    // Cancelling one frees a place.
    const [first] = answers.filter((a) => a.status === 200);
    await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE order_number = ?").bind(first.data.orderNumber).run();
    await hoarder.call("cart/add", { sku, quantity: 1 });
    expect((await hoarder.call("order/create", order())).status).toBe(200);
  });

  it(`caps limited pieces held in unpaid orders at ${HOLD_CAPS.visitor.heldUnits}, with Retry-After until the oldest lapses`, async () => {
    const sku = await addProduct({ code: "holdunits", priceCents: 1000, stock: 99 });
    const hoarder = visitor("us");
    await hoarder.call("cart/add", { sku, quantity: HOLD_CAPS.visitor.heldUnits + 1 });
    const tooMuch = await hoarder.call("order/create", order());
    expect(tooMuch.status).toBe(429);
    expect(tooMuch.message).toMatch(`at most ${HOLD_CAPS.visitor.heldUnits} pieces`);
    expect(await stockOf(sku)).toBe(99);

    const cartLine = (await hoarder.call("cart/list", {})).data.lines[0];
    await hoarder.call("cart/update", { lineId: cartLine.lineId, quantity: HOLD_CAPS.visitor.heldUnits });
    expect((await hoarder.call("order/create", order())).status).toBe(200);
    await hoarder.call("cart/add", { sku, quantity: 1 });
    const over = await hoarder.page("/api/order/create", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(order()),
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(await stockOf(sku)).toBe(99 - HOLD_CAPS.visitor.heldUnits);
    // Made-to-order pieces hold no stock and are not capped.
    const unlimited = await addProduct({ code: "holdunlimited", priceCents: 1000, stock: null });
    const other = visitor("us");
    await other.call("cart/add", { sku: unlimited, quantity: 50 });
    expect((await other.call("order/create", order())).status).toBe(200);
  });

  it("caps what one address holds, however many visitors it draws", async () => {
    const sku = await addProduct({ code: "holdclient", priceCents: 1000, stock: 99 });
    const prefix = freshPrefix();
    const { heldUnits } = HOLD_CAPS.client;
    const perVisitor = HOLD_CAPS.visitor.heldUnits;
    const statuses = await repeat(Math.ceil(heldUnits / perVisitor) + 1, async (i) => {
      const bot = visitor("us", { "CF-Connecting-IP": `${prefix}::${i + 1}` });
      await bot.call("cart/add", { sku, quantity: perVisitor });
      return bot.call("order/create", order());
    });
    expect(statuses.at(-1)).toBe(429);
    expect(await stockOf(sku)).toBe(99 - heldUnits);
  });
});
