import { expect, type Locator } from "@playwright/test";
import { withTestIds } from "./page-object";

/** The back office's catalogue import screen: the file, the dry run's report, apply. */
export class CatalogImportPage extends withTestIds({ report: "import-report" }) {
  async choose(store: string, csv: string, fileName = "products.csv") {
    await this.page.getByRole("combobox", { name: "Store" }).click();
    await this.page.getByRole("option", { name: store, exact: true }).click();
    await this.page.getByLabel("Product CSV file").setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  }

  /** The counts row of the report: created, updated, unchanged, skipped. */
  counts(row: "Products" | "Variants"): Locator {
    return this.report.getByRole("table", { name: /What the import/ }).getByRole("row", { name: new RegExp(`^${row}`) });
  }

  async dryRun() {
    await this.page.getByRole("button", { name: "Check the file" }).click();
    await expect(this.report.getByRole("heading", { name: "Dry run: nothing was written yet" })).toBeVisible();
  }

  async apply() {
    await this.page.getByRole("button", { name: "Apply the import" }).click();
    await expect(this.report.getByRole("heading", { name: "Imported" })).toBeVisible();
  }
}
