import { expect, type Locator, type Page } from "@playwright/test";
import { storeUrl } from "../fixtures";
import { waitForHydration } from "./hydration";

/** /custommade in Spanish: the custom-jewelry form and its confirmation. */
export class CustomMadePage {
  readonly form: Locator;
  readonly done: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("custom-form");
    this.done = page.getByTestId("custom-done");
  }

  async fill(values: { name: string; email: string; country: string; pieceType: string; material: string; stone: string; details: string }) {
    await this.form.getByLabel("Nombre").fill(values.name);
    await this.form.getByLabel("Correo electrónico").fill(values.email);
    await this.form.getByLabel("País").selectOption(values.country);
    await this.form.getByLabel("Tipo de pieza").selectOption(values.pieceType);
    await this.form.getByLabel("Material").fill(values.material);
    await this.form.getByLabel("Piedra").fill(values.stone);
    await this.form.getByLabel("Información adicional").fill(values.details);
  }

  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.form.locator("input[type=file]").setInputFiles(files);
    await expect(this.form.locator('[data-status="filled"]')).toHaveCount(files.length);
  }

  /** Sends the form and answers the request number of the confirmation. */
  async send(): Promise<string> {
    await this.form.getByRole("button", { name: "Enviar mi solicitud" }).click();
    await expect(this.done).toBeVisible();
    return /CJ\d{10}/.exec((await this.done.textContent()) ?? "")?.[0] ?? "";
  }
}

/** /accounts/customrequest: one request as its customer sees it. */
export class CustomRequestPage {
  readonly status: Locator;
  readonly pay: Locator;
  readonly timeline: Locator;
  readonly stages: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId("custom-status");
    this.pay = page.getByTestId("custom-pay");
    this.timeline = page.getByTestId("custom-timeline").getByRole("listitem");
    this.stages = page.getByTestId("custom-stages");
  }

  async open(store: string, requestNumber: string) {
    await this.page.goto(storeUrl(store, `/accounts/customrequest?requestNumber=${requestNumber}`));
    await waitForHydration(this.page);
  }
}

/** The back office's custom-jewelry screen on one request. */
export class AdminCustomRequest {
  constructor(readonly page: Page) {}

  async open(requestNumber: string) {
    await this.page.goto(storeUrl("us", `/admin/custom?number=${requestNumber}`));
    await waitForHydration(this.page);
    await expect(this.page.getByTestId("admin-custom-request")).toBeVisible();
  }

  async quote(total: string, deposit: string) {
    await this.page.getByLabel("Total price (the request's currency)").fill(total);
    await this.page.getByLabel("Deposit (20–50 USD in that currency)").fill(deposit);
    await this.page.getByRole("button", { name: "Send quote" }).click();
    await expect(this.page.getByRole("heading", { name: /quoted$/ })).toBeVisible();
  }

  /** A step's form by its button; pictures go through the shared upload path first. */
  async step(button: string, expectStatus: string, files: { name: string; mimeType: string; buffer: Buffer }[] = []) {
    const form = this.page.getByRole("region", { name: button });
    if (files.length) {
      await form.locator("input[type=file]").setInputFiles(files);
      await expect(form.locator('[data-status="filled"]')).toHaveCount(files.length);
    }
    await form.getByRole("button", { name: button }).click();
    await expect(this.page.getByRole("heading", { name: new RegExp(`${expectStatus}$`) })).toBeVisible();
  }
}
