import { axeViolations, expect, test } from "../fixtures";
import { ShopShell } from "../pages/shop-shell";

test.use({ extraHTTPHeaders: { "CF-IPCountry": "US" } });

test("switching currency and language through the header reloads the page in them", async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open("us");
  await expect(shell.html).toHaveAttribute("lang", "en");
  await expect(shell.expressFee).toContainText("$15.00");

  await shell.choose(shell.currencySelect, "EUR");
  await expect(shell.expressFee).toContainText("13,80 €");
  await expect(shell.html).toHaveAttribute("lang", "en");
  await expect(shell.currencySelect).toHaveValue("EUR");

  await shell.choose(shell.languageSelect, "de");
  await expect(shell.html).toHaveAttribute("lang", "de");
  await expect(shell.expressFee).toContainText("13,80 €");
  expect((await shell.cookie("he-lang"))?.value).toBe("de");
  expect((await shell.cookie("he-currency"))?.value).toBe("EUR");

  // The choice is the visitor's from now on, on every page.
  await shell.open("us", "/help/shipping-info");
  await expect(shell.html).toHaveAttribute("lang", "de");
});

test("the ship-to country is chosen the same way", async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open("us");
  await expect(shell.shipToSelect).toHaveValue("US");
  await shell.choose(shell.shipToSelect, "CA");
  await expect(shell.shipToSelect).toHaveValue("CA");
  expect((await shell.cookie("he-shipToCountryIso2"))?.value).toBe("CA");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the three selectors fold into one button that says what is chosen, above a logo no longer pushed down", async ({ page }) => {
    const shell = new ShopShell(page);
    await shell.open("us");
    await shell.waitForHydration();
    await expect(shell.preferencesToggle).toHaveText(/US · English \(US\) · USD$/);
    await expect(shell.preferencesToggle).toHaveAttribute("aria-expanded", "false");
    await expect(shell.currencySelect).toBeHidden();
    const logo = await page.getByRole("link", { name: "HELIORA home" }).boundingBox();
    expect(logo!.y).toBeLessThan(80);
    expect(await axeViolations(page)).toEqual([]);

    await shell.preferencesToggle.click();
    await expect(shell.preferencesToggle).toHaveAttribute("aria-expanded", "true");
    await expect(shell.currencySelect).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shell.choose(shell.currencySelect, "EUR");
    await expect(shell.preferencesToggle).toHaveText(/US · English \(US\) · EUR$/);
  });
});

test("a desktop keeps the bar and shows no fold button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const shell = new ShopShell(page);
  await shell.open("us");
  await expect(shell.currencySelect).toBeVisible();
  await expect(shell.preferencesToggle).toBeHidden();
});
