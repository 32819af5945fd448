import { expect, test } from "../fixtures";
import { ShopShell } from "../pages/shop-shell";

// Locally every visitor shares one address, and subscriptions are rate limited per address.
test.use({ extraHTTPHeaders: { "CF-IPCountry": "US", "CF-Connecting-IP": `e2e-newsletter-${crypto.randomUUID()}` } });

test("an invalid email shows the message and keeps the input", async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open("us");
  await shell.newsletterEmail.fill("ada@example");
  await shell.newsletterSubmit.click();
  await expect(shell.newsletter.getByRole("alert")).toHaveText("The email you entered is invalid. Please check your email and try again.");
  await expect(shell.newsletterEmail).toHaveValue("ada@example");
  await expect(shell.newsletterEmail).toHaveAttribute("aria-invalid", "true");
});

test("a valid email asks for the mailed confirmation and clears the input", async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open("us");
  const email = `e2e-${Date.now()}@example.com`;
  await shell.newsletterEmail.fill(email);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/index/subscribe");
  await shell.newsletterEmail.press("Enter");
  expect((await answer).status()).toBe(200);
  await expect(shell.newsletter.getByRole("status")).toHaveText("Almost done: please confirm with the link we have just emailed to you.");
  await expect(shell.newsletterEmail).toHaveValue("");
  await expect(shell.newsletterEmail).toHaveAttribute("aria-invalid", "false");
});
