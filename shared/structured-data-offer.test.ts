import { describe, expect, it } from "vitest";
import { returnPoliciesJsonLd, shippingDetailsJsonLd } from "./structured-data-offer";

describe("offer terms as JSON-LD", () => {
  it("prices each delivery option in the store's currency for its country, with handling and transit days", () => {
    const [standard, express] = shippingDetailsJsonLd({
      country: "GB",
      currency: "GBP",
      shipping: [
        { price: 0, days: "7–15" },
        { price: 11.85, days: "5–7" },
      ],
    });
    expect(standard).toMatchObject({
      shippingRate: { value: "0.00", currency: "GBP" },
      shippingDestination: { addressCountry: "GB" },
      deliveryTime: { handlingTime: { minValue: 3, maxValue: 5 }, transitTime: { minValue: 7, maxValue: 15, unitCode: "DAY" } },
    });
    expect(express).toMatchObject({ shippingRate: { value: "11.85" }, deliveryTime: { transitTime: { minValue: 5, maxValue: 7 } } });
  });

  it("reads a single day as both ends", () => {
    const [threeDay] = shippingDetailsJsonLd({ country: "US", currency: "USD", shipping: [{ price: 25, days: "3" }] });
    expect(threeDay).toMatchObject({ deliveryTime: { transitTime: { minValue: 3, maxValue: 3 } } });
  });

  it("gives 30 days of free returns, and 90 where JewelSafe is sold", () => {
    expect(returnPoliciesJsonLd({ country: "DE", jewelSafe: false })).toEqual([
      expect.objectContaining({ applicableCountry: "DE", merchantReturnDays: 30, returnFees: "https://schema.org/FreeReturn" }),
    ]);
    expect(returnPoliciesJsonLd({ country: "DE", jewelSafe: true }).map((p) => p.merchantReturnDays)).toEqual([30, 90]);
  });
});
