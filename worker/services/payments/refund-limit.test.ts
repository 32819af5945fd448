import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SUPPORT_REFUND_LIMIT_CENTS } from "~/shared/admin-roles";
import { addStaffRow, paidOrder, staffBrowser } from "../../test/admin-client";
import { paramOf, payStage, requested, requestRow as row, staffActor, staffStepBody } from "../../test/custom-jewelry-fixtures";
import { cancelRequest, quoteRequest, staffStep } from "../custom-jewelry/stages";
import { CustomRefused } from "../custom-jewelry/transitions";

/** Support's refund limit is per order, counting everything the order gave back already. */

const refundedOf = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT coalesce(sum(p.refunded_minor), 0) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = ?")
    .bind(orderNumber)
    .first<{ n: number }>())!.n;

const limitUsd = SUPPORT_REFUND_LIMIT_CENTS / 100;

describe("support's refund limit", () => {
  it("counts earlier partial refunds: two refunds of 60% of the limit are not both given", async () => {
    const { orderNumber } = await paidOrder("us", SUPPORT_REFUND_LIMIT_CENTS * 2);
    const support = await staffBrowser("support");
    const part = limitUsd * 0.6;
    expect((await support.api("admin/order/refund", { orderNumber, amount: part, reason: "scratch" })).status).toBe(200);
    const second = await support.api("admin/order/refund", { orderNumber, amount: part, reason: "scratch again" });
    expect(second.status).toBe(403);
    expect(second.envelope.message).toBe("This refund is above the support limit; an owner must make it.");
    expect(await refundedOf(orderNumber)).toBe(part * 100);
    const owner = await staffBrowser("owner");
    expect((await owner.api("admin/order/refund", { orderNumber, amount: part, reason: "owner" })).status).toBe(200);
  });

  it("counts earlier refunds when support returns lines: a part refund and a return together pass the limit", async () => {
    const support = await staffBrowser("support");
    const big = await paidOrder("us", SUPPORT_REFUND_LIMIT_CENTS * 0.9);
    expect((await support.api("admin/order/refund", { orderNumber: big.orderNumber, amount: limitUsd * 0.5, reason: "late" })).status).toBe(200);
    const overReturn = await support.api("admin/order/returnLines", {
      orderNumber: big.orderNumber,
      lines: [{ position: 0, quantity: 1 }],
      reason: "Damaged",
    });
    expect(overReturn.status).toBe(403);
    expect(await refundedOf(big.orderNumber)).toBe(SUPPORT_REFUND_LIMIT_CENTS * 0.5);
  });

  it("applies to cancelling a custom request, whose paid stages are refunded", async () => {
    const owner = await staffActor();
    const { shopper, number } = await requested();
    // A 2,000 USD piece: its mold stage alone is above the limit.
    await quoteRequest(env.DB, owner, await row(number), SUPPORT_REFUND_LIMIT_CENTS * 4, 3000);
    await payStage(shopper, await paramOf(number, "deposit"));
    await env.DB.prepare("UPDATE custom_requests SET status = 'approved' WHERE request_number = ?").bind(number).run();
    await staffStep(env.DB, owner, "x", await row(number), staffStepBody(number, "askMold"));
    const mold = await payStage(shopper, await paramOf(number, "mold"));
    const staff = await addStaffRow("support");
    const support = { id: staff.id, email: staff.email, role: "support" };
    const refused = await cancelRequest(env, await row(number), { actor: support, note: "changed mind" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CustomRefused);
    expect((refused as CustomRefused).messageKey).toBe("custom.error.refundOverLimit");
    expect((await row(number)).status).not.toBe("cancelled");
    expect(await refundedOf(mold.orderNumber)).toBe(0);
    const outcome = await cancelRequest(env, await row(number), { actor: owner, note: "changed mind" });
    expect(outcome.refunded).toEqual([mold.orderNumber]);
  });
});
