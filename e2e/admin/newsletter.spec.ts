import { readFile } from "node:fs/promises";
import { axeViolations, expect, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";
import { Mailbox } from "../pages/mailbox";
import { ShopShell } from "../pages/shop-shell";

// Subscriptions are rate limited per address, and locally every visitor shares one.
test.use({ extraHTTPHeaders: { "CF-IPCountry": "GB", "CF-Connecting-IP": `e2e-newsletter-staff-${crypto.randomUUID()}` } });

test("a shopper subscribes in the uk footer; the owner finds the address, exports it and removes it", async ({ page, browser }) => {
  test.slow();
  const email = `e2e-staff-${Date.now()}@example.com`;
  const shell = new ShopShell(page);
  await shell.open("uk");
  const since = new Date();
  await shell.newsletterEmail.fill(email);
  await shell.newsletterSubmit.click();
  await expect(shell.newsletter.getByRole("status")).toHaveText("Almost done: please confirm with the link we have just emailed to you.");
  // Double opt-in: the address is listed only once the shopper confirms from the mailed link.
  const mail = await new Mailbox(email).textSince(since, /confirm your .* newsletter subscription/i);
  const link = /https?:\/\/\S+\/newsletter\/confirm\S*/.exec(mail)?.[0];
  expect(link, "the confirmation link in the mail").toBeTruthy();
  await page.goto(new URL(new URL(link!).pathname + new URL(link!).search, page.url()).href);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("main")).toContainText(`Thank you! ${email} now receives our newsletter.`);

  const office = await BackOffice.signIn(browser, "owner");
  await office.open("/admin/newsletter", "Newsletter");
  expect(await axeViolations(office.page), "/admin/newsletter").toEqual([]);
  const screen = office.page;
  await office.choose(screen, "Store", "uk");
  await screen.getByRole("search", { name: "Find subscribers" }).getByLabel("Email contains").fill(email);
  await screen.getByRole("button", { name: "Find", exact: true }).click();
  const table = screen.getByRole("table", { name: "Newsletter subscribers" });
  const row = table.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("uk");
  await expect(row).toContainText("en-GB");

  const downloading = screen.waitForEvent("download");
  await screen.getByRole("button", { name: "Download these subscribers as CSV" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe("newsletter-uk.csv");
  const csv = await readFile(await file.path(), "utf8");
  expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("email,store,language,source,subscribed_at");
  expect(csv).toContain(`${email},uk,en-GB,footer,`);

  // The confirmation takes focus on its harmless answer, and Escape gives it back to the row's button.
  const removeButton = row.getByRole("button", { name: `Remove ${email}` });
  await removeButton.click();
  const dialog = screen.getByRole("dialog", { name: "Remove this subscriber?" });
  await expect(dialog.getByRole("button", { name: "Keep" })).toBeFocused();
  expect(await axeViolations(screen), "remove dialog").toEqual([]);
  await screen.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(removeButton).toBeFocused();

  await removeButton.click();
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(table).toContainText("No subscriber matches.");
  await expect(screen.getByLabel("Email contains")).toBeFocused();
  await office.close();
});
