import { expect, type Locator, type Page } from "@playwright/test";

/** A product page: gallery, colour and size, engraving, quantity, add to bag. */
export class ProductPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly colors: Locator;
  readonly sizes: Locator;
  readonly stock: Locator;
  readonly personalization: Locator;
  readonly addToBag: Locator;
  readonly status: Locator;
  readonly galleryMain: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("product-page");
    this.title = page.getByRole("heading", { level: 1 });
    this.colors = page.getByTestId("color-choice");
    this.sizes = page.getByTestId("size-choice");
    this.stock = page.getByTestId("stock");
    this.personalization = page.getByTestId("personalization");
    this.addToBag = page.getByTestId("purchase-form").locator("button[type=submit]");
    this.status = page.getByTestId("purchase-status");
    this.galleryMain = page.getByTestId("gallery-main");
  }

  async expectLoaded() {
    await expect(this.root).toBeVisible();
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
