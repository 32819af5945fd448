import { describe, expect, it } from "vitest";
import { CONTRACT_PATHS } from "./contract-route";
import { registered, TestBrowser } from "./test/account-client";

describe("the typed API calls (shared/api-contract.ts)", () => {
  it("are each mounted at the path the contract names, and validate its body there", async () => {
    // Signed in: the account calls answer 40001 before reading a body otherwise.
    const browser = new TestBrowser();
    await registered(browser);
    // Creating the test worker built the app, which registered every contract route.
    expect([...CONTRACT_PATHS]).toEqual(expect.arrayContaining(["cart/add", "order/create", "account/addressSave"]));
    for (const path of CONTRACT_PATHS) {
      const { status, envelope } = await browser.api<{ fields?: Record<string, string> } | null>(path, { notAField: 1 });
      expect([path, status, envelope.data?.fields?.notAField]).toEqual([path, 400, "Unknown field: notAField"]);
    }
  });
});
