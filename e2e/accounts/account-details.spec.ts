import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { callApi, openStore, waitForHydration } from "../pages/checkout-pages";

test("a customer edits their name and newsletter choice on the security and details page", async ({ page }) => {
  await openStore(page, "uk");
  const signIn = await callApi(page, "account/signIn", { email: "demo@heliora.example", password: "Heliora-Demo-2026", remember: false });
  expect(signIn.status).toBe(200);
  await page.goto(storeUrl("uk", "/accounts/editpassword"));
  await waitForHydration(page);
  const details = page.getByRole("form", { name: "Your details" });
  const firstName = details.getByLabel("First name");
  const before = await firstName.inputValue();
  expect(await axeViolations(page)).toEqual([]);

  try {
    await firstName.fill("Dana");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(details.getByText("Your details have been saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("form", { name: "Your details" }).getByLabel("First name")).toHaveValue("Dana");
    await expect(page.getByRole("form", { name: "Password" })).toBeVisible();
  } finally {
    await callApi(page, "account/profileSave", { firstName: before, lastName: await details.getByLabel("Last name").inputValue() });
  }
});
