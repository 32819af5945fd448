import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";

// A category no other journey reads the title of, so the row this journey leaves for a moment changes nobody else's page.
const PATH = "/category-bracelets";
const TITLE = `Goldarmbänder für jeden Tag ${Date.now().toString(36)}`;

test("the owner sets the de store's German title of a category page, the shopper's page shows it at once, and deleting it gives the page its own back", async ({
  page,
  browser,
}) => {
  test.slow();
  // The shopper's page first, so the shared page cache holds the old title when staff change it.
  await page.goto(storeUrl("de", PATH));
  const ownTitle = await page.title();
  expect((await page.goto(storeUrl("de", PATH)))?.headers()["x-page-cache"]).toBe("HIT");
  expect(ownTitle).not.toBe(TITLE);

  const office = await BackOffice.signIn(browser, "owner");
  await office.openScreen("/admin/seo", "Page titles");

  const newTitle = await office.openDialog("New page title");
  await office.choose(newTitle.dialog, "Store", "de");
  await expect(newTitle.dialog.getByRole("combobox", { name: "Language" })).toContainText("de");
  await newTitle.dialog.getByLabel("Page path", { exact: true }).fill(PATH);
  await expect(newTitle.dialog.getByTestId("seo-live-url")).toHaveAttribute("href", storeUrl("de", PATH));
  // axe checks the form's labels, hints and the live link while the dialog is open.
  expect(await axeViolations(office.page), "/admin/seo, new page title").toEqual([]);
  await newTitle.save("Create title", { Title: TITLE, Description: "Armbänder aus 18 Karat Gold, von Hand gefertigt." });

  const row = office.rows("Page titles", TITLE);
  await expect(row).toContainText(PATH);
  await expect(row.getByRole("link", { name: PATH })).toHaveAttribute("href", storeUrl("de", PATH));

  expect((await page.goto(storeUrl("de", PATH)))?.headers()["x-page-cache"]).toBe("MISS");
  await expect(page).toHaveTitle(TITLE);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Armbänder aus 18 Karat Gold, von Hand gefertigt.");

  // Deleting asks first; the confirmation takes focus on its harmless answer.
  await row.getByRole("button", { name: `Delete de de ${PATH}` }).click();
  const confirm = office.page.getByRole("dialog", { name: "Delete this page title?" });
  await expect(confirm.getByRole("button", { name: "Keep" })).toBeFocused();
  expect(await axeViolations(office.page), "delete dialog").toEqual([]);
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(office.rows("Page titles", TITLE)).toHaveCount(0);
  await expect(office.page.getByLabel("Path contains")).toBeFocused();
  await office.close();

  await page.goto(storeUrl("de", PATH));
  await expect(page).toHaveTitle(ownTitle);
});
