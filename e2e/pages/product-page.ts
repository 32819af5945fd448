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
    // Pages kept alive stay in the DOM hidden: look inside the visible product page only.
    this.root = page.locator('[data-testid="product-page"]:visible');
    this.title = this.root.getByRole("heading", { level: 1 });
    this.colors = this.root.getByTestId("color-choice");
    this.sizes = this.root.getByTestId("size-choice");
    this.stock = this.root.getByTestId("stock");
    this.personalization = this.root.getByTestId("personalization");
    this.addToBag = this.root.getByTestId("purchase-form").locator("button[type=submit]");
    this.status = this.root.getByTestId("purchase-status");
    this.galleryMain = this.root.getByTestId("gallery-main");
  }

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
