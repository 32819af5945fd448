import type { Locator } from "@playwright/test";
import { axeViolations, expect, test } from "../fixtures";
import { ShopShell } from "../pages/shop-shell";

/**
 * Pages as a visitor from `country` sees them; `ready` is what must show before axe reads the
 * page (the help page's text, or the cookie banner that EU visitors get on top of the home page).
 */
const PAGES: { name: string; store: string; path: string; country: string; ready?: (shell: ShopShell) => Locator }[] = [
  { name: "home", store: "us", path: "/", country: "US" },
  { name: "home (de)", store: "de", path: "/", country: "US" },
  { name: "help page", store: "uk", path: "/help/shipping-info", country: "US", ready: (shell) => shell.page.getByRole("heading", { level: 1 }) },
  { name: "404 page", store: "fr", path: "/nope", country: "US" },
  { name: "home with the cookie banner open", store: "us", path: "/", country: "DE", ready: (shell) => shell.cookieBanner },
];

test.describe("axe-core finds nothing", () => {
  for (const { name, store, path, country, ready } of PAGES) {
    test.describe(`for a visitor from ${country}`, () => {
      test.use({ extraHTTPHeaders: { "CF-IPCountry": country } });
      test(`on the ${name}`, async ({ page }) => {
        const shell = new ShopShell(page);
        await shell.open(store, path);
        if (ready) await expect(ready(shell)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});
