import { describe, expect, it } from "vitest";
import { EU_MEMBERS } from "./eu-members";
import { IOSS_MAX_EUR, UK_MAX_GBP, vatFor } from "./vat";
import { STANDARD_VAT_BP } from "./vat-rates";

/** docs/decisions/1320-vat-at-checkout.md: who collects what, decided the same in the browser and on the server. */
const RATES = { EUR: 0.92, GBP: 0.79, MXN: 17 };

describe("the rate table", () => {
  it("holds a standard rate for each of the 27 member states and the UK, and nothing else", () => {
    expect(Object.keys(STANDARD_VAT_BP).sort()).toEqual([...EU_MEMBERS, "GB"].sort());
    for (const bp of Object.values(STANDARD_VAT_BP)) expect(bp).toBeGreaterThanOrEqual(1700);
    expect(STANDARD_VAT_BP).toMatchObject({ DE: 1900, FR: 2000, HU: 2700, LU: 1700, FI: 2550, GB: 2000 });
  });
});

describe("vatFor", () => {
  it("adds the destination's VAT to net prices under the IOSS ceiling, on goods, plans and shipping", () => {
    const vat = vatFor({ store: "us", country: "IT", currency: "USD", rates: RATES, goods: 100, extras: 10 });
    expect(vat).toMatchObject({ status: "collected", scheme: "IOSS", rateBp: 2200, net: 110, vat: 24.2, adjust: 24.2 });
  });

  it("judges the ceiling on the net goods in euros: EUR 150 exactly is in, a cent more is out", () => {
    const at = vatFor({ store: "us", country: "DE", currency: "EUR", rates: RATES, goods: IOSS_MAX_EUR, extras: 20 });
    expect(at.status).toBe("collected");
    const over = vatFor({ store: "us", country: "DE", currency: "EUR", rates: RATES, goods: IOSS_MAX_EUR + 0.01, extras: 0 });
    expect(over).toMatchObject({ status: "notCollected", reason: "euAboveThreshold", vat: 0, adjust: 0 });
    // A price including 19 % is 150 € net at 178,50 €.
    expect(vatFor({ store: "de", country: "DE", currency: "EUR", rates: RATES, goods: 178.5, extras: 0 }).status).toBe("collected");
    expect(vatFor({ store: "de", country: "DE", currency: "EUR", rates: RATES, goods: 178.52, extras: 0 }).status).toBe("notCollected");
  });

  it("keeps a price that includes VAT and finds the destination's VAT inside it", () => {
    const vat = vatFor({ store: "fr", country: "LU", currency: "EUR", rates: RATES, goods: 117, extras: 0 });
    expect(vat).toMatchObject({ status: "collected", rateBp: 1700, vat: 17, net: 100, adjust: 0, pricesIncludeVat: true });
  });

  it("charges UK VAT up to GBP 135 and none above, where the home VAT comes off the uk store's price", () => {
    expect(vatFor({ store: "uk", country: "GB", currency: "GBP", rates: RATES, goods: 162, extras: 0 })).toMatchObject({ scheme: "UK_VAT", vat: 27 });
    const over = vatFor({ store: "uk", country: "GB", currency: "GBP", rates: RATES, goods: UK_MAX_GBP * 1.2 + 1.2, extras: 0 });
    expect(over).toMatchObject({ status: "notCollected", reason: "ukAboveThreshold", adjust: -27.2 });
  });

  it("names why nothing is collected elsewhere: US sales tax, or the destination's import rules", () => {
    expect(vatFor({ store: "mx", country: "US", currency: "MXN", rates: RATES, goods: 1000, extras: 0 })).toMatchObject({
      reason: "usSalesTax",
      adjust: 0,
    });
    expect(vatFor({ store: "de", country: "CH", currency: "EUR", rates: RATES, goods: 119, extras: 0 })).toMatchObject({
      reason: "importRules",
      adjust: -19,
      net: 100,
    });
  });

  it("charges an amount agreed with customer service as agreed, with its own reason", () => {
    const vat = vatFor({ store: "de", country: "DE", currency: "EUR", rates: RATES, goods: 30, extras: 0, agreedAmount: true });
    expect(vat).toMatchObject({ status: "notCollected", reason: "agreedAmount", adjust: 0, vat: 0 });
  });

  it("applies an outcome decided in another currency instead of deciding again", () => {
    const decided = vatFor({ store: "us", country: "DE", currency: "EUR", rates: RATES, goods: 150, extras: 0 });
    const usd = vatFor({ store: "us", country: "DE", currency: "USD", rates: RATES, goods: 163.05, extras: 0, decided });
    expect(usd).toMatchObject({ status: "collected", vat: 30.98 });
  });
});
