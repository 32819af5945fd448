import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { grantCoupon, grantWelcomeCoupon, listCoupons, markCouponUsed, usableCoupon } from "../coupons/account";
import { customerPerTest } from "../../test/account-client";
import { creditWallet, debitWallet, walletBalance } from "./wallet";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 4, 4);
const customerId = customerPerTest();

describe("customer coupons", () => {
  it("give a welcome coupon of 10% for 30 days", async () => {
    const code = await grantWelcomeCoupon(env.DB, customerId(), NOW);
    const [coupon] = await listCoupons(env.DB, customerId(), NOW);
    expect(coupon).toMatchObject({ code, source: "welcome", kind: "percent", value: 10, status: "active", expiresAt: NOW + 30 * DAY });
    expect((await listCoupons(env.DB, customerId(), NOW + 30 * DAY))[0].status).toBe("expired");
  });

  it("find a usable coupon case-insensitively and spend it once", async () => {
    await grantCoupon(
      env.DB,
      customerId(),
      { code: "SPRING10", source: "campaign", kind: "amount", value: 1000, startsAt: NOW - DAY, expiresAt: NOW + DAY },
      NOW,
    );
    expect(await usableCoupon(env.DB, customerId(), "spring10", NOW)).toMatchObject({ code: "SPRING10", value: 1000 });
    expect(await markCouponUsed(env.DB, customerId(), "Spring10", "HE1", NOW)).toBe(true);
    expect(await markCouponUsed(env.DB, customerId(), "SPRING10", "HE2", NOW)).toBe(false);
    expect(await usableCoupon(env.DB, customerId(), "SPRING10", NOW)).toBeNull();
    expect((await listCoupons(env.DB, customerId(), NOW))[0]).toMatchObject({ status: "used", orderNumber: "HE1" });
  });

  it("hold one copy of a code per customer and list usable ones first", async () => {
    const grant = { source: "campaign" as const, kind: "percent" as const, value: 5, startsAt: NOW, expiresAt: NOW + DAY };
    expect(await grantCoupon(env.DB, customerId(), { ...grant, code: "A" }, NOW)).toBe(true);
    expect(await grantCoupon(env.DB, customerId(), { ...grant, code: "a" }, NOW)).toBe(false);
    await grantCoupon(env.DB, customerId(), { ...grant, code: "OLD", startsAt: NOW - 3 * DAY, expiresAt: NOW - DAY }, NOW);
    await grantCoupon(env.DB, customerId(), { ...grant, code: "LATER", startsAt: NOW + DAY, expiresAt: NOW + 9 * DAY }, NOW);
    expect((await listCoupons(env.DB, customerId(), NOW)).map((c) => [c.code, c.status])).toEqual([
      ["A", "active"],
      ["LATER", "upcoming"],
      ["OLD", "expired"],
    ]);
    expect(await usableCoupon(env.DB, customerId(), "LATER", NOW)).toBeNull();
  });
});

describe("wallet", () => {
  it("sums credits and debits and never goes below zero", async () => {
    await creditWallet(env.DB, customerId(), { amountCents: 1500, kind: "refund", reference: "HE1" });
    expect(await debitWallet(env.DB, customerId(), { amountCents: 1000, kind: "order" })).toBe(true);
    expect(await debitWallet(env.DB, customerId(), { amountCents: 501, kind: "order" })).toBe(false);
    expect(await walletBalance(env.DB, customerId())).toBe(500);
  });

  it("counts a retried credit or debit once", async () => {
    const key = `refund-${crypto.randomUUID()}`;
    expect(await creditWallet(env.DB, customerId(), { amountCents: 700, kind: "refund", idempotencyKey: key })).toBe(true);
    expect(await creditWallet(env.DB, customerId(), { amountCents: 700, kind: "refund", idempotencyKey: key })).toBe(false);
    const pay = `pay-${crypto.randomUUID()}`;
    expect(await debitWallet(env.DB, customerId(), { amountCents: 200, kind: "order", idempotencyKey: pay })).toBe(true);
    expect(await debitWallet(env.DB, customerId(), { amountCents: 200, kind: "order", idempotencyKey: pay })).toBe(false);
    expect(await walletBalance(env.DB, customerId())).toBe(500);
  });

  it("refuses zero and negative movements", async () => {
    await expect(creditWallet(env.DB, customerId(), { amountCents: 0, kind: "campaign" })).rejects.toThrow();
    await expect(debitWallet(env.DB, customerId(), { amountCents: -5, kind: "order" })).rejects.toThrow();
  });
});
