import { expect, type Locator, type Page } from "@playwright/test";

/**
 * React attaches its props to a DOM node when it hydrates it; until then the server's markup
 * swallows clicks and React later overwrites what was typed into controlled inputs. Waiting
 * for that is how a journey knows the page reacts, without sleeps.
 */
export async function waitUntilInteractive(locator: Locator) {
  // Hydration starts after the first frame and fetches the page's modules then; with both
  // journey workers and the server on two busy cores it has taken more than the default 10 s.
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))), {
      message: "the page hydrates",
      timeout: HYDRATION_TIMEOUT,
    })
    .toBe(true);
}

const HYDRATION_TIMEOUT = 20_000;

/**
 * The page inside <main> is loaded lazily and hydrates last, after header and footer. Pass
 * the path the page should be at when a click just started a navigation: until the new
 * document has replaced the old one, the old (hydrated) page would answer for it.
 */
export async function waitForHydration(page: Page, path?: string | RegExp) {
  if (path !== undefined) await expect(page).toHaveURL(typeof path === "string" ? new RegExp(`${escape(path)}([?#]|$)`) : path);
  await waitUntilInteractive(page.getByRole("main").locator("> *").first());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
