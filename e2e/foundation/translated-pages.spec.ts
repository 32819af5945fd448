import type { Page } from "@playwright/test";
import { catalogueTexts, untranslated } from "../../build-tools/untranslated-text";
import type { Locale } from "../../shared/i18n-config";
import { expect, storeUrl, test } from "../fixtures";
import { addToBag, waitForHydration } from "../pages/checkout-pages";

/**
 * Issue 21: every text a shopper sees on the main pages is in the store's language. Each page
 * of a German, French and Mexican store, hydrated (client-rendered text counts too, with the
 * cookie banner showing), shows no bare message id and no English catalogue message.
 */
const STORES: { store: string; locale: Locale }[] = [
  { store: "de", locale: "de" },
  { store: "fr", locale: "fr" },
  { store: "mx", locale: "es" },
];

const PAGES = [
  "/",
  "/category-rings",
  "/search?q=ring",
  "/product-amara-classic-wedding-band-100175.html",
  "/cart",
  "/checkout",
  "/login",
  "/reviews-gallery",
  "/custommade",
];

/** The visible text nodes and the labels of visible elements (aria-label, alt, placeholder, title). */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template")) continue;
      if (parent.checkVisibility({ visibilityProperty: true })) texts.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [placeholder], [title]")) {
      if (!element.checkVisibility()) continue;
      for (const name of ["aria-label", "alt", "placeholder", "title"]) texts.push(element.getAttribute(name) ?? "");
    }
    return texts;
  });
}

for (const { store, locale } of STORES) {
  test(`the main pages of the ${store} store show ${locale} text only`, async ({ page }) => {
    test.slow();
    const catalogue = catalogueTexts(locale);
    await page.goto(storeUrl(store, "/"));
    await waitForHydration(page);
    // A bag of two lines, so cart and checkout show their lines and totals.
    await addToBag(page, "HL100140-11");
    await addToBag(page, "HL100865-21");
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(storeUrl(store, path));
      await waitForHydration(page);
      found.push(...untranslated(await visibleTexts(page), catalogue).map((finding) => `${path}: ${finding}`));
    }
    expect(found).toEqual([]);
  });
}
