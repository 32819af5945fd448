import { describe, expect, it } from "vitest";
import { CONTRACT_PATHS } from "./contract-route";
import { visitor } from "./test/checkout-fixtures";

describe("the typed API calls (shared/api-contract.ts)", () => {
  it("are each mounted at the path the contract names, and validate its body there", async () => {
    const shopper = visitor("us");
    // Importing the fixtures built the app, which registered every contract route.
    expect([...CONTRACT_PATHS].sort()).toEqual(expect.arrayContaining(["cart/add", "order/create", "order/pay"]));
    for (const path of CONTRACT_PATHS) {
      const answer = await shopper.call(path, { notAField: 1 });
      expect([path, answer.status, answer.data?.fields?.notAField]).toEqual([path, 400, "Unknown field: notAField"]);
    }
  });
});
