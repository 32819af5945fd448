import { describe, expect, it } from "vitest";
import { hydrationModules } from "./hydration-modules";

const chunks = {
  "client/pages/catalog/product-page.tsx": ["/assets/product-page-1.js", "/assets/shell-1.js"],
  "client/pages/checkout/checkout-page.tsx": ["/assets/checkout-page-1.js", "/assets/shell-1.js"],
  "client/components/shell/shop-chrome.ts": ["/assets/shop-chrome-1.js", "/assets/shell-1.js"],
  "locales/de/catalog.po": ["/assets/catalog-de.js"],
  "locales/en/catalog.po": ["/assets/catalog-en.js"],
  "locales/en/common.po": ["/assets/common-en.js"],
  "locales/de/common.po": ["/assets/common-de.js"],
};

describe("hydrationModules", () => {
  const modulesOf = hydrationModules(chunks);

  it("names a page's screen, the shop's chrome and the page's catalogues in its language, each file once", () => {
    expect(modulesOf("product", "de", ["common", "catalog"])?.split(" ")).toEqual([
      "/assets/product-page-1.js",
      "/assets/shell-1.js",
      "/assets/common-de.js",
      "/assets/catalog-de.js",
      "/assets/shop-chrome-1.js",
    ]);
    expect(modulesOf("product", "en", ["catalog"])).toBe(
      "/assets/product-page-1.js /assets/shell-1.js /assets/catalog-en.js /assets/shop-chrome-1.js",
    );
  });

  it("leaves the chrome out of a page with its own header (the checkout)", () => {
    expect(modulesOf("checkout", "en", [])).toBe("/assets/checkout-page-1.js /assets/shell-1.js");
  });

  it("names nothing without a page or without a build's chunk graph (dev server, tests)", () => {
    expect(modulesOf(undefined, "en", ["common"])).toBeUndefined();
    expect(hydrationModules({})("product", "en", ["common"])).toBeUndefined();
  });
});
