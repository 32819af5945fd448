import { expect, type Page } from "@playwright/test";
import { storeUrl } from "../fixtures";
import type { AddressInput } from "./checkout-pages";

/** The header's account menu: sign in / register, or the customer's links and sign out. */
export class AccountMenu {
  constructor(readonly page: Page) {}

  get button() {
    return this.page.locator(".account-menu__button");
  }

  /** Opens the menu; a click that lands before hydration does nothing, so it tries again. */
  async open() {
    await expect(async () => {
      if ((await this.button.getAttribute("aria-expanded")) !== "true") await this.button.click();
      await expect(this.button).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    }).toPass();
    return this.page.getByRole("menu");
  }

  async signOut() {
    const menu = await this.open();
    await menu.getByRole("menuitem", { name: /sign out|déconnexion|se déconnecter|abmelden|cerrar sesión/i }).click();
  }
}

/** An address-book entry: the checkout's address fields with the country chosen too. */
export type AddressDetails = Omit<AddressInput, "state"> & { country: string };

/** /accounts/addressbook. */
export class AddressBookPage {
  constructor(readonly page: Page) {}

  async goto(store: string) {
    await this.page.goto(storeUrl(store, "/accounts/addressbook"));
  }

  get form() {
    return this.page.locator("form.address-form");
  }

  get cards() {
    return this.page.getByTestId("address-card");
  }

  async startAdding() {
    await this.page.getByRole("button", { name: /add a new address|ajouter une adresse|neue adresse|añadir una dirección/i }).click();
    await expect(this.form).toBeVisible();
  }

  async fill(address: Partial<AddressDetails>) {
    const form = this.form;
    const fields: [keyof AddressDetails, RegExp][] = [
      ["firstName", /^(first name|prénom|vorname|nombre)/i],
      ["lastName", /^(last name|nom|nachname|apellidos)/i],
      ["address1", /^(street address|adresse|straße und hausnummer|calle y número)/i],
      ["city", /^(town\/city|ville|ort|ciudad\/localidad)/i],
      ["postcode", /^(postal code|postcode|code postal|postleitzahl|código postal)/i],
      ["phone", /^(phone number|numéro de téléphone|telefonnummer|número de teléfono)/i],
    ];
    if (address.country) await form.getByRole("combobox", { name: /country|pays|land|país/i }).selectOption(address.country);
    for (const [key, label] of fields) if (address[key] !== undefined) await form.getByRole("textbox", { name: label }).fill(address[key]!);
  }

  async save() {
    await this.form.getByRole("button", { name: /save address|enregistrer l’adresse|adresse speichern|guardar la dirección/i }).click();
  }
}
