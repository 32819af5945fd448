import type { Browser, Locator, Page } from "@playwright/test";
import { expect, storeUrl } from "../fixtures";
import type { BackOffice } from "./admin-pages";
import { waitForHydration } from "./hydration";

/**
 * Merchant insight's two sides: a shopper who accepted statistics arriving from a campaign link,
 * in a browser context of their own (their own visit), and the back office's insight screen.
 */
export class CampaignVisitor {
  private constructor(readonly page: Page) {}

  /** Lands on the us store from a campaign link with statistics (analytics) accepted. */
  static async land(browser: Browser, path: string): Promise<CampaignVisitor> {
    const context = await browser.newContext();
    const consent = { categories: ["necessary", "analytics"], revision: 1, decidedAt: "2025-01-01T00:00:00.000Z" };
    await context.addCookies([{ name: "cc_cookie", value: encodeURIComponent(JSON.stringify(consent)), url: storeUrl("us", "") }]);
    const page = await context.newPage();
    await page.goto(storeUrl("us", path));
    await waitForHydration(page);
    // The recorder is loaded after consent is known; the visit (and its campaign) begins once it has run.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("he-insight-visit"))).not.toBeNull();
    return new CampaignVisitor(page);
  }

  /**
   * Leaves the landing page for another page of the shop: the landing page hides and sends its
   * beacon. (Playwright does not report a beacon's request, so the screen is asked until it
   * shows what the beacons carried: InsightScreen.showUsStore.)
   */
  async goOnTo(path: string) {
    await this.page.goto(storeUrl("us", path));
    await waitForHydration(this.page);
  }

  async close() {
    await this.page.context().close();
  }
}

export class InsightScreen {
  constructor(readonly office: BackOffice) {}

  get page() {
    return this.office.page;
  }

  /** The campaigns table's row of one campaign. */
  campaign(name: string): Locator {
    return this.page.getByRole("table", { name: "Campaigns and landing pages" }).getByRole("row").filter({ hasText: name });
  }

  /** The row's figures by column: visits, orders, revenue in USD, conversion. */
  async figures(name: string) {
    const cells = this.campaign(name).getByRole("cell");
    const text = async (i: number) => ((await cells.nth(i).textContent()) ?? "").trim();
    return { visits: await text(3), orders: await text(4), revenueUsd: await text(5), conversion: await text(7) };
  }

  /** Shows the range with today for the us store, asking again until the beacons have arrived. */
  async showUsStore(expected: string[]) {
    await expect(async () => {
      await this.page.reload();
      await waitForHydration(this.page);
      await this.page.getByRole("combobox", { name: "Store" }).click();
      await this.page.getByRole("option", { name: "us", exact: true }).click();
      await this.page.getByRole("button", { name: "Show" }).click();
      for (const name of expected) await expect(this.campaign(name)).toHaveCount(1, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }
}
