import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { storeUrl } from "../fixtures";
import { waitForHydration } from "./hydration";

/**
 * The chrome every shop page shares: header (preference selectors, account menu), footer
 * newsletter, cookie banner. Names are the English ones, so journeys that use them start on
 * an English store.
 */
export class ShopShell {
  readonly html: Locator;
  readonly main: Locator;
  readonly expressFee: Locator;
  readonly cookieBanner: Locator;
  readonly shipToSelect: Locator;
  readonly languageSelect: Locator;
  readonly currencySelect: Locator;
  readonly accountButton: Locator;
  readonly accountMenu: Locator;
  readonly newsletter: Locator;
  readonly newsletterEmail: Locator;
  readonly newsletterSubmit: Locator;

  constructor(readonly page: Page) {
    this.html = page.locator("html");
    this.main = page.getByRole("main");
    this.expressFee = page.getByTestId("express-fee");
    this.cookieBanner = page.getByTestId("cookie-banner");
    this.shipToSelect = page.getByRole("combobox", { name: "Ship to" });
    this.languageSelect = page.getByRole("combobox", { name: "Language" });
    this.currencySelect = page.getByRole("combobox", { name: "Currency" });
    this.accountButton = page.getByRole("button", { name: "Account" });
    this.accountMenu = page.getByRole("menu", { name: "Account" });
    this.newsletter = page.getByRole("region", { name: "Newsletter" });
    this.newsletterEmail = this.newsletter.getByRole("textbox", { name: "Email address" });
    this.newsletterSubmit = this.newsletter.getByRole("button", { name: "Subscribe" });
  }

  /** Opens a page of a store and waits until the app has hydrated, so it reacts to input. */
  async open(store: string, path = "/"): Promise<Response> {
    const response = await this.page.goto(storeUrl(store, path));
    expect(response, `no response for ${store}${path}`).not.toBeNull();
    await this.waitForHydration();
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
