import { describe, expect, it } from "vitest";
import { freightOptions } from "./freight";

const rates = { EUR: 0.9 };
const free = { standardFreeFromCents: 0, standardFeeCents: 0 };

describe("freight rules", () => {
  it("ships standard free worldwide and charges 15 USD for express", () => {
    const [standard, express, ...rest] = freightOptions({ country: "DE", subtotal: 50, currency: "USD", rates, settings: free });
    expect(standard).toMatchObject({ method: "standard", price: 0, free: true });
    expect(express).toMatchObject({ method: "express", price: 15, free: false, freeFrom: 160 });
    expect(rest).toEqual([]);
  });

  it("makes express free over 160 USD, in the shopper's currency", () => {
    const eur = freightOptions({ country: "FR", subtotal: 144.01, currency: "EUR", rates, settings: free });
    expect(eur[1]).toMatchObject({ price: 0, free: true });
    const under = freightOptions({ country: "FR", subtotal: 144, currency: "EUR", rates, settings: free });
    expect(under[1]).toMatchObject({ price: 13.5, free: false });
  });

  it("offers 3-day shipping in the US only", () => {
    expect(freightOptions({ country: "US", subtotal: 10, currency: "USD", rates, settings: free }).map((o) => o.method)).toEqual([
      "standard",
      "express",
      "threeDay",
    ]);
  });

  it("takes the standard threshold from the data", () => {
    const settings = { standardFreeFromCents: 6900, standardFeeCents: 499 };
    expect(freightOptions({ country: "GB", subtotal: 68.99, currency: "USD", rates, settings })[0]).toMatchObject({
      price: 4.99,
      freeFrom: 69,
    });
    expect(freightOptions({ country: "GB", subtotal: 69, currency: "USD", rates, settings })[0]).toMatchObject({ price: 0 });
  });
});
