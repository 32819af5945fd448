import { axeViolations, expect, test } from "../fixtures";
import { openStore, waitForHydration } from "../pages/checkout-pages";

/** The accessibility statement per store and language, from the footer (docs/decisions/1328-accessibility-statement.md). */
const STORES = [
  { store: "de", link: "Barrierefreiheit", title: "Erklärung zur Barrierefreiheit", authority: /MLBF/ },
  { store: "fr", link: "Accessibilité", title: "Déclaration d'accessibilité", authority: /DGCCRF/ },
  { store: "us", link: "Accessibility", title: "Accessibility statement", authority: /market surveillance authority/ },
];

for (const { store, link, title, authority } of STORES) {
  test(`the ${store} store's accessibility statement is linked from the footer and names its check, contact and enforcement`, async ({ page }) => {
    await openStore(page, store);
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await waitForHydration(page, "/accessibility");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("e2e/legal/accessibility-statement.spec.ts")).toBeVisible();
    await expect(page.getByTestId("a11y-authority")).toHaveText(authority);
    await expect(page.getByRole("link", { name: /@heliora\.com$/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
