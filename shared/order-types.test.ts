import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, statusLabelKey } from "./order-types";

describe("statusLabelKey", () => {
  it("gives every status its own label, and normal and in review too", () => {
    for (const status of ORDER_STATUSES) expect(statusLabelKey(status)).toBe(`order.status.${status}`);
    expect(statusLabelKey("normal")).toBe("order.status.normal");
    expect(statusLabelKey("inReview")).toBe("order.status.inReview");
  });

  it("labels anything else Unknown, prototype words included", () => {
    for (const status of ["lost", "", "constructor", "__proto__", "toString"]) expect(statusLabelKey(status)).toBe("order.status.unknown");
  });
});
