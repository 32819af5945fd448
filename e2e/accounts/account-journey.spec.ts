import { AccountMenu, AddressBookPage } from "../pages/account-pages";
import { LoginPage } from "../pages/login-page";
import { Mailbox } from "../pages/mailbox";
import { axeViolations, expect, storeUrl, test } from "../fixtures";

const unique = () => `camille-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

test("a shopper registers in the fr store, signs out, resets the password by email and signs back in", async ({ page, context }) => {
  test.setTimeout(90_000);
  const email = unique();
  const mailbox = new Mailbox(email);
  const login = new LoginPage(page);

  // Register: the details, then the code from the email on disk.
  await login.goto("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  let since = new Date();
  await login.register({ firstName: "Camille", email, password: "Velvet-Moonstone-42" });
  await expect(login.registerPanel.getByTestId("code-sent")).toContainText(email);
  await login.confirmRegistration(await mailbox.codeSince(since));
  await expect(page).toHaveURL(storeUrl("fr", "/accounts"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
  await expect(page.getByText("Bonjour, Camille")).toBeVisible();
  await expect(page.getByTestId("coupon-count")).toHaveText("1");

  // Sign out from the header menu: home, signed out.
  const menu = new AccountMenu(page);
  await menu.signOut();
  await expect(page).toHaveURL(storeUrl("fr", "/"));
  const signedOutMenu = await menu.open();
  await expect(signedOutMenu.getByRole("menuitem").first()).toHaveAttribute("href", /^\/login\?redirect_url=/);

  // Forgotten password: a code by email, the new password twice.
  await login.goto("fr");
  since = new Date();
  await login.requestReset(email);
  await expect(login.signInPanel.getByTestId("code-sent")).toContainText(email);
  const code = await mailbox.codeSince(since);
  await login.resetPassword(code, "Opal-Lantern-77", "Opal-Lantern-78");
  await expect(login.signInPanel.getByText("Le mot de passe ne correspond pas à la saisie précédente.")).toBeVisible();
  await login.resetPassword(code, "Opal-Lantern-77");
  await expect(login.signInPanel.getByRole("status").filter({ hasText: "réinitialisé" })).toBeVisible();

  // The old password no longer works; the new one with "remember me" keeps the cookie 30 days.
  await login.signIn(email, "Velvet-Moonstone-42");
  await expect(login.signInPanel.getByRole("alert")).toHaveText("L’e-mail ou le mot de passe est incorrect.");
  await login.signIn(email, "Opal-Lantern-77", true);
  await expect(page).toHaveURL(storeUrl("fr", "/accounts"));
  const token = (await context.cookies()).find((c) => c.name === "he-token");
  expect(token?.httpOnly).toBe(true);
  expect(token!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  expect((await context.cookies()).find((c) => c.name === "he-username")?.value).toBe("Camille");

  // Add an address: the shared schema's messages first, then a saved card.
  const book = new AddressBookPage(page);
  await book.goto("fr");
  await book.startAdding();
  await book.save();
  await expect(book.form.getByText("Veuillez saisir votre prénom.")).toBeVisible();
  await expect(book.form.getByRole("textbox", { name: /^prénom/i })).toBeFocused();
  await book.fill({
    firstName: "Camille",
    lastName: "Martin",
    address1: "12 rue de Rivoli",
    city: "Paris",
    postcode: "75001",
    phone: "+33 1 23 45 67 89",
    country: "FR",
  });
  await book.save();
  await expect(page.getByTestId("address-book-status")).toHaveText("Adresse enregistrée.");
  await expect(book.cards).toHaveCount(1);
  await expect(book.cards.first()).toContainText("12 rue de Rivoli");
  await expect(book.cards.first()).toContainText("Adresse par défaut");
});

test("account pages send a signed-out visitor to /login and back after signing in", async ({ page }) => {
  const email = unique();
  const login = new LoginPage(page);
  await login.goto("us", "?tab=register");
  const since = new Date();
  await login.register({ firstName: "Ada", email, password: "Velvet-Moonstone-42" });
  await login.confirmRegistration(await new Mailbox(email).codeSince(since));
  await expect(page).toHaveURL(storeUrl("us", "/accounts"));
  await new AccountMenu(page).signOut();
  await expect(page).toHaveURL(storeUrl("us", "/"));

  await page.goto(storeUrl("us", "/accounts/addressbook"));
  await expect(page).toHaveURL(storeUrl("us", "/login?redirect_url=%2Faccounts%2Faddressbook"));
  await login.signIn(email, "Velvet-Moonstone-42");
  await expect(page).toHaveURL(storeUrl("us", "/accounts/addressbook"));

  // A foreign redirect_url is ignored: a signed-in visitor of /login goes to the account.
  await page.goto(storeUrl("us", "/login?redirect_url=https://evil.example/"));
  await expect(page).toHaveURL(storeUrl("us", "/accounts"));
});

test("login and account pages have no axe violations", async ({ page }) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.goto("de");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("tab", { name: "Registrieren" }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("tab", { name: "Anmelden" }).click();
  await login.signInPanel.getByRole("link", { name: "Passwort vergessen?" }).click();
  expect(await axeViolations(page)).toEqual([]);

  const email = unique();
  const since = new Date();
  await login.register({ firstName: "Lena", email, password: "Velvet-Moonstone-42" });
  await login.confirmRegistration(await new Mailbox(email).codeSince(since));
  await expect(page).toHaveURL(storeUrl("de", "/accounts"));
  for (const path of ["/accounts", "/accounts/addressbook", "/accounts/editpassword", "/accounts/wishlist"]) {
    await page.goto(storeUrl("de", path));
    expect(await axeViolations(page), path).toEqual([]);
  }
  const book = new AddressBookPage(page);
  await book.goto("de");
  await book.startAdding();
  await book.save();
  await expect(book.form.getByText("Bitte geben Sie Ihren Vornamen ein.")).toBeVisible();
  expect(await axeViolations(page), "address form with errors").toEqual([]);
  await new AccountMenu(page).open();
  expect(await axeViolations(page), "open account menu").toEqual([]);
});
