import { expect, type Page } from "@playwright/test";
import { storeUrl } from "../fixtures";
import { waitForHydration } from "./hydration";
import { PageObject, withTestIds } from "./page-object";

/**
 * Page objects of the buying journey: shopping bag, checkout, the sandbox provider's page,
 * the payment result and track order. Names are the visible ones of the store's language,
 * passed in by the test, so a journey reads in the language the shopper sees.
 */

export { waitForHydration };

/** A shopper of one store who has decided on cookies already (the banner is another journey). */
export async function openStore(page: Page, store: string, path = "/") {
  const origin = storeUrl(store, "");
  const consent = { categories: ["necessary"], revision: 1, decidedAt: "2025-01-01T00:00:00.000Z" };
  await page.context().addCookies([{ name: "cc_cookie", value: encodeURIComponent(JSON.stringify(consent)), url: origin }]);
  await page.goto(storeUrl(store, path));
  await waitForHydration(page);
}

/**
 * Calls the API from the page itself, as the shop's own scripts do: same origin, same cookies.
 * (Node's request client cannot resolve `{store}.localhost`; the browser can.)
 */
export async function callApi(page: Page, path: string, body: unknown): Promise<{ status: number; envelope: any }> {
  return page.evaluate(
    async ([url, data]) => {
      const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(data) });
      return { status: response.status, envelope: await response.json() };
    },
    [`/api/${path}`, body] as const,
  );
}

/** Puts a SKU in the bag through `cart/add`, the call the product page's add-to-cart form makes. */
export async function addToBag(page: Page, sku: string, quantity = 1) {
  const { status, envelope } = await callApi(page, "cart/add", { sku, quantity });
  expect(status, JSON.stringify(envelope)).toBe(200);
}

export class CartPage extends withTestIds({ lines: "cart-line", total: "order-total", headerBadge: "header-cart-badge" }) {
  async open(store: string) {
    await this.visit(store, "/cart");
  }

  async applyCoupon(code: string, labels: { field: string; apply: string }) {
    await this.page.getByRole("textbox", { name: labels.field }).fill(code);
    await this.page.getByRole("button", { name: labels.apply, exact: true }).click();
  }

  status() {
    return this.page.getByRole("main").getByRole("status").first();
  }
}

export interface AddressInput {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  postcode: string;
  phone: string;
  state?: string;
}

/** The checkout form's labels in English, and an address there. */
export const EN_LABELS = {
  email: "Email",
  firstName: "First name",
  lastName: "Last name",
  address1: "Street address",
  city: "Town/City",
  postcode: "Post/Zip code",
  phone: "Phone number",
  state: "State/Province",
};
export const NEW_YORK: AddressInput = {
  firstName: "Sam",
  lastName: "Lee",
  address1: "350 5th Ave",
  city: "New York",
  postcode: "10118",
  phone: "212 555 0100",
  state: "NY",
};

/** The same in German, and an address in Berlin. */
export const DE_LABELS = {
  email: "E-Mail-Adresse",
  firstName: "Vorname",
  lastName: "Nachname",
  address1: "Straße und Hausnummer",
  city: "Ort",
  postcode: "Postleitzahl",
  phone: "Telefonnummer",
  state: "Bundesland/Provinz",
};
export const BERLIN: AddressInput = {
  firstName: "Anna",
  lastName: "Schmidt",
  address1: "Hauptstraße 5",
  city: "Berlin",
  postcode: "10115",
  phone: "+49 30 1234567",
};

/** The checkout form, by the labels of the store's language. */
export class CheckoutPage extends withTestIds({ total: "order-total" }) {
  constructor(
    page: Page,
    readonly labels: Record<keyof AddressInput | "email", string>,
  ) {
    super(page);
  }

  async open(store: string, query = "") {
    await this.visit(store, `/checkout${query}`);
  }

  field(name: keyof AddressInput | "email") {
    return this.page.getByLabel(this.labels[name], { exact: true }).first();
  }

  async fill(email: string, address: AddressInput) {
    await this.field("email").fill(email);
    for (const key of ["firstName", "lastName", "address1", "city", "postcode", "phone"] as const) {
      await this.field(key).fill(address[key]);
    }
    if (address.state) await this.field("state").selectOption(address.state);
  }

  radio(name: string | RegExp) {
    return this.page.getByRole("radio", { name });
  }

  /** Places the order and lands on the provider's page. */
  async placeOrder(buttonName: RegExp) {
    await this.page.getByRole("button", { name: buttonName }).click();
    await this.page.waitForURL(/\/payment\/sandbox\//);
  }
}

export class SandboxPage extends withTestIds({ amount: "sandbox-amount" }) {
  /** Chooses an outcome and waits for the shop's result page. */
  async choose(buttonName: string) {
    await this.page.getByRole("button", { name: buttonName }).click();
    await this.page.waitForURL(/\/payback\/sandbox\?/);
    await waitForHydration(this.page);
  }
}

export class PaybackPage extends withTestIds({ orderNumber: "order-number", status: "order-status" }) {
  readonly heading = this.page.getByRole("heading", { level: 1 });

  async continuePayment(buttonName: string) {
    await this.page.getByRole("button", { name: buttonName }).click();
    await this.page.waitForURL(/\/payment\/sandbox\//);
  }
}

export class TrackOrderPage extends PageObject {
  async track(labels: { orderNumber: string; contact: string; submit: string }, orderNumber: string | null, contact: string) {
    if (orderNumber !== null) await this.page.getByLabel(labels.orderNumber).fill(orderNumber);
    await this.page.getByLabel(labels.contact).fill(contact);
    await this.page.getByRole("button", { name: labels.submit, exact: true }).click();
  }

  /** With the order number field left empty, the tracking number names the order. */
  async trackByTrackingNumber(
    labels: { orderNumber: string; trackingNumber: string; contact: string; submit: string },
    trackingNumber: string,
    contact: string,
  ) {
    await this.page.getByLabel(labels.orderNumber, { exact: true }).fill("");
    await this.page.getByLabel(labels.trackingNumber, { exact: true }).fill(trackingNumber);
    await this.track(labels, null, contact);
  }
}
