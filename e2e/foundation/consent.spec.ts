import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { ShopShell } from "../pages/shop-shell";

/** Requests to the first-party page-view analytics, counted from the start of the page. */
function watchPageViews(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/stat/pageView") seen.push(request.url());
  });
  return seen;
}

test.describe("a visitor from the EU", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  test("is asked first, and nothing that needs consent runs before a decision", async ({ page }) => {
    const pageViews = watchPageViews(page);
    const shell = new ShopShell(page);
    await shell.open("us", "/?irclickid=abc");
    await expect(shell.cookieBanner).toBeVisible();
    await expect(shell.cookieBanner.getByRole("link")).toHaveAttribute("href", "/help/privacy-policy");
    await page.waitForLoadState("networkidle");
    expect(pageViews).toEqual([]);
    expect(await shell.cookie("impact-irclickid")).toBeNull();
  });

  test("accepting all is remembered across reloads and turns analytics and marketing on", async ({ page }) => {
    const pageViews = watchPageViews(page);
    const shell = new ShopShell(page);
    await shell.open("us", "/?irclickid=abc");
    const pageView = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/stat/pageView");
    await shell.cookieButton("Accept all").click();
    await expect(shell.cookieBanner).toBeHidden();
    expect(JSON.parse((await pageView).postData() ?? "{}")).toEqual({ path: "/" });

    const consent = await shell.consentCookie();
    expect(consent?.categories).toEqual(["necessary", "analytics", "marketing"]);
    expect((await shell.cookie("impact-irclickid"))?.value).toBe("abc");

    await page.reload();
    await shell.waitForHydration();
    await expect(shell.cookieBanner).toHaveCount(0);
    expect((await shell.consentCookie())?.categories).toEqual(["necessary", "analytics", "marketing"]);
    await expect.poll(() => pageViews.length).toBeGreaterThanOrEqual(2);
  });

  test("rejecting keeps analytics and the affiliate click id off", async ({ page }) => {
    const pageViews = watchPageViews(page);
    const shell = new ShopShell(page);
    await shell.open("us", "/?irclickid=abc");
    await shell.cookieButton("Reject non-essential").click();
    await expect(shell.cookieBanner).toBeHidden();
    expect((await shell.consentCookie())?.categories).toEqual(["necessary"]);

    // Moving around the shop, and coming back with the click id, still sends nothing.
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await shell.open("us", "/?irclickid=abc");
    await expect(shell.cookieBanner).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(pageViews).toEqual([]);
    expect(await shell.cookie("impact-irclickid")).toBeNull();
  });
});

test.describe("on the uk store", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "US" } });

  test("everyone is asked, wherever they are", async ({ page }) => {
    const shell = new ShopShell(page);
    await shell.open("uk");
    await expect(shell.cookieBanner).toBeVisible();
  });
});

test.describe("a visitor from the US on the us store", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "US" } });

  test("is not asked, and first-party analytics runs", async ({ page }) => {
    const shell = new ShopShell(page);
    const pageView = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/stat/pageView");
    await shell.open("us");
    await expect(shell.cookieBanner).toHaveCount(0);
    await pageView;
  });
});
