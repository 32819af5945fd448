import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { US_ADDRESS } from "~/shared/test/address-fixtures";
import { mailCount } from "../../test/account-client";
import { addProduct, checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";
import { fakePerTest } from "../../test/fake-http";
import { FAKE_PAYPAL, fakePaypal, withFakePaypal } from "../../test/fake-paypal";
import { faultInjector } from "../../test/faults";
import { expectLedgerHolds } from "../../test/ledger-check";
import { UNPAID_LIFETIME_MS } from "../orders/orders-store";
import { expireUnpaidOrders, HOLD_EXTENSION_MS, MAX_HOLD_MS } from "./expiry";
import { signSandboxWebhook } from "./sandbox";

const fake = fakePerTest(fakePaypal, FAKE_PAYPAL.base);
const DAY_LATER = UNPAID_LIFETIME_MS + 60_000;

const orderOf = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT o.status, o.hold_until, o.created_at, (SELECT count(*) FROM order_events e WHERE e.order_id = o.id AND e.to_status = 'processing') AS paid_events
       FROM orders o WHERE order_number = ?`,
  )
    .bind(orderNumber)
    .first<{ status: string; hold_until: number | null; created_at: number; paid_events: number }>();

async function sandboxOrder(email = "anna@example.com") {
  const sku = await addProduct({ code: `x${crypto.randomUUID().slice(0, 8)}`, priceCents: 6000, stock: 2 });
  const shopper = visitor("de");
  await shopper.call("cart/add", { sku });
  const created = await shopper.call("order/create", checkoutBody({ email }));
  return { shopper, orderNumber: created.data.orderNumber as string, paymentUrl: created.data.paymentUrl as string, sku };
}

async function paypalOrder(bindings = withFakePaypal(env)) {
  const sku = await addProduct({ code: `y${crypto.randomUUID().slice(0, 8)}`, priceCents: 4000, stock: 2 });
  const shopper = visitor("us", {}, bindings);
  await shopper.call("cart/add", { sku });
  const created = await shopper.call("order/create", checkoutBody({ paymentMethod: "paypal", shippingAddress: US_ADDRESS }));
  return { orderNumber: created.data.orderNumber as string, paypalOrderId: new URL(created.data.paymentUrl).searchParams.get("token")! };
}

describe("unpaid orders past their hold ask the provider first", () => {
  it("money taken while the return and the webhook were lost: the order is paid, once, and the shopper gets the confirmation", async () => {
    const email = `lost-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { shopper, orderNumber, paymentUrl } = await sandboxOrder(email);
    await payInSandbox(shopper, paymentUrl, "success");
    const later = Date.now() + DAY_LATER;
    expect(await expireUnpaidOrders(env, later)).toMatchObject({ settled: 1, cancelled: 0 });
    expect(await orderOf(orderNumber)).toMatchObject({ status: "processing", paid_events: 1 });
    expect(await mailCount(email)).toBe(1);
    // The next run finds nothing; the webhook arriving at last changes nothing more.
    expect(await expireUnpaidOrders(env, later + 1000)).toMatchObject({ settled: 0, cancelled: 0 });
    const paymentId = paymentUrl.split("/").pop()!;
    const body = JSON.stringify({ eventId: `evt-late-${paymentId}`, paymentId, outcome: "success" });
    await visitor("de").call("payment/webhook/sandbox", body, { "X-Sandbox-Signature": await signSandboxWebhook(env, body) });
    expect(await orderOf(orderNumber)).toMatchObject({ status: "processing", paid_events: 1 });
    expect(await mailCount(email)).toBe(1);
    await expectLedgerHolds();
  });

  it("no payment at the provider (absent) or a declined one: cancelled, its stock back", async () => {
    const absent = await sandboxOrder();
    const declined = await sandboxOrder();
    await payInSandbox(declined.shopper, declined.paymentUrl, "failure");
    expect(await expireUnpaidOrders(env, Date.now() + DAY_LATER)).toMatchObject({ cancelled: 2 });
    expect((await orderOf(absent.orderNumber))?.status).toBe("cancelled");
    expect((await orderOf(declined.orderNumber))?.status).toBe("cancelled");
    await expectLedgerHolds();
  });

  it("pending at the provider: the hold moves on, up to its limit, then the order is cancelled", async () => {
    const bindings = withFakePaypal(env);
    const { orderNumber, paypalOrderId } = await paypalOrder(bindings);
    fake().approve(paypalOrderId, "pending");
    const first = Date.now() + DAY_LATER;
    expect(await expireUnpaidOrders(bindings, first)).toMatchObject({ extended: 1 });
    const held = await orderOf(orderNumber);
    expect(held).toMatchObject({ status: "unpaid", hold_until: first + HOLD_EXTENSION_MS });
    // Before the new end nothing is asked; at the limit the order goes.
    expect(await expireUnpaidOrders(bindings, first + 1000)).toEqual({ cancelled: 0, settled: 0, extended: 0 });
    expect(await expireUnpaidOrders(bindings, held!.created_at + MAX_HOLD_MS + 1)).toMatchObject({ cancelled: 1 });
    expect((await orderOf(orderNumber))?.status).toBe("cancelled");
    await expectLedgerHolds();
  });

  for (const kind of ["error", "timeout"] as const) {
    it(`a provider that cannot answer (${kind}) is never taken for a no: the hold moves on`, async () => {
      const faults = faultInjector(withFakePaypal(env));
      const { orderNumber } = await paypalOrder(faults.env);
      faults.wrapFetch().inject({ target: "fetch", match: "/capture", kind, times: 5 });
      expect(await expireUnpaidOrders(faults.env, Date.now() + DAY_LATER)).toMatchObject({ extended: 1, cancelled: 0 });
      expect(faults.fired.length).toBeGreaterThan(0);
      expect((await orderOf(orderNumber))?.status).toBe("unpaid");
      await expectLedgerHolds();
    });
  }

  it("D1 failing on the cancellation: the order stays unpaid and the next run cancels it once", async () => {
    const { orderNumber, sku } = await sandboxOrder();
    const faults = faultInjector().inject({ target: "d1.batch", match: "INSERT INTO order_events", kind: "error" });
    const later = Date.now() + DAY_LATER;
    expect(await expireUnpaidOrders(faults.env, later)).toMatchObject({ cancelled: 0 });
    expect((await orderOf(orderNumber))?.status).toBe("unpaid");
    expect(await expireUnpaidOrders(faults.env, later)).toMatchObject({ cancelled: 1 });
    const stock = await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>();
    expect(stock?.stock).toBe(2);
    await expectLedgerHolds();
  });

  it("catches up a backlog in bounded batches, over as many runs as it takes", async () => {
    const orders = [];
    for (let i = 0; i < 7; i++) orders.push(await sandboxOrder());
    const later = Date.now() + DAY_LATER;
    const first = await expireUnpaidOrders(env, later, 3, 2);
    expect(first.cancelled).toBe(6);
    const second = await expireUnpaidOrders(env, later, 3, 2);
    expect(second.cancelled).toBeGreaterThanOrEqual(1);
    for (const order of orders) expect((await orderOf(order.orderNumber))?.status).toBe("cancelled");
    await expectLedgerHolds();
  });

  it("a batch whose orders stay overdue (their cancellation failing) does not hold back the orders behind it", async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await sandboxOrder(`behind-${i}-${crypto.randomUUID().slice(0, 8)}@example.com`));
    // The first two orders' cancellations fail, so their holds do not move; the third is behind them.
    const faults = faultInjector().inject({ target: "d1.batch", match: "INSERT INTO order_events", kind: "error", times: 2 });
    const later = Date.now() + DAY_LATER;
    expect(await expireUnpaidOrders(faults.env, later, 2, 3)).toMatchObject({ cancelled: 1 });
    expect(faults.fired).toHaveLength(2);
    const statuses = await Promise.all(orders.map(async (order) => (await orderOf(order.orderNumber))?.status));
    expect(statuses).toEqual(["unpaid", "unpaid", "cancelled"]);
    // The next run retries the two from the start.
    expect(await expireUnpaidOrders(faults.env, later, 2, 3)).toMatchObject({ cancelled: 2 });
    await expectLedgerHolds();
  });
});
