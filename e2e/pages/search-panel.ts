import { expect } from "@playwright/test";
import { withTestIds } from "./page-object";

/** The header search: field, suggestions and the panel shown before typing. */
export class SearchPanel extends withTestIds({ input: "search-input", panel: "search-panel", form: "search-form" }) {
  readonly suggestions = this.page.getByTestId("search-suggestions").getByRole("option");

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
