import { COOKIE_LIST } from "../shared/cookie-list";
import { axeViolations, expect, storeUrl, test } from "./fixtures";
import { HelpCentrePage } from "./pages/help-page";

test("the de store's help centre is German, with euro amounts", async ({ page }) => {
  const help = new HelpCentrePage(page);
  await help.open("de", "shipping-info");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(help.heading).toHaveText("Versandinformationen");
  await expect(page).toHaveTitle(/^Versandinformationen \| /);
  const methods = help.article.getByRole("table", { name: "Versandarten" });
  await expect(methods.getByRole("row", { name: /Expressversand/ })).toContainText("13,80 €, kostenlos über 147,20 €");
});

test("the topic menu moves between topics", async ({ page }) => {
  const help = new HelpCentrePage(page);
  await help.open("de", "faqs");
  await help.rejectNonEssentialCookies("Nicht notwendige ablehnen");
  await expect(help.heading).toHaveText("Häufige Fragen");
  const menu = help.menu("Hilfe-Center");
  await expect(menu.getByRole("link", { name: "Häufige Fragen" })).toHaveAttribute("aria-current", "page");

  await help.goToTopic("Hilfe-Center", "Größentabelle");
  await expect(page).toHaveURL(storeUrl("de", "/help/size-chart"));
  await expect(help.article.getByRole("table", { name: "Umrechnung der Ringgrößen" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Größentabelle" })).toHaveAttribute("aria-current", "page");

  await help.goToTopic("Hilfe-Center", "Rückgabebedingungen");
  await expect(page).toHaveURL(storeUrl("de", "/help/return-policy"));
  await expect(help.article.getByRole("heading", { level: 2, name: "Rückgabe innerhalb von 30 Tagen" })).toBeVisible();
});

test("a ticket is validated, sent and answered with its number", async ({ page }) => {
  const help = new HelpCentrePage(page);
  await help.open("us", "ticket");
  const ticket = help.ticketForm();
  await help.waitUntilInteractive(ticket.submit);

  await ticket.submit.click();
  await expect(ticket.name).toBeFocused();
  await expect(ticket.name).toHaveAccessibleDescription("Please enter your name.");
  await expect(ticket.message).toHaveAccessibleDescription(/Please describe your request in at least 10 characters\./);

  await ticket.name.fill("Ana Díaz");
  await ticket.email.fill("ana@example.com");
  await ticket.orderNumber.fill("HE1001");
  await ticket.topic.selectOption({ label: "Shipping and delivery" });
  await ticket.message.fill("My parcel has not arrived yet, could you check it?");
  await ticket.submit.click();

  const success = help.ticketSuccess();
  await expect(success).toContainText(/Your ticket number is T\d{8}-[0-9A-F]{6}\. We reply within 24–48 hours\./);
  await expect(success).toBeFocused();
});

test("help pages have no accessibility violations", async ({ page }) => {
  // axe over four whole pages takes longer than one journey.
  test.setTimeout(90_000);
  const help = new HelpCentrePage(page);
  for (const topic of ["privacy-policy", "size-chart", "faqs", "ticket"]) {
    await help.open("us", topic);
    await expect(help.article.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await axeViolations(page), topic).toEqual([]);
  }
});

test("the privacy policy lists every cookie and reopens the cookie choice", async ({ page }) => {
  const help = new HelpCentrePage(page);
  await help.open("us", "privacy-policy");
  // A table header row and one row per cookie the shop writes (shared/cookie-list.ts).
  await expect(help.article.getByRole("table", { name: "Cookies with their purpose, category and lifetime" }).getByRole("row")).toHaveCount(
    COOKIE_LIST.length + 1,
  );
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeHidden();

  const settings = help.article.getByRole("button", { name: "Change cookie settings" });
  await help.waitUntilInteractive(settings);
  await settings.click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "Accept all" })).toBeFocused();
});
