import { expect, type Locator, type Page } from "@playwright/test";
import { withTestIds } from "./page-object";

/** /accounts/wishlist: one row per kept product, with Move to cart and Remove. */
export class WishlistPage extends withTestIds({ items: "wishlist-item", status: "wishlist-status" }) {
  async goto(store: string) {
    await this.visit(store, "/accounts/wishlist");
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
