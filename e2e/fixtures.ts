import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);

/** The origin of a store on the local server: `us-vip.localhost:PORT` for us_vip, etc. */
export function storeUrl(store: string, path = "/") {
  return `http://${store.replace("_", "-")}.localhost:${port}${path}`;
}

/**
 * axe-core over the whole page; returns the violations so a test can print them. It first lets
 * running entrance animations end (a dialog fades in over --duration): axe reads colours as they
 * are at that instant, and a half-faded button fails the contrast rule it passes once shown.
 */
export async function axeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

export const test = base;
export { expect };
