import { withTestIds } from "./page-object";

/** /accounts/cards: the customer's saved cards and the delete confirmation dialog. */
export class SavedCardsPage extends withTestIds({ cards: "saved-card", status: "saved-cards-status", empty: "saved-cards-empty" }) {
  readonly dialog = this.page.getByRole("dialog");

  async goto(store: string) {
    await this.visit(store, "/accounts/cards");
  }

  deleteButton(name: string) {
    return this.page.getByRole("button", { name });
  }
}
