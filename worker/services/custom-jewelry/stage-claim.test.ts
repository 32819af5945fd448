import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";
import { paramOf, requested, requestRow, settleInSandbox, staffActor } from "../../test/custom-jewelry-fixtures";
import { handlePayback } from "../payments/payback";
import { quoteRequest } from "./stages";
import { sessionProxy } from "../../test/d1-proxy";

/**
 * A stage is claimed by exactly one live order, inside the order's batch, and settled only for
 * the status that waits for it (docs/decisions/0900-custom-jewelry.md, "Settlement").
 */
async function quotedDeposit() {
  const { shopper, number } = await requested();
  await quoteRequest(env.DB, await staffActor(), await requestRow(number), 100000, 3000);
  return { shopper, number, param: await paramOf(number, "deposit") };
}

const liveOrders = async (param: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE custom_made_param = ? AND status <> 'cancelled'").bind(param).first<{ n: number }>())!
    .n;

const paymentEvents = async (number: string) =>
  (await env.DB.prepare(
    "SELECT count(*) AS n FROM custom_request_events e JOIN custom_requests r ON r.id = e.request_id WHERE r.request_number = ? AND e.actor = 'payment'",
  )
    .bind(number)
    .first<{ n: number }>())!.n;

/**
 * Lets every call plan before any writes: each order/create's batch waits until all of them
 * reached theirs, as two tabs pressing "Place order" at once would.
 */
function batchesTogether(count: number): typeof env.DB {
  let waiting = 0;
  let release: () => void = () => {};
  const all = new Promise<void>((resolve) => (release = resolve));
  return sessionProxy(env.DB, {
    get(target, key) {
      if (key === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          if (++waiting >= count) release();
          await all;
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("claiming a custom stage", () => {
  it("of two tabs ordering the same stage at once, one order is placed; the other is told so in the shopper's language (409)", async () => {
    const { param } = await quotedDeposit();
    const db = batchesTogether(2);
    const other = visitor("de", {}, { ...env, DB: db });
    const same = visitor("de", {}, { ...env, DB: db });
    const [first, second] = await Promise.all([
      same.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param })),
      other.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param })),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.message).toBe(
      "Diese Zahlung wird bereits in einem anderen Checkout bezahlt, daher wurde Ihre Bestellung nicht aufgegeben. Den Stand sehen Sie in Ihrer Maßschmuck-Anfrage.",
    );
    expect(loser.data.fields).toMatchObject({ customMadeParam: loser.message });
    expect(await liveOrders(param)).toBe(1);
    // The loser's batch left nothing behind: no order, no payment attempt.
    const orphans = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE custom_made_param = ?").bind(param).first<{ n: number }>();
    expect(orphans!.n).toBe(1);
  });

  it("a request cancelled between planning and the order's batch takes no order (409, voided)", async () => {
    const { param } = await quotedDeposit();
    const voiding = sessionProxy(env.DB, {
      get(target, key) {
        if (key === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            await target.prepare("UPDATE custom_payment_requests SET voided_at = 1 WHERE param = ?").bind(param).run();
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const shopper = visitor("de", {}, { ...env, DB: voiding });
    const created = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param }));
    expect(created.status).toBe(409);
    expect(created.message).toBe(
      "Diese Zahlungsanforderung wurde gerade storniert, daher wurde Ihre Bestellung nicht aufgegeben. Den Stand sehen Sie in Ihrer Maßschmuck-Anfrage.",
    );
    expect(await liveOrders(param)).toBe(0);
  });

  it("a stage whose order was cancelled can be ordered again", async () => {
    const { shopper, param } = await quotedDeposit();
    const first = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param }));
    await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE order_number = ?").bind(first.data.orderNumber).run();
    const again = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param }));
    expect(again.status).toBe(200);
    expect(await liveOrders(param)).toBe(1);
  });
});

describe("settling a custom stage", () => {
  it("money confirmed for a request cancelled meanwhile changes nothing on the request", async () => {
    const { shopper, number, param } = await quotedDeposit();
    const created = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param }));
    const back = await payInSandbox(shopper, created.data.paymentUrl, "success");
    // The cancel's own batch (status and void) has run; its loop has not reached the order yet.
    await env.DB.batch([
      env.DB.prepare("UPDATE custom_requests SET status = 'cancelled' WHERE request_number = ?").bind(number),
      env.DB.prepare("UPDATE custom_payment_requests SET voided_at = 1 WHERE param = ?").bind(param),
    ]);
    await handlePayback(env, "sandbox", back.searchParams, back, () => {});
    expect((await requestRow(number)).status).toBe("cancelled");
    expect(await paymentEvents(number)).toBe(0);
  });

  it("a second payment for a stage already paid changes nothing on the request", async () => {
    const { shopper, number, param } = await quotedDeposit();
    const first = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param }));
    // An order left over from before the claim guard, unpaid for the same stage.
    await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE order_number = ?").bind(first.data.orderNumber).run();
    const second = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param }));
    await env.DB.prepare("UPDATE orders SET status = 'unpaid' WHERE order_number = ?").bind(first.data.orderNumber).run();
    await settleInSandbox(shopper, second.data.paymentUrl);
    expect((await requestRow(number)).status).toBe("deposit_paid");
    await env.DB.prepare("UPDATE custom_requests SET status = 'draft_sent' WHERE request_number = ?").bind(number).run();
    await settleInSandbox(shopper, first.data.paymentUrl);
    expect((await requestRow(number)).status).toBe("draft_sent");
    expect(await paymentEvents(number)).toBe(1);
  });
});
