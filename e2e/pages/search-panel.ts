import { expect, type Locator, type Page } from "@playwright/test";

/** The header search: field, suggestions and the panel shown before typing. */
export class SearchPanel {
  readonly input: Locator;
  readonly suggestions: Locator;
  readonly panel: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByTestId("search-input");
    this.suggestions = page.getByTestId("search-suggestions").getByRole("option");
    this.panel = page.getByTestId("search-panel");
    this.form = page.getByTestId("search-form");
  }

  /** The field works as a combobox once the page is live. */
  async ready() {
    await expect(this.form).toHaveAttribute("data-hydrated", "true");
  }

  async type(text: string) {
    await this.ready();
    await this.input.click();
    await this.input.pressSequentially(text);
  }

  async expectSuggestions() {
    await expect(this.suggestions.first()).toBeVisible();
  }

  async submit(text: string) {
    await this.ready();
    await this.input.fill(text);
    await this.input.press("Enter");
  }
}
