import type { Page } from "@playwright/test";
import { expect, storeUrl } from "../fixtures";
import { Mailbox } from "./mailbox";

const CONFIRM = /^(confirm password|confirmer le mot de passe|passwort bestätigen|confirmar la contraseña)/i;

/** /login: the sign-in and register tabs and the forgotten-password flow. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async goto(store: string, query = "") {
    await this.page.goto(storeUrl(store, `/login${query}`));
  }

  get signInPanel() {
    return this.page.locator("#login-panel-signIn");
  }

  get registerPanel() {
    return this.page.locator("#login-panel-register");
  }

  async register(details: { firstName: string; email: string; password: string; agree?: boolean }) {
    await this.page.getByRole("tab", { name: /register|créer un compte|registrieren|registrarse/i }).click();
    const panel = this.registerPanel;
    await panel.getByLabel(/first name|prénom|vorname|^nombre/i).fill(details.firstName);
    await panel.getByLabel(/^(email|e-mail|e-mail-adresse|correo electrónico)/i).fill(details.email);
    await panel.getByLabel(/^(password|mot de passe|passwort|contraseña) ?\*?$/i).fill(details.password);
    await panel.getByLabel(CONFIRM).fill(details.password);
    if (details.agree !== false) await panel.getByRole("checkbox", { name: /privacy|confidentialité|datenschutz|privacidad/i }).check();
    await panel.getByRole("button", { name: /^(register|créer mon compte|registrieren|registrarme)$/i }).click();
  }

  /** Registers a new account in `store` with the code from the email on disk; ends on /accounts, signed in. */
  async registerAccount(store: string, details: { firstName: string; email: string; password: string }) {
    await this.goto(store, "?tab=register");
    const since = new Date();
    await this.register(details);
    await this.confirmRegistration(await new Mailbox(details.email).codeSince(since));
    await expect(this.page).toHaveURL(storeUrl(store, "/accounts"));
  }

  async confirmRegistration(code: string) {
    const panel = this.registerPanel;
    await panel.getByRole("textbox", { name: /code/i }).fill(code);
    await panel.getByRole("button", { name: /^(create account|créer le compte|konto anlegen|crear la cuenta)$/i }).click();
  }

  async signIn(email: string, password: string, remember = false) {
    const panel = this.signInPanel;
    await panel.getByLabel(/^(email|e-mail|e-mail-adresse|correo electrónico)/i).fill(email);
    await panel.getByLabel(/^(password|mot de passe|passwort|contraseña) ?\*?$/i).fill(password);
    if (remember) await panel.getByRole("checkbox", { name: /30/ }).check();
    await panel.getByRole("button", { name: /^(sign in|se connecter|anmelden|iniciar sesión)$/i }).click();
  }

  async requestReset(email: string) {
    await this.signInPanel.getByRole("link", { name: /forgot|oublié|vergessen|olvidado/i }).click();
    await this.signInPanel.getByLabel(/^(email|e-mail|e-mail-adresse|correo electrónico)/i).fill(email);
    await this.signInPanel.getByRole("button", { name: /send the code|envoyer le code|code senden|enviar el código/i }).click();
  }

  async resetPassword(code: string, password: string, confirmation = password) {
    const panel = this.signInPanel;
    await panel.getByRole("textbox", { name: /code/i }).fill(code);
    await panel.getByLabel(/^(new password|nouveau mot de passe|neues passwort|contraseña nueva)/i).fill(password);
    await panel.getByLabel(CONFIRM).fill(confirmation);
    await panel
      .getByRole("button", { name: /^(reset password|réinitialiser le mot de passe|passwort zurücksetzen|restablecer la contraseña)$/i })
      .click();
  }
}
