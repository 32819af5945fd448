import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";

const OLD = `/old-collection-${Date.now()}`;
const FIELDS = { old: "Old path (e.g. /products/old-handle)", target: "Target: a path of the site or an https:// URL" };

test("an owner adds a redirect, a shopper's old link lands on the new page, and a loop is refused", async ({ page, browser }) => {
  test.slow();
  const office = await BackOffice.signIn(browser, "owner");
  await office.open("/admin/redirects", "Redirects");
  expect(await axeViolations(office.page), "/admin/redirects").toEqual([]);
  await office.act("Save redirect", { [FIELDS.old]: OLD, [FIELDS.target]: "/category-rings" });
  await expect(office.page.getByRole("table", { name: "Redirects" })).toContainText(OLD);

  await office.act("Save redirect", { [FIELDS.old]: "/category-rings", [FIELDS.target]: OLD });
  // /category-rings is a page, so the rule could never apply there; but it would loop back.
  await expect(office.page.getByText("This rule would make a redirect loop with the existing rules.").first()).toBeVisible();
  await office.close();

  await page.goto(storeUrl("us", `${OLD}?utm_source=mail`));
  await expect(page).toHaveURL(storeUrl("us", "/category-rings?utm_source=mail"));
});
