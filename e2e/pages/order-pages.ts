import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { withTestIds } from "./page-object";

/** /accounts/orders: the signed-in customer's orders. */
export class OrdersListPage extends withTestIds({ rows: "order-row" }) {
  async goto(store: string, query = "") {
    await this.visit(store, `/accounts/orders${query}`);
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
export class OrderDetailPage extends withTestIds({
  status: "order-status",
  notice: "order-notice",
  payReminder: "pay-reminder",
  cancelButton: "cancel-order",
}) {
  readonly dialog = this.page.getByRole("dialog");

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
