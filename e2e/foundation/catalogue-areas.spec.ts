import { expect, test } from "../fixtures";
import { ShopShell } from "../pages/shop-shell";

test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });

/** The catalogue chunks (locales/{locale}/{area}.po) the browser fetched, by area. */
function watchCatalogues(page: import("@playwright/test").Page) {
  const areas: string[] = [];
  page.on("request", (request) => {
    const found = /\/assets\/(common|help|ui|catalog|account|checkout)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (found) areas.push(found[1]);
  });
  return areas;
}

test("a page loads only the catalogue areas it uses, and a page navigated to gets its own before it shows", async ({ page }) => {
  const fetched = watchCatalogues(page);
  const shell = new ShopShell(page);
  await shell.open("de");
  await expect(shell.html).toHaveAttribute("data-i18n-areas", "common ui catalog");
  expect(fetched).not.toContain("help");
  expect(fetched).not.toContain("checkout");

  // A client-side navigation to a help page: German text at once, never a bare key.
  await page.getByRole("contentinfo").getByRole("link", { name: "Häufige Fragen" }).click();
  await expect(page).toHaveURL(/\/help\/faqs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Häufige Fragen" })).toBeVisible();
  expect(fetched).toContain("help");
  await expect(shell.main).not.toContainText(/help\.[a-z-]+\.[\w.]+/);
});
