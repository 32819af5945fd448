import type { Locator, Page } from "@playwright/test";

/** The 404 screen: OOPS, the not-found message and BACK TO HOME. */
export class NotFoundPage {
  readonly heading: Locator;
  readonly message: Locator;
  readonly backHome: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "OOPS" });
    this.message = page.getByTestId("not-found-message");
    this.backHome = page.getByRole("main").getByRole("link", { name: "BACK TO HOME" });
  }
}
