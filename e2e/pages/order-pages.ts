import { expect, type Locator, type Page } from "@playwright/test";
import { storeUrl } from "../fixtures";
import { waitForHydration } from "./hydration";

/** /accounts/orders: the signed-in customer's orders. */
export class OrdersListPage {
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId("order-row");
  }

  async goto(store: string, query = "") {
    await this.page.goto(storeUrl(store, `/accounts/orders${query}`));
    await waitForHydration(this.page);
  }

  row(orderNumber: string) {
    return this.rows.filter({ has: this.page.getByRole("link", { name: orderNumber, exact: true }) });
  }

  async open(orderNumber: string) {
    await this.row(orderNumber).getByRole("link", { name: orderNumber, exact: true }).click();
    await this.page.waitForURL(new RegExp(`/accounts/orderdetail\\?orderNumber=${orderNumber}$`));
    await waitForHydration(this.page);
  }
}

/** /accounts/orderdetail?orderNumber=: the order, Continue, Cancel and the change request. */
export class OrderDetailPage {
  readonly status: Locator;
  readonly notice: Locator;
  readonly payReminder: Locator;
  readonly cancelButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId("order-status");
    this.notice = page.getByTestId("order-notice");
    this.payReminder = page.getByTestId("pay-reminder");
    this.cancelButton = page.getByTestId("cancel-order");
    this.dialog = page.getByRole("dialog");
  }

  /** Cancel, then the dialog's confirmation button. */
  async cancel(confirmName: string) {
    await this.cancelButton.click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole("button", { name: confirmName }).click();
    await expect(this.dialog).toBeHidden();
  }

  async requestChange(labels: { field: string; submit: string }, message: string) {
    await this.page.getByRole("textbox", { name: labels.field }).fill(message);
    await this.page.getByRole("button", { name: labels.submit }).click();
  }
}

/** The order number the sandbox provider's page shows (its first detail: Order). */
export async function sandboxOrderNumber(page: Page): Promise<string> {
  return ((await page.locator("main dl dd").first().textContent()) ?? "").trim();
}
