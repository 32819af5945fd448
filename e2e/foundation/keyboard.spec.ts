import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { ShopShell } from "../pages/shop-shell";

test.use({ extraHTTPHeaders: { "CF-IPCountry": "US" } });

const isFocused = (locator: Locator) => locator.evaluate((node) => node === document.activeElement);

/** Presses Tab from the top of the page until `target` has focus; returns what got focus on the way. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  const visited: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    visited.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el ? `${el.tagName.toLowerCase()}:${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 20) ?? ""}` : "";
      }),
    );
    if (await isFocused(target)) return visited;
  }
  throw new Error(`Tab never reached the target; visited ${visited.join(", ")}`);
}

test("the account menu works with the keyboard alone", async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open("us");
  const visited = await tabTo(page, shell.accountButton);
  // The skip link comes first, and the three selectors are on the way.
  expect(visited[0]).toContain("Skip to content");
  expect(visited.filter((v) => v.startsWith("select:"))).toHaveLength(3);

  await page.keyboard.press("Enter");
  await expect(shell.accountMenu).toBeVisible();
  await expect(shell.accountButton).toHaveAttribute("aria-expanded", "true");
  const items = shell.accountMenu.getByRole("menuitem");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.first()).toBeFocused(); // wraps around
  await page.keyboard.press("ArrowUp");
  await expect(items.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(items.first()).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(shell.accountMenu).toBeHidden();
  await expect(shell.accountButton).toHaveAttribute("aria-expanded", "false");
  await expect(shell.accountButton).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await expect(shell.accountMenu).toBeVisible();
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login\?redirect_url=%2F$/);
});

test("the selectors can be changed with the keyboard", async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open("us");
  await tabTo(page, shell.languageSelect);
  const reloaded = page.waitForEvent("load");
  await page.keyboard.press("ArrowDown");
  await reloaded;
  await expect(shell.html).toHaveAttribute("lang", "en-GB");
});
