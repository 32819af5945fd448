import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handlePayback } from "../payments/payback";
import { addProduct, checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";
import { DECLINE_LOCK } from "./decline-lock";

/** A card tester: one declined card after another through the sandbox provider, until the payment locks. */

type Shopper = ReturnType<typeof visitor>;

/** Declines `paymentUrl` in the sandbox and settles the return as /payback does. */
async function decline(shopper: Shopper, paymentUrl: string) {
  const back = await payInSandbox(shopper, paymentUrl, "failure");
  const settled = await handlePayback(env, "sandbox", back.searchParams, back, () => {});
  expect(settled?.result).toBe("failed");
}

async function newOrder(shopper: Shopper) {
  const sku = await addProduct({ code: `ct${crypto.randomUUID().slice(0, 8).replace(/-/g, "")}`, priceCents: 3000, stock: 5 });
  await shopper.call("cart/add", { sku });
  return shopper.call("order/create", checkoutBody());
}

const declinesOf = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = ? AND p.status = 'failed'")
    .bind(orderNumber)
    .first<{ n: number }>())!.n;

describe("card testing", () => {
  it("locks an order's payment after repeated declines: 50 tries, only the first few reach the provider", async () => {
    const tester = visitor("us", { "CF-Connecting-IP": "203.0.113.50" });
    const created = await newOrder(tester);
    expect(created.status).toBe(200);
    const { orderNumber } = created.data;
    let paymentUrl: string = created.data.paymentUrl;
    const answers: { status: number; message: string }[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      if (paymentUrl) await decline(tester, paymentUrl);
      const again = await tester.call("order/pay", { orderNumber, paymentMethod: "card" });
      answers.push({ status: again.status, message: again.message });
      paymentUrl = again.status === 200 ? again.data.paymentUrl : "";
    }
    expect(await declinesOf(orderNumber)).toBe(DECLINE_LOCK.order);
    const locked = answers.slice(DECLINE_LOCK.order - 1);
    expect(answers.slice(0, DECLINE_LOCK.order - 1).every((a) => a.status === 200)).toBe(true);
    expect(new Set(locked.map((a) => a.status))).toEqual(new Set([429]));
    expect(locked[0].message).toMatch(/^Too many declined payments\. For your security, please wait (60|59) minutes before trying again/);
    const raw = await tester.page("/api/order/pay", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderNumber, paymentMethod: "card" }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("locks a visitor that declines order after order, before it can place another", async () => {
    const tester = visitor("us");
    const perOrder = DECLINE_LOCK.order;
    for (let order = 0; order * perOrder < DECLINE_LOCK.visitor; order++) {
      const created = await newOrder(tester);
      expect(created.status).toBe(200);
      let paymentUrl: string = created.data.paymentUrl;
      for (let i = 0; i < perOrder; i++) {
        await decline(tester, paymentUrl);
        const again = await tester.call("order/pay", { orderNumber: created.data.orderNumber, paymentMethod: "card" });
        paymentUrl = again.status === 200 ? again.data.paymentUrl : "";
      }
      // The fifth decline locks this order.
      expect(paymentUrl).toBe("");
      await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE order_number = ?").bind(created.data.orderNumber).run();
    }
    const next = await newOrder(tester);
    expect(next.status).toBe(429);
    expect(next.message).toMatch(/^Too many declined payments/);
  });
});
