import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  DEMO_SHIPPED_EMAIL,
  DEMO_SHIPPED_ORDER,
  DEMO_SHIPPED_PHONE,
  DEMO_TRACKING_NUMBER,
  seed,
} from "../../../scripts/seeds/310-demo-shipped-order.mjs";
import { addProduct, visitor } from "../../test/checkout-fixtures";

describe("order/track by tracking number", () => {
  it("finds the order by its tracking number with the email or phone, and says nothing more otherwise", async () => {
    await addProduct({ code: "track1", priceCents: 12900, stores: ["us"] });
    await seed(env);
    const tracker = visitor("us");

    const byEmail = await tracker.call("order/track", { trackingNumber: DEMO_TRACKING_NUMBER, contact: DEMO_SHIPPED_EMAIL });
    expect(byEmail).toMatchObject({ status: 200, data: { orderNumber: DEMO_SHIPPED_ORDER, trackingNumber: DEMO_TRACKING_NUMBER } });
    // Typed as people copy it: lower case, grouped with spaces or dashes.
    const grouped = DEMO_TRACKING_NUMBER.toLowerCase()
      .replace(/(.{4})/g, "$1 ")
      .trim();
    const byPhone = await tracker.call("order/track", { trackingNumber: grouped, contact: DEMO_SHIPPED_PHONE });
    expect(byPhone.data.orderNumber).toBe(DEMO_SHIPPED_ORDER);

    const wrongContact = await tracker.call("order/track", { trackingNumber: DEMO_TRACKING_NUMBER, contact: "someone@example.com" });
    const unknownNumber = await tracker.call("order/track", { trackingNumber: "ZZ999999999ZZ", contact: DEMO_SHIPPED_EMAIL });
    expect(wrongContact).toEqual(unknownNumber);
    expect(wrongContact.status).toBe(404);

    const invalid = await tracker.call("order/track", { trackingNumber: "a<b>", contact: DEMO_SHIPPED_EMAIL });
    expect(invalid).toMatchObject({ status: 400, message: "trackingNumber: Please enter a valid tracking number" });
    const neither = await tracker.call("order/track", { contact: DEMO_SHIPPED_EMAIL });
    expect(neither).toMatchObject({ status: 400, message: "orderNumber: Please enter your order number or tracking number" });
  });

  it("shares the rate limit with tracking by order number", async () => {
    const tracker = visitor("us");
    const answers = [];
    for (let i = 0; i < 11; i++) {
      const body = i % 2 ? { trackingNumber: `NOSUCH${i}000`, contact: "a@b.co" } : { orderNumber: "US000000000001", contact: "a@b.co" };
      answers.push((await tracker.call("order/track", body)).status);
    }
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it("shares the rate limit with the invoice and documents a tracker asks for", async () => {
    const tracker = visitor("us");
    const body = { orderNumber: "US000000000001", contact: "a@b.co" };
    for (let i = 0; i < 9; i++) expect((await tracker.call("order/track", body)).status).toBe(404);
    expect((await tracker.call("order/documents", body)).status).toBe(404);
    expect(await tracker.call("order/documents", body)).toMatchObject({
      status: 429,
      message: "Too many attempts. Please try again in a few minutes.",
    });
    expect((await tracker.call("order/track", body)).status).toBe(429);
  });

  it("answers a 503 refusal, not a 500 nor an unlimited lookup, when the budget's binding is missing", async () => {
    // A production deployment whose config lost the binding (the test pool's types say it is always there).
    const unbound = { ...env, ADDRESS_BUDGET: undefined } as unknown as typeof env;
    const tracker = visitor("us", {}, unbound);
    const body = { orderNumber: DEMO_SHIPPED_ORDER, contact: DEMO_SHIPPED_EMAIL };
    const track = await tracker.call("order/track", body);
    expect(track).toMatchObject({ status: 503, data: null });
    expect(track.message).toContain("Something went wrong on our side");
    expect((await tracker.call("order/documents", body)).status).toBe(503);
  });
});
