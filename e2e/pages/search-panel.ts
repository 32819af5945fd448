import { expect, type Locator, type Page } from "@playwright/test";

/** The header search: field, suggestions and the panel shown before typing. */
export class SearchPanel {
  readonly input: Locator;
  readonly suggestions: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByTestId("search-input");
    this.suggestions = page.getByTestId("search-suggestions").getByRole("option");
    this.panel = page.getByTestId("search-panel");
  }

  async type(text: string) {
    await this.input.click();
    await this.input.pressSequentially(text);
  }

  async expectSuggestions() {
    await expect(this.suggestions.first()).toBeVisible();
  }

  async submit(text: string) {
    await this.input.fill(text);
    await this.input.press("Enter");
  }
}
