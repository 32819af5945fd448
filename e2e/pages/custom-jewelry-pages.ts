import { expect } from "@playwright/test";
import { PageObject, withTestIds } from "./page-object";

/** /custommade in Spanish: the custom-jewelry form and its confirmation. */
export class CustomMadePage extends withTestIds({ form: "custom-form", done: "custom-done" }) {
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
export class CustomRequestPage extends withTestIds({ status: "custom-status", pay: "custom-pay", stages: "custom-stages" }) {
  readonly timeline = this.page.getByTestId("custom-timeline").getByRole("listitem");

  async open(store: string, requestNumber: string) {
    await this.visit(store, `/accounts/customrequest?requestNumber=${requestNumber}`);
  }
}

/** The back office's custom-jewelry screen on one request. */
export class AdminCustomRequest extends PageObject {
  async open(requestNumber: string) {
    await this.visit("us", `/admin/custom?number=${requestNumber}`);
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
