import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createTicket } from "../../services/tickets/create";
import { lastMailTo } from "../../test/account-client";
import { auditRows, staffBrowser } from "../../test/admin-client";
import { addProduct, visitor } from "../../test/checkout-fixtures";

const DAY = 86_400_000;

describe("coupons in the back office", () => {
  it("an owner creates a coupon checkout honours, then disables it; support only reads", async () => {
    const owner = await staffBrowser("owner");
    const code = `ADM${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const now = Date.now();
    const coupon = {
      code: code.toLowerCase(),
      store: "us",
      kind: "percent",
      value: 10,
      minSubtotal: 0,
      startsAt: now - DAY,
      expiresAt: now + DAY,
      isPublic: false,
      maxUses: 5,
    };
    const created = await owner.api<any>("admin/coupon/create", coupon);
    expect(created.status).toBe(200);
    expect(created.envelope.data.code).toBe(code);
    expect((await owner.api("admin/coupon/create", coupon)).status).toBe(409);
    const bad = await owner.api<any>("admin/coupon/create", {
      ...coupon,
      code: "X",
      value: 150,
      expiresAt: now - 2 * DAY,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.envelope.data.fields)).toEqual(expect.arrayContaining(["code"]));

    const sku = await addProduct({
      code: `c${crypto.randomUUID().slice(0, 6)}`,
      priceCents: 5000,
    });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku });
    expect((await shopper.call("cart/applyCoupon", { code })).status).toBe(200);

    const support = await staffBrowser("support");
    const listed = await support.api<any>("admin/coupon/list", {
      state: "active",
      store: "us",
    });
    expect(listed.envelope.data.items.some((c: { code: string }) => c.code === code)).toBe(true);
    expect((await support.api("admin/coupon/disable", { code })).status).toBe(403);
    expect((await owner.api<any>("admin/coupon/disable", { code })).envelope.data.outcome).toBe("disabled");
    expect((await owner.api<any>("admin/coupon/disable", { code })).envelope.data.outcome).toBe("already");
    const later = visitor("us");
    await later.call("cart/add", { sku });
    expect((await later.call("cart/applyCoupon", { code })).status).toBe(400);
    expect((await auditRows(code)).map((r) => r.action)).toEqual(["coupon:create", "coupon:disable"]);
  });
});

describe("tickets in the back office", () => {
  it("support answers a ticket by email and closes it; fulfilment cannot see the queue", async () => {
    const email = `t-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const ticketNumber = await createTicket(env.DB, {
      name: "Ana",
      email,
      orderNumber: "",
      topic: "other",
      message: "Where is my ring?",
      store: "us",
      language: "en",
    });
    const support = await staffBrowser("support");
    const queue = await support.api<any>("admin/ticket/list", {
      status: "open",
    });
    expect(queue.envelope.data.items.some((t: { ticketNumber: string }) => t.ticketNumber === ticketNumber)).toBe(true);
    const replied = await support.api<any>("admin/ticket/reply", {
      ticketNumber,
      reply: "It ships tomorrow.",
      close: true,
    });
    expect(replied.status).toBe(200);
    expect(replied.envelope.data.ticket.status).toBe("closed");
    expect(await lastMailTo(email)).toContain("It ships tomorrow.");
    expect((await support.api<any>("admin/ticket/close", { ticketNumber })).envelope.data.outcome).toBe("already");
    expect((await auditRows(ticketNumber)).map((r) => r.action)).toEqual(["ticket:replyClose"]);
    const fulfilment = await staffBrowser("fulfilment");
    expect((await fulfilment.api("admin/ticket/list", {})).status).toBe(403);
  });
});

describe("dashboard and staff", () => {
  it("counts the queues, and the last owner cannot be switched off", async () => {
    const owner = await staffBrowser("owner");
    const board = await owner.api<any>("admin/dashboard");
    expect(board.envelope.data).toMatchObject({
      waitingToShip: expect.any(Number),
      openTickets: expect.any(Number),
      perStore: expect.any(Array),
    });
    const added = await owner.api<any>("admin/staff/add", {
      email: `new-${crypto.randomUUID().slice(0, 6)}@heliora.example`,
      name: "New",
      role: "support",
    });
    expect(added.status).toBe(200);
    const demoted = await owner.api<any>("admin/staff/update", {
      id: added.envelope.data.id,
      role: "fulfilment",
    });
    expect(demoted.envelope.data.role).toBe("fulfilment");
    await env.DB.prepare("UPDATE staff SET active = 0 WHERE role = 'owner' AND id <> ?").bind(owner.staff.id).run();
    const alone = await owner.api("admin/staff/update", {
      id: owner.staff.id,
      active: false,
    });
    expect(alone.status).toBe(409);
    expect((await auditRows(added.envelope.data.email)).map((r) => r.action)).toEqual(["staff:add", "staff:update"]);
  });
});
