import { axeViolations, expect, test } from "../fixtures";
import { ShopShell } from "../pages/shop-shell";

const PAGES = [
  { name: "home", store: "us", path: "/" },
  { name: "home (de)", store: "de", path: "/" },
  { name: "help page", store: "uk", path: "/help/shipping-info" },
  { name: "404 page", store: "fr", path: "/nope" },
];

test.describe("axe-core finds nothing", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "US" } });
  for (const { name, store, path } of PAGES) {
    test(`on the ${name}`, async ({ page }) => {
      const shell = new ShopShell(page);
      await shell.open(store, path);
      if (name === "help page") await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("axe-core with the cookie banner open", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });
  test("finds nothing on the home page", async ({ page }) => {
    const shell = new ShopShell(page);
    await shell.open("us");
    await expect(shell.cookieBanner).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
