import { expect, type Locator, type Page } from "@playwright/test";
import { storeUrl } from "../fixtures";
import { waitForHydration } from "./checkout-pages";

/** /accounts/wishlist: one row per kept product, with Move to cart and Remove. */
export class WishlistPage {
  readonly items: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId("wishlist-item");
    this.status = page.getByTestId("wishlist-status");
  }

  async goto(store: string) {
    await this.page.goto(storeUrl(store, "/accounts/wishlist"));
    await waitForHydration(this.page);
  }

  item(spuCode: string) {
    return this.page.locator(`[data-testid="wishlist-item"][data-spu="${spuCode}"]`);
  }

  async moveToCart(spuCode: string) {
    await this.item(spuCode)
      .getByRole("button", { name: /^Move to cart/ })
      .click();
    await expect(this.item(spuCode)).toHaveCount(0);
  }
}

/** The heart of a product card or product page, by the product's name. */
export function heartFor(scope: Page | Locator, productName: string) {
  return scope.getByRole("button", { name: `Save ${productName} to my wishlist` });
}
