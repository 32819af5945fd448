import type { Locator } from "@playwright/test";
import { withTestIds } from "./page-object";

/** `/lookBooks` and one look book: looks, their hotspots and the shop-the-look dialog. */
export class LookBookPage extends withTestIds({ index: "look-books", looks: "look" }) {
  readonly dialog = this.page.getByRole("dialog");

  async openIndex(store: string) {
    return this.visit(store, "/lookBooks");
  }

  /** The hotspot buttons on a look's picture (named after their products). */
  hotspots(look: Locator) {
    return look.locator(".look__picture").getByRole("button");
  }

  /** The product card a hotspot opens. */
  card(look: Locator) {
    return look.getByTestId("product-card");
  }
}
