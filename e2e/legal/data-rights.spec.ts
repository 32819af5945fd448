import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { DataRightsSection } from "../pages/data-rights-page";
import { waitForHydration } from "../pages/hydration";
import { LoginPage } from "../pages/login-page";
import { Mailbox } from "../pages/mailbox";

/** GDPR Art. 15, 17 and 20 in the de store (docs/decisions/1327-data-rights.md). */
test("a customer in the de store downloads their data as a file, then erases the account and is told by email", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `anna-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = "Garnet-Lantern-58";
  await new LoginPage(page).registerAccount("de", { firstName: "Anna", email, password });

  const data = new DataRightsSection(page);
  await data.goto("de");
  await waitForHydration(page, "/accounts");
  await expect(data.section.getByRole("heading", { name: "Ihre Daten" })).toBeVisible();
  const file = await data.download(/^Meine Daten herunterladen$/);
  expect(file.name).toBe("my-data.json");
  expect(file.data.account).toMatchObject({ email, first_name: "Anna", store: "de" });
  expect(Object.keys(file.data)).toEqual(
    expect.arrayContaining(["addresses", "orders", "reviews", "questions", "wallet", "wishlist", "consentRecords", "newsletter"]),
  );
  await expect(data.section.getByText("Ihre Daten wurden als my-data.json heruntergeladen.")).toBeVisible();

  const dialog = await data.openErase(/^Mein Konto löschen$/);
  await expect(dialog.getByRole("heading", { name: "Konto löschen?" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const since = new Date();
  await dialog.getByLabel("Ihr Passwort").fill(password);
  await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page).toHaveURL(storeUrl("de", "/"));
  const mail = await new Mailbox(email).textSince(since, /Ihr Konto wurde gelöscht/);
  expect(mail).toContain("Wie gewünscht wurde Ihr Konto gelöscht");

  // Signed out everywhere: the account page sends the visitor to sign in.
  await page.goto(storeUrl("de", "/accounts"));
  await expect(page).toHaveURL(/\/login\?redirect_url=/);
});
