import { describe, expect, it } from "vitest";
import { STORE_KEYS, STORES } from "../shared/stores.ts";
import { storeRoutes } from "./store-routes.ts";

describe("storeRoutes", () => {
  it("gives every store its default host as a custom domain when STORE_DOMAINS is empty", () => {
    const routes = storeRoutes("");
    expect(routes).toHaveLength(STORE_KEYS.length);
    expect(routes.map((route) => route.pattern)).toEqual(STORE_KEYS.map((key) => STORES[key].domain));
    expect(routes.every((route) => route.custom_domain)).toBe(true);
  });

  it("takes a store's host from STORE_DOMAINS and keeps the others' defaults", () => {
    const routes = storeRoutes(JSON.stringify({ de: "shop.example.de", us_vip: "vip.example.com" }));
    const patterns = routes.map((route) => route.pattern);
    expect(patterns).toContain("shop.example.de");
    expect(patterns).toContain("vip.example.com");
    expect(patterns).not.toContain(STORES.de.domain);
    expect(patterns).toContain(STORES.uk.domain);
  });

  it("refuses what would deploy hosts nobody meant", () => {
    expect(() => storeRoutes("{not json")).toThrow(/not valid JSON/);
    expect(() => storeRoutes("[]")).toThrow(/JSON object/);
    expect(() => storeRoutes(JSON.stringify({ xx: "a.example.com" }))).toThrow(/unknown store "xx"/);
    expect(() => storeRoutes(JSON.stringify({ __proto__: "a.example.com" }))).not.toThrow();
    expect(() => storeRoutes('{"__proto__": "a.example.com"}')).toThrow(/unknown store "__proto__"/);
    expect(() => storeRoutes(JSON.stringify({ de: "https://de.example.com/" }))).toThrow(/host of "de"/);
    expect(() => storeRoutes(JSON.stringify({ de: 7 }))).toThrow(/host of "de"/);
    expect(() => storeRoutes(JSON.stringify({ de: "www.heliora.com" }))).toThrow(/given to two stores/);
  });
});
