import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors";

describe("field errors", () => {
  it("keeps the first message per field path, read through the catalogue", () => {
    const issues = [
      { path: ["shippingAddress", "city"], message: "address.city.required" },
      { path: ["shippingAddress", "city"], message: "address.city.tooLong" },
      { path: ["email"], message: "checkout.email.invalid" },
    ];
    expect(fieldErrors(issues, (key) => `«${key}»`)).toEqual({
      "shippingAddress.city": "«address.city.required»",
      email: "«checkout.email.invalid»",
    });
  });
});
