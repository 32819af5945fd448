import { expect, type Locator } from "@playwright/test";
import { withTestIds } from "./page-object";

/** The page's parts by test id: each is a locator of the same name (`this.colors`…). */
const TEST_IDS = {
  colors: "color-choice",
  sizes: "size-choice",
  stock: "stock",
  personalization: "personalization",
  status: "purchase-status",
  galleryMain: "gallery-main",
};

/** A product page: gallery, colour and size, engraving, quantity, add to bag. */
export class ProductPage extends withTestIds(TEST_IDS, { inside: "product-page" }) {
  readonly title = this.root.getByRole("heading", { level: 1 });
  readonly addToBag = this.root.getByTestId("purchase-form").locator("button[type=submit]");

  /** Visible and live (hydrated): its forms and selects answer from here on. */
  async expectLoaded() {
    await expect(this.root).toHaveAttribute("data-hydrated", "true");
  }

  spu() {
    return this.root.getAttribute("data-spu");
  }

  /** Picks the first colour that is in stock; its name. */
  async pickColor(): Promise<string> {
    const radio = this.colors.locator("input[type=radio]:not([disabled])").first();
    const value = (await radio.getAttribute("value")) ?? "";
    await radio.check({ force: true });
    return value;
  }

  async pickSize(): Promise<string> {
    const radio = this.sizes.locator("input[type=radio]:not([disabled])").first();
    const value = (await radio.getAttribute("value")) ?? "";
    await radio.check({ force: true });
    return value;
  }

  signature(): Locator {
    return this.personalization.getByRole("textbox").first();
  }

  message(): Locator {
    return this.personalization.getByRole("textbox").nth(1);
  }
}
