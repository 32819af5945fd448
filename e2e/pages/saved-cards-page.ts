import type { Locator, Page } from "@playwright/test";
import { storeUrl } from "../fixtures";
import { waitForHydration } from "./hydration";

/** /accounts/cards: the customer's saved cards and the delete confirmation dialog. */
export class SavedCardsPage {
  readonly cards: Locator;
  readonly status: Locator;
  readonly empty: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId("saved-card");
    this.status = page.getByTestId("saved-cards-status");
    this.empty = page.getByTestId("saved-cards-empty");
    this.dialog = page.getByRole("dialog");
  }

  async goto(store: string) {
    await this.page.goto(storeUrl(store, "/accounts/cards"));
    await waitForHydration(this.page);
  }

  deleteButton(name: string) {
    return this.page.getByRole("button", { name });
  }
}
