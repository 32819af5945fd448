import { expect, type Locator } from "@playwright/test";
import { storeUrl } from "../fixtures";
import { waitForHydration, waitUntilInteractive } from "./hydration";
import { PageObject } from "./page-object";

/** The help centre: topic menu, topic text and the ticket form, found by role and label. */
export class HelpCentrePage extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1 });
  readonly article = this.page.getByRole("article");

  async open(store: string, topic: string) {
    await this.page.goto(storeUrl(store, `/help/${topic}`));
    await expect(this.heading).toBeVisible();
    await waitForHydration(this.page);
  }

  /** The menu of topics; its name is in the shop's language ("Help centre", "Hilfe-Center"…). */
  menu(name: string) {
    return this.page.getByRole("navigation", { name });
  }

  async goToTopic(menuName: string, topicTitle: string) {
    await this.menu(menuName).getByRole("link", { name: topicTitle, exact: true }).click();
    await expect(this.heading).toHaveText(topicTitle);
  }

  /** Takes the consent decision where the banner asks for one, so it covers nothing. */
  async rejectNonEssentialCookies(buttonName: string) {
    const banner = this.page.getByTestId("cookie-banner");
    if (await banner.isVisible()) {
      await banner.getByRole("button", { name: buttonName }).click();
      await expect(banner).toBeHidden();
    }
  }

  /** React has attached its handlers, so a submit is the app's and not the browser's own. */
  waitUntilInteractive(locator: Locator) {
    return waitUntilInteractive(locator);
  }

  ticketForm() {
    const form = this.page.getByRole("form", { name: "Support ticket" });
    return {
      form,
      name: form.getByLabel("Your name"),
      email: form.getByLabel("Email address"),
      orderNumber: form.getByLabel("Order number (optional)"),
      topic: form.getByLabel("Topic"),
      message: form.getByLabel("Your message"),
      submit: form.getByRole("button", { name: "Send ticket" }),
    };
  }

  ticketSuccess() {
    return this.page.getByTestId("ticket-success");
  }
}
