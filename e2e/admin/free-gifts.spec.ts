import { axeViolations, expect, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";

/** The pendant of the demo catalogue (scripts/seeds/100-catalog.mjs), active in every jewelry store. */
const GIFT_SPU = "HL100454";
const CODE = `E2E-${Date.now().toString(36).toUpperCase()}`;

test("an owner creates a free-gift campaign for a demo product, sees it running, then ends it", async ({ browser }) => {
  test.slow();
  const office = await BackOffice.signIn(browser, "owner");
  await office.openScreen("/admin/gifts", "Free gifts");

  const newCampaign = await office.openDialog("New campaign");
  // axe checks the form's labels while the dialog is open.
  expect(await axeViolations(office.page), "/admin/gifts, new campaign").toEqual([]);
  await newCampaign.save("Create campaign", { Code: CODE.toLowerCase(), "Gift product (SPU code)": GIFT_SPU, "Minimum subtotal (USD)": "50" });

  const row = office.rows("Free-gift campaigns", CODE);
  await expect(row.getByTestId("gift-state")).toHaveText("Running");
  await expect(row).toContainText(GIFT_SPU);
  await expect(row).toContainText("$50.00");
  await expect(row).not.toContainText("Shoppers get no gift");

  await row.getByRole("button", { name: `End ${CODE} now` }).click();
  await expect(row.getByTestId("gift-state")).toHaveText("Ended");
  await expect(row.getByRole("button", { name: `End ${CODE} now` })).toHaveCount(0);
  await office.close();

  // Support sees the campaign but no button that changes it.
  const support = await BackOffice.signIn(browser, "support");
  await support.open("/admin/gifts", "Free gifts");
  await expect(support.page.getByRole("row").filter({ hasText: CODE })).toContainText("Ended");
  await expect(support.page.getByRole("button", { name: "New campaign" })).toHaveCount(0);
  await expect(support.page.getByRole("button", { name: `Delete ${CODE}` })).toHaveCount(0);
  await support.close();
});
