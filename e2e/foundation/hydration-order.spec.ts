import type { Page, Request } from "@playwright/test";
import { expect, storeUrl, test } from "../fixtures";
import { waitForHydration } from "../pages/hydration";

/** React Router's route manifest module, which puts `window.__reactRouterManifest` in place. */
const ROUTE_MANIFEST = /\/assets\/manifest-[\w-]+\.js$/;

/**
 * Holds React Router's route manifest back until the client entry could have started hydrating
 * without it: the page's own modules (`<html data-hydration-modules>`: screen, chrome,
 * catalogues) have all arrived and two frames have passed, or React has already been handed the
 * document. A slow answer for that one small file is what a busy CI machine produced now and then.
 */
async function holdRouteManifest(page: Page) {
  const arrived = new Set<string>();
  page.on("requestfinished", (request: Request) => arrived.add(new URL(request.url()).pathname));
  let release!: () => void;
  const released = new Promise<void>((go) => (release = go));
  await page.route(ROUTE_MANIFEST, async (route) => {
    await released;
    await route.continue();
  });
  return async function releaseOnceThePageCouldHydrate() {
    const modules = ((await page.locator("html").getAttribute("data-hydration-modules")) ?? "").split(" ").filter(Boolean);
    expect(modules.length).toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          modules.every((href) => arrived.has(href)) ||
          (await page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")))),
        { message: "the page's own modules arrive, or hydration starts" },
      )
      .toBe(true);
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
    release();
  };
}

// The hydration script fetches the scripts after the first paint and imports them without an
// order among them; the client entry must still start only once React Router's globals are set
// (docs/decisions/0016-hydration-order.md).
for (const path of ["/cart", "/checkout"]) {
  test(`${path} hydrates when React Router's route manifest is the last script to arrive`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    const releaseManifest = await holdRouteManifest(page);
    await page.goto(storeUrl("de", path));
    await releaseManifest();
    try {
      await waitForHydration(page);
    } finally {
      // The page's own error says why it never hydrated ("You must be using the SSR features…").
      expect(errors).toEqual([]);
    }
  });
}
