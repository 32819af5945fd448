import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  DEMO_CARRIER,
  DEMO_SHIPPED_EMAIL,
  DEMO_SHIPPED_ORDER,
  DEMO_SHIPPED_PHONE,
  DEMO_TRACKING_NUMBER,
  seed,
} from "../../../scripts/seeds/310-demo-shipped-order.mjs";
import { addProduct, visitor } from "../../test/checkout-fixtures";
import { canTransition, isOrderStatus } from "./order-status";

/** The seeded shipped order is what lets /trackorder show logistics in a fresh shop. */
describe("the demo shipped order seed", () => {
  it("writes a shipped order with carrier, tracking number and scans that order/track shows", async () => {
    await addProduct({ code: "demo1", priceCents: 12900, stores: ["us"] });
    await seed(env);
    await seed(env);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE order_number = ?").bind(DEMO_SHIPPED_ORDER).first<{ n: number }>())!;
    expect(n).toBe(1);

    const shopper = visitor("us");
    const tracked = await shopper.call("order/track", { orderNumber: DEMO_SHIPPED_ORDER, contact: DEMO_SHIPPED_EMAIL.toUpperCase() });
    expect(tracked.status).toBe(200);
    expect(tracked.data).toMatchObject({ status: "shipped", carrier: DEMO_CARRIER, trackingNumber: DEMO_TRACKING_NUMBER });
    expect(tracked.data.events).toHaveLength(5);
    expect(tracked.data.events[0].description).toBe("In transit to the destination");
    const times = tracked.data.events.map((e: { at: number }) => e.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byPhone = await shopper.call("order/track", { orderNumber: DEMO_SHIPPED_ORDER, contact: DEMO_SHIPPED_PHONE });
    expect(byPhone.data.trackingNumber).toBe(DEMO_TRACKING_NUMBER);
    expect((await shopper.call("order/track", { orderNumber: DEMO_SHIPPED_ORDER, contact: "someone@example.com" })).status).toBe(404);
  });

  it("got there along the transition table, paid and priced like a real order", async () => {
    const { results } = await env.DB.prepare(
      "SELECT e.from_status, e.to_status FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_number = ? ORDER BY e.id",
    )
      .bind(DEMO_SHIPPED_ORDER)
      .all<{ from_status: string | null; to_status: string }>();
    expect(results.map((r) => r.to_status)).toEqual(["unpaid", "processing", "shipped"]);
    for (const { from_status, to_status } of results.slice(1)) {
      expect(isOrderStatus(from_status!) && isOrderStatus(to_status) && canTransition(from_status, to_status)).toBe(true);
    }
    const order = await env.DB.prepare("SELECT * FROM orders WHERE order_number = ?").bind(DEMO_SHIPPED_ORDER).first<Record<string, any>>();
    const line = await env.DB.prepare("SELECT * FROM order_lines WHERE order_id = ?").bind(order!.id).first<Record<string, any>>();
    const payment = await env.DB.prepare("SELECT * FROM payments WHERE order_id = ?").bind(order!.id).first<Record<string, any>>();
    expect(line).toMatchObject({ sku_code: "demo1-1", line_minor: 12900 });
    expect(order).toMatchObject({ total_minor: 12900, total_cents: 12900, currency: "USD" });
    expect(payment).toMatchObject({ status: "succeeded", amount_minor: 12900 });
  });
});
