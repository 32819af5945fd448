import { describe, expect, it } from "vitest";
import { paymentMethodsFor, REAL_PROVIDERS } from "./payment-methods";

const base = { hasStoredCard: false, dueUsdCents: 10000, providers: REAL_PROVIDERS };

describe("payment methods per store and country", () => {
  it("offers the local methods where they exist", () => {
    expect(paymentMethodsFor({ ...base, store: "de", country: "DE" })).toEqual(
      expect.arrayContaining(["paypal", "card", "klarna", "giropay", "trustly"]),
    );
    expect(paymentMethodsFor({ ...base, store: "mx", country: "MX" })).toEqual(expect.arrayContaining(["oxxo", "dlocalCard"]));
    expect(paymentMethodsFor({ ...base, store: "de", country: "DE" })).not.toContain("oxxo");
    expect(paymentMethodsFor({ ...base, store: "uk", country: "GB" })).toContain("clearpay");
    expect(paymentMethodsFor({ ...base, store: "us", country: "US" })).toEqual(expect.arrayContaining(["afterpay", "sezzle", "zip"]));
  });

  it("keeps pay-later plans within 30–1,500 USD and off custom-jewelry payments", () => {
    expect(paymentMethodsFor({ ...base, store: "us", country: "US", dueUsdCents: 2999 })).not.toContain("afterpay");
    expect(paymentMethodsFor({ ...base, store: "us", country: "US", dueUsdCents: 150001 })).not.toContain("klarna");
    expect(paymentMethodsFor({ ...base, store: "us", country: "US", customMade: true })).not.toContain("klarna");
  });

  it("offers a saved card only to someone who has one", () => {
    expect(paymentMethodsFor({ ...base, store: "us", country: "US" })).not.toContain("storedCard");
    expect(paymentMethodsFor({ ...base, store: "us", country: "US", hasStoredCard: true })).toContain("storedCard");
  });

  it("offers no method whose provider cannot take payments here", () => {
    const withoutSezzle = REAL_PROVIDERS.filter((p) => p !== "sezzle");
    expect(paymentMethodsFor({ ...base, store: "us", country: "US", providers: withoutSezzle })).not.toContain("sezzle");
    expect(paymentMethodsFor({ ...base, store: "us", country: "US", providers: withoutSezzle })).toContain("afterpay");
    expect(paymentMethodsFor({ ...base, store: "us", country: "US", providers: [] })).toEqual([]);
  });
});
