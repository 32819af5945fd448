import { expect, type Locator } from "@playwright/test";
import { withTestIds } from "./page-object";

/** The listing's parts by test id: each is a locator of the same name (`this.cards`…). */
const TEST_IDS = { cards: "product-card", total: "listing-total", sort: "sort-select", noMatch: "no-match" };

/**
 * A product listing (category, sale, search…): filters, sort, pages and cards, looked up
 * inside the visible listing.
 */
export class ListingPage extends withTestIds(TEST_IDS, { inside: "listing-page" }) {
  readonly pager = this.root.getByRole("navigation", { name: /pages|seiten|páginas/i });
  readonly clearFilters = this.root.getByTestId("clear-filters").first();

  /** Visible and live (hydrated): its forms and selects answer from here on. */
  async expectLoaded() {
    await expect(this.root).toHaveAttribute("data-hydrated", "true");
  }

  /** The count in "N items" above the grid. */
  async totalCount(): Promise<number> {
    const text = (await this.total.textContent()) ?? "";
    return Number(text.replace(/\D+/g, ""));
  }

  facetGroup(label: string | RegExp): Locator {
    return this.root.locator("details.facet").filter({ has: this.page.locator("summary", { hasText: label }) });
  }

  /** The options of a filter group, e.g. material: links with their counts. */
  facetOptions(attrName: string): Locator {
    return this.root.locator(`[data-testid^="facet-${attrName}-"]`);
  }

  async chooseFacet(attrName: string, index = 0) {
    const option = this.facetOptions(attrName).nth(index);
    const count = Number(((await option.locator(".facet__count").textContent()) ?? "").replace(/\D+/g, ""));
    await option.click();
    await expect(this.page).toHaveURL(new RegExp(`attr_ids=[^&]*${attrName}_`));
    return count;
  }

  async priceRange(min: string, max: string) {
    const form = this.root.getByTestId("price-form");
    await form.getByLabel(/min/i).fill(min);
    await form.getByLabel(/max/i).fill(max);
    await form.getByRole("button").click();
    await expect(this.page).toHaveURL(/price=/);
  }

  async sortBy(value: string) {
    await this.sort.selectOption(value);
    await expect(this.page).toHaveURL(new RegExp(`sort=${value}`));
  }

  /** Sale prices of the cards shown, as numbers in the store's currency. */
  async prices(): Promise<number[]> {
    const texts = await this.cards.locator(".price-tag__sale").allTextContents();
    return texts.map((t) => {
      const clean = t.replace(/[^\d.,]/g, "");
      // `1.234,50` (euro) and `1,234.50` (others) both end in two decimals.
      return Number(clean.replace(/[.,](?=\d{3}\b)/g, "").replace(",", "."));
    });
  }

  async goToPage(n: number) {
    await this.pager.getByRole("link", { name: new RegExp(`\\b${n}$`) }).click();
    await expect(this.page).toHaveURL(new RegExp(`page=${n}`));
  }
}
