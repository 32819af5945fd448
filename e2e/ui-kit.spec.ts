import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { test as base, expect } from "./fixtures";
import { UI_KIT_WIDGETS, UiKitPage } from "./pages/ui-kit-page";

/** `kit`: the gallery, open and responding (tests that set up the page before it loads open it themselves). */
const test = base.extend<{ kit: UiKitPage }>({
  // Playwright's `use`, named so that the React hooks lint rule does not take it for React's.
  kit: async ({ page }, provide) => {
    const kit = new UiKitPage(page);
    await kit.goto();
    await provide(kit);
  },
});

/** An overlay closed gives focus back to the button that opened it. */
async function expectClosed(overlay: Locator, opener: Locator) {
  await expect(overlay).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe("UI kit gallery", () => {
  test("shows every widget and is not indexed", async ({ page, kit }) => {
    for (const name of UI_KIT_WIDGETS) await expect(kit.section(name)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("widgets arrive styled: the shop's one stylesheet is in the server's <head>, nothing shifts", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.layoutShift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const kit = new UiKitPage(page);
    const html = await kit.goto();
    const head = html.slice(0, html.indexOf("</head>"));
    // One stylesheet for the whole shop and the gallery's own, not one per widget.
    expect(head.match(/rel="stylesheet"/g)?.length ?? 0).toBeLessThanOrEqual(2);
    await expect(kit.section("switch").getByRole("switch").first()).toHaveCSS("background-color", "rgb(30, 122, 58)");
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  });

  test("the dialog opens and closes by mouse and keyboard, giving focus back", async ({ page, kit }) => {
    const opener = kit.button("dialog", "Open dialog");
    const dialog = kit.overlay("Remove this item?");

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expectClosed(dialog, opener);

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expectClosed(dialog, opener);

    // A click on the mask (outside the panel) closes it: maskClosable is on by default.
    await opener.click();
    await page.mouse.click(5, 5);
    await expectClosed(dialog, opener);
  });

  test("focus stays inside an open dialog", async ({ page, kit }) => {
    await kit.button("dialog", "Open dialog").click();
    const dialog = kit.overlay("Remove this item?");
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      await expect(dialog.locator(":focus")).toHaveCount(1);
    }
  });

  test("a dialog with beforeClose closes only when its handler agrees", async ({ page, kit }) => {
    await kit.button("dialog", "Open dialog with beforeClose").click();
    const dialog = kit.overlay("Unsaved address");
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toContainText("Close again to discard your changes.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the drawer opens and closes by mouse and keyboard, giving focus back", async ({ page, kit }) => {
    const opener = kit.button("drawer", "Open drawer");
    const drawer = kit.overlay("Filters");

    await opener.click();
    await expect(drawer).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.mouse.click(5, 400);
    await expectClosed(drawer, opener);
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

    await page.keyboard.press("Space");
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expectClosed(drawer, opener);

    await page.keyboard.press("Enter");
    await drawer.getByRole("button", { name: "Apply" }).click();
    await expectClosed(drawer, opener);
  });

  test("a toast hides after its duration and stays while hovered", async ({ page }) => {
    await page.clock.install();
    const kit = new UiKitPage(page);
    await kit.goto();

    await kit.button("toast", "Success").click();
    const success = kit.toast("Saved to your wishlist");
    await expect(success).toBeVisible();
    await expect(page.getByRole("status").filter({ has: success })).toHaveCount(1);
    await page.clock.runFor(3000);
    await expect(success).toBeHidden();

    await kit.button("toast", "Error").click();
    const error = kit.toast("Sorry, this coupon code is invalid.");
    await expect(page.getByRole("alert").filter({ has: error })).toHaveCount(1);
    await error.hover();
    await page.clock.runFor(10_000);
    await expect(error).toBeVisible();
    await page.mouse.move(0, 700);
    await page.clock.runFor(3000);
    await expect(error).toBeHidden();
  });

  test("the stepper disables its buttons at the bounds", async ({ kit }) => {
    const stepper = kit.stepper("Quantity (1 to 3)");
    await expect(stepper.field).toHaveValue("1");
    await expect(stepper.field).toHaveAttribute("readonly", "");
    await expect(stepper.decrease).toBeDisabled();
    await stepper.increase.click();
    await stepper.increase.click();
    await expect(stepper.field).toHaveValue("3");
    await expect(stepper.increase).toBeDisabled();
    await expect(stepper.decrease).toBeEnabled();
  });

  test("the rating clears on a second click only with allowClear", async ({ page, kit }) => {
    await kit.star("Rating with allowClear", 4).click();
    await expect(page.getByTestId("rate-clear-value")).toHaveText("4");
    await kit.star("Rating with allowClear", 4).click();
    await expect(page.getByTestId("rate-clear-value")).toHaveText("0");

    await kit.star("Rating without allowClear", 3).click();
    await expect(page.getByTestId("rate-value")).toHaveText("3");
    await kit.star("Rating without allowClear", 3).click();
    await expect(page.getByTestId("rate-value")).toHaveText("3");
  });

  test("an upload slot fills with a picture, checked by its content", async ({ kit }) => {
    const review = kit.section("upload").getByRole("group", { name: "Review photos and videos (base64)" });
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a10000000049454e44ae426082",
      "hex",
    );
    await review.locator("input[type=file]").setInputFiles([
      { name: "not-a-picture.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just text") },
      { name: "dot.bin", mimeType: "application/octet-stream", buffer: png },
    ]);
    await expect(review.locator('[data-status="filled"]')).toHaveCount(1);
    await expect(review.getByText("1 / 4")).toBeVisible();
    await expect(kit.toast("Please choose an image (JPG, PNG, GIF, WEBP) or a video (MP4, MOV, WEBM).")).toBeVisible();
  });

  test("axe finds no violations, with overlays closed and open", async ({ page, kit }) => {
    expect(await galleryViolations(page)).toEqual([]);
    await kit.button("drawer", "Open drawer").click();
    await expect(kit.overlay("Filters")).toBeVisible();
    expect(await galleryViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await kit.section("image-viewer").getByRole("button", { name: "Open picture 2" }).click();
    await expect(kit.overlay("Preview 2 of 3")).toBeVisible();
    expect(await galleryViolations(page)).toEqual([]);
  });
});

/**
 * axe over the gallery. The shell's floating buttons (owned by the app shell, not the kit)
 * sit outside any landmark on every page; that is reported to the shell's owner and left
 * out here so this test speaks for the kit.
 */
async function galleryViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude(".floating-buttons").analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
