import { expect, type Locator, type Response } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { withTestIds } from "./page-object";

/**
 * The chrome every shop page shares: header (preference selectors, account menu), footer
 * newsletter, cookie banner. Names are the English ones, so journeys that use them start on
 * an English store.
 */
export class ShopShell extends withTestIds({ expressFee: "express-fee", cookieBanner: "cookie-banner" }) {
  readonly html = this.page.locator("html");
  readonly main = this.page.getByRole("main");
  readonly shipToSelect = this.page.getByRole("combobox", { name: "Ship to" });
  readonly languageSelect = this.page.getByRole("combobox", { name: "Language" });
  readonly currencySelect = this.page.getByRole("combobox", { name: "Currency" });
  /** On a phone: the one button the three selectors fold into. */
  readonly preferencesToggle = this.page.getByRole("button", { name: /^Ship to, language and currency/ });
  readonly accountButton = this.page.getByRole("button", { name: "Account" });
  readonly accountMenu = this.page.getByRole("menu", { name: "Account" });
  readonly newsletter = this.page.getByRole("region", { name: "Newsletter" });
  readonly newsletterEmail = this.newsletter.getByRole("textbox", { name: "Email address" });
  readonly newsletterSubmit = this.newsletter.getByRole("button", { name: "Subscribe" });

  /** Opens a page of a store and waits until the app has hydrated, so it reacts to input. */
  async open(store: string, path = "/"): Promise<Response> {
    const response = await this.visit(store, path);
    expect(response, `no response for ${store}${path}`).not.toBeNull();
    return response!;
  }

  async waitForHydration() {
    await waitForHydration(this.page);
  }

  cookieButton(name: "Accept all" | "Reject non-essential") {
    return this.cookieBanner.getByRole("button", { name });
  }

  /** The consent decision the browser stores (cc_cookie), or null. */
  async consentCookie(): Promise<{ categories: string[]; revision: number; decidedAt: string } | null> {
    const cookie = (await this.page.context().cookies()).find((c) => c.name === "cc_cookie");
    return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
  }

  async cookie(name: string) {
    return (await this.page.context().cookies()).find((c) => c.name === name) ?? null;
  }

  /** Picks an option in a header selector; the page reloads in the new preference. */
  async choose(select: Locator, value: string) {
    const reloaded = this.page.waitForEvent("load");
    await select.selectOption(value);
    await reloaded;
    await this.waitForHydration();
  }
}
