import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { ShopShell } from "../pages/shop-shell";

/** The cookie settings page ("our cookies"), reached from the footer. */
function cookieSettings(shell: ShopShell) {
  const form = shell.main.locator("form");
  return {
    footerLink: shell.page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }),
    heading: shell.main.getByRole("heading", { level: 1, name: "Cookie settings" }),
    category: (name: "Analytics" | "Marketing") => form.getByRole("checkbox", { name }),
    save: form.getByRole("button", { name: "Save my choices" }),
    status: form.getByRole("status"),
  };
}

test("in the uk store a visitor who accepted all withdraws marketing, and its cookie goes", async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open("uk", "/?irclickid=click-42");
  await shell.cookieButton("Accept all").click();
  await expect.poll(async () => (await shell.consentCookie())?.categories).toEqual(["necessary", "analytics", "marketing"]);
  await expect.poll(async () => (await shell.cookie("impact-irclickid"))?.value).toBe("click-42");

  const settings = cookieSettings(shell);
  await settings.footerLink.click();
  await expect(settings.heading).toBeVisible();
  await shell.waitForHydration();
  await expect(settings.category("Analytics")).toBeChecked();
  await expect(settings.category("Marketing")).toBeChecked();
  // The banner's link to the privacy policy stays; the page links it too.
  await expect(shell.main.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/help/privacy-policy");

  await settings.category("Marketing").uncheck();
  await settings.save.click();
  await expect(settings.status).toContainText("Your cookie settings are saved.");
  await expect.poll(async () => (await shell.consentCookie())?.categories).toEqual(["necessary", "analytics"]);
  await expect.poll(() => shell.cookie("impact-irclickid")).toBeNull();

  await page.reload();
  await expect(settings.category("Marketing")).not.toBeChecked();
  await expect(settings.category("Analytics")).toBeChecked();
  await expect(shell.cookieBanner).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, the page comes back saved and the choice is stored", async ({ page }) => {
    const shell = new ShopShell(page);
    await page.goto(storeUrl("uk", "/our-cookies"));
    const settings = cookieSettings(shell);
    await settings.category("Analytics").check();
    await settings.save.click();
    await expect(page).toHaveURL(/\/our-cookies\?saved=1$/);
    await expect(settings.status).toContainText("Your cookie settings are saved.");
    expect((await shell.consentCookie())?.categories).toEqual(["necessary", "analytics"]);
    await expect(settings.category("Analytics")).toBeChecked();
    await expect(settings.category("Marketing")).not.toBeChecked();
  });
});

test("axe finds nothing on the cookie settings page", async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open("uk", "/our-cookies");
  await expect(cookieSettings(shell).heading).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
