import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { storeUrl } from "../fixtures";

/** The account page's "your data" section: the download of everything held, and erasure behind a dialog. */
export class DataRightsSection {
  constructor(readonly page: Page) {}

  get section() {
    return this.page.getByTestId("data-rights");
  }

  async goto(store: string) {
    await this.page.goto(storeUrl(store, "/accounts"));
  }

  /** Clicks the download button and answers the file's name and parsed content. */
  async download(button: RegExp): Promise<{ name: string; data: Record<string, unknown> }> {
    const [file] = await Promise.all([this.page.waitForEvent("download"), this.section.getByRole("button", { name: button }).click()]);
    const path = await file.path();
    return { name: file.suggestedFilename(), data: JSON.parse(await readFile(path, "utf8")) as Record<string, unknown> };
  }

  async openErase(button: RegExp) {
    await this.section.getByRole("button", { name: button }).click();
    return this.page.getByRole("dialog");
  }
}
