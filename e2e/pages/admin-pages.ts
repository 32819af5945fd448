import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { STAFF_ACCOUNTS, STAFF_PASSWORD } from "../../scripts/seeds/700-staff.mjs";
import { axeViolations, expect, storeUrl } from "../fixtures";
import { waitForHydration } from "./hydration";

type Role = "owner" | "support" | "fulfilment";
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Each role's signed-in session, per journey worker. */
const SESSIONS = new Map<Role, StorageState>();

/**
 * The back office as a staff member of the seeded accounts (scripts/seeds/700-staff.mjs) sees
 * it, in a browser context of its own so the shopper's cookies stay apart.
 */
export class BackOffice {
  private constructor(readonly page: Page) {}

  static async signIn(browser: Browser, role: Role): Promise<BackOffice> {
    // Staff sign-in is budgeted per email (10 in 15 minutes), and the journeys open the back
    // office more often than that: a worker signs each role in once and reuses its session.
    const kept = SESSIONS.get(role);
    if (kept) {
      const page = await (await browser.newContext({ storageState: kept })).newPage();
      await page.goto(storeUrl("us", "/admin"));
      if (/\/admin$/.test(new URL(page.url()).pathname)) return BackOffice.onDashboard(page);
      await page.context().close();
    }
    const page = await (await browser.newContext()).newPage();
    const account = STAFF_ACCOUNTS.find((a) => a.role === role)!;
    await page.goto(storeUrl("us", "/admin/login"));
    await waitForHydration(page);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin$/);
    const office = await BackOffice.onDashboard(page);
    SESSIONS.set(role, await page.context().storageState());
    return office;
  }

  /** The back office once its dashboard, where a sign-in lands, reacts. */
  private static async onDashboard(page: Page): Promise<BackOffice> {
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    return new BackOffice(page);
  }

  get nav(): Locator {
    return this.page.getByRole("navigation", { name: "Back office" });
  }

  /** A screen by its path, once its table or form is there. */
  async open(path: string, heading: string) {
    await this.page.goto(storeUrl("us", path));
    await waitForHydration(this.page);
    await expect(this.page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(this.page.getByText("Loading…")).toHaveCount(0);
  }

  /** A screen of the nav by its path: open, its link there marked current, and nothing for axe to find. */
  async openScreen(path: string, name: string) {
    await this.open(path, name);
    await expect(this.nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    expect(await axeViolations(this.page), path).toEqual([]);
  }

  /**
   * Opens the dialog a "New …" button names after itself; the kit's modal takes focus into it.
   * `save` submits the dialog's form with its fields, and checks that it closed and that focus
   * went back to the button that opened it.
   */
  async openDialog(button: string) {
    const opener = this.page.getByRole("button", { name: button });
    await opener.click();
    const dialog = this.page.getByRole("dialog", { name: button });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    const save = async (submit: string, fields: Record<string, string>) => {
      await this.act(submit, fields);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    };
    return { dialog, save };
  }

  /** The rows of a table (by its name) that hold `text`. */
  rows(table: string, text: string): Locator {
    return this.page.getByRole("table", { name: table }).getByRole("row").filter({ hasText: text });
  }

  async openOrder(orderNumber: string) {
    await this.page.goto(storeUrl("us", `/admin/orders?number=${orderNumber}`));
    await waitForHydration(this.page);
    await expect(
      this.page.getByRole("heading", {
        name: new RegExp(`Order ${orderNumber}`),
      }),
    ).toBeVisible();
  }

  get orderStatus(): Locator {
    return this.page.getByTestId("order-status");
  }

  /** Fills the fields of one action's form (by their labels) and submits it with its button. */
  async act(button: string, fields: Record<string, string> = {}) {
    const form = this.page.locator("form", {
      has: this.page.getByRole("button", { name: button, exact: true }),
    });
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole("button", { name: button, exact: true }).click();
  }

  async openCustomer(email: string) {
    await this.page.goto(storeUrl("us", "/admin/customers"));
    await waitForHydration(this.page);
    await this.page.getByRole("search", { name: "Find customers" }).getByLabel("Email").fill(email);
    await this.page.getByRole("button", { name: "Find" }).click();
    await this.page.getByRole("link", { name: email }).click();
    await expect(this.page.getByRole("heading", { name: email })).toBeVisible();
  }

  /** Picks an option of one of the kit's selects: the combobox, then the option in its list. */
  async choose(scope: Page | Locator, combobox: string, option: string) {
    await scope.getByRole("combobox", { name: combobox }).click();
    await scope.getByRole("option", { name: option, exact: true }).click();
  }

  async close() {
    await this.page.context().close();
  }
}
