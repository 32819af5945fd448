import { describe, expect, it } from "vitest";
import { STORES } from "./stores";
import { SELLERS, withdrawalTrader } from "./store-sellers";

describe("the seller named in the withdrawal information", () => {
  it("gives the trading name with the seller's legal name and postal address in every store", () => {
    expect(withdrawalTrader("de", STORES.de.seriesName)).toBe(
      `${STORES.de.seriesName} (Heliora Jewelry Ltd., Unit 12, Harbour Road, Kowloon, Hong Kong)`,
    );
    for (const store of Object.values(STORES)) {
      const named = withdrawalTrader(store.key, store.seriesName);
      for (const part of [SELLERS[store.key].name, ...SELLERS[store.key].address]) expect(named).toContain(part);
    }
  });
});
