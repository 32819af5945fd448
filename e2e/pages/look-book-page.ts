import type { Locator, Page } from "@playwright/test";
import { storeUrl } from "../fixtures";
import { waitForHydration } from "./hydration";

/** `/lookBooks` and one look book: looks, their hotspots and the shop-the-look dialog. */
export class LookBookPage {
  readonly index: Locator;
  readonly looks: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.index = page.getByTestId("look-books");
    this.looks = page.getByTestId("look");
    this.dialog = page.getByRole("dialog");
  }

  async openIndex(store: string) {
    const response = await this.page.goto(storeUrl(store, "/lookBooks"));
    await waitForHydration(this.page);
    return response;
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
