import { describe, expect, it } from "vitest";
import { isMilitary, isPoBox, shippingAllowedTo } from "./shipping-rules";

const address = (address1: string, extra: Partial<{ address2: string; city: string; state: string; country: string }> = {}) => ({
  address1,
  city: "Springfield",
  country: "US",
  ...extra,
});

describe("P.O. box and military addresses", () => {
  it("recognises the usual P.O. box spellings", () => {
    for (const line of [
      "PO Box 12",
      "P.O. Box 7",
      "p o box 1",
      "POB 99",
      "Post Office Box 4",
      "Postfach 1234",
      "Boîte postale 5",
      "BP 42",
      "Apartado Postal 10",
    ]) {
      expect(isPoBox(address(line)), line).toBe(true);
    }
    expect(isPoBox(address("12 Main St", { address2: "PO Box 5" }))).toBe(true);
  });

  it("does not mistake ordinary streets for boxes", () => {
    for (const line of ["12 Boxwood Lane", "Pobierska 4", "1 Post Office Square", "Hauptstraße 5", "Apartment 4B"]) {
      expect(isPoBox(address(line)), line).toBe(false);
    }
  });

  it("recognises APO/FPO/DPO and the armed-forces states", () => {
    expect(isMilitary(address("Unit 2050 Box 4190", { city: "APO", state: "AE" }))).toBe(true);
    expect(isMilitary(address("PSC 1234, Box 5678", { city: "FPO" }))).toBe(true);
    expect(isMilitary(address("1 Main St", { state: "AP" }))).toBe(true);
    expect(isMilitary(address("1 Main St", { state: "CA" }))).toBe(false);
  });

  it("keeps standard shipping open and closes express and 3-day", () => {
    const box = address("PO Box 1");
    expect(shippingAllowedTo("standard", box)).toBe(true);
    expect(shippingAllowedTo("express", box)).toBe(false);
    expect(shippingAllowedTo("threeDay", box)).toBe(false);
    expect(shippingAllowedTo("express", address("1 Main St"))).toBe(true);
  });
});
