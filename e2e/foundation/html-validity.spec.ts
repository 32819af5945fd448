import { HtmlValidate } from "html-validate";
import { storeGet } from "../catalog/store-request";
import { expect, test } from "../fixtures";

/**
 * The server's HTML of the shop's pages against html-validate: the HTML standard's rules and
 * the accessibility ones, not its house style. Off: React writes `charSet`, `<meta/>` and
 * `selected=""`, which HTML reads the same as the lower-case, unclosed and bare forms; React's
 * generated ids start with `_`, which HTML allows (relaxed ids); an `<input>` without a type is
 * a text field by the standard; a listbox of suggestions cannot be a native `<select>`; a
 * colour swatch's colour is data, set inline.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    "attr-case": "off",
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "doctype-style": "off",
    "no-implicit-input-type": "off",
    "prefer-native-element": "off",
    "no-inline-style": "off",
    "valid-id": ["error", { relaxed: true }],
  },
});

async function problems(html: string) {
  const report = await validator.validateString(html);
  return report.results
    .flatMap((result) => result.messages)
    .map((m) => `${m.ruleId}: ${m.message} near ${html.slice(Math.max(0, m.offset - 60), m.offset + 40)}`);
}

const PAGES = [
  "/",
  "/category-rings",
  "/new-arrival",
  "/search?q=ring",
  "/reviews-gallery",
  "/lookBooks",
  "/lookBooks/golden-hour",
  "/cart",
  "/checkout",
  "/login",
  "/coupon",
  "/custommade",
  "/trackorder",
  "/our-cookies",
  "/gift-box",
  "/buy-steps",
  "/pay-details",
  "/pay-later",
  "/shipping-delivery",
  "/free-gift",
  "/help/faqs",
  "/help/size-chart",
  "/help/ticket",
  "/help/privacy-policy",
  "/no-such-page",
];

test("the validator finds what the shop must not send", async () => {
  const bad = await problems(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><input type="checkbox" readonly aria-label="x"></body></html>',
  );
  expect(bad.join("\n")).toContain("input-attributes");
});

test("every main page's server HTML passes the HTML validator", async ({ request }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const path of PAGES) {
    const response = await storeGet(request, "us", path);
    for (const problem of await problems(await response.text())) found.push(`${path}: ${problem}`);
  }
  expect(found).toEqual([]);
});

test("product pages and other stores' homes pass too", async ({ request }) => {
  const listing = await (await storeGet(request, "de", "/category-rings")).text();
  const product = /href="(\/product-[^"]+\.html)"/.exec(listing)?.[1];
  expect(product).toBeTruthy();
  const found: string[] = [];
  for (const [store, path] of [
    ["de", product!],
    ["de", "/"],
    ["us_vip", "/"],
    ["heycharm", "/"],
    ["apparel", "/"],
  ] as const) {
    for (const problem of await problems(await (await storeGet(request, store, path)).text())) found.push(`${store} ${path}: ${problem}`);
  }
  expect(found).toEqual([]);
});
