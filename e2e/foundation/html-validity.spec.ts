import type { APIRequestContext, Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { HELP_TOPICS, ROUTES, type PageId } from "../../shared/routes";
import { storeGet } from "../catalog/store-request";
import { expect, storeUrl, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";
import { addToBag, callApi, CheckoutPage, EN_LABELS, NEW_YORK, openStore, SandboxPage, waitForHydration } from "../pages/checkout-pages";

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

/** The demo customer's seeded order, shipped (scripts/seeds/310-demo-shipped-order.mjs). */
const DEMO_ORDER = "US251118000042";

/**
 * A URL for each page of the route table, by who opens it: a visitor, the signed-in demo
 * customer or staff (a placeholder in braces is found on the shop's own pages, see samplePath).
 * A page added to the table without one fails the first test, so "every page" stays every page.
 */
const VISITOR: Partial<Record<PageId, string[]>> = {
  home: ["/"],
  notFound: ["/404", "/no-such-page"],
  login: ["/login"],
  cart: ["/cart"],
  checkout: ["/checkout"],
  searchResult: ["/catalogsearch/result/ring"],
  search: ["/search?q=ring"],
  category: ["/category-rings"],
  collectionLego: ["{home:/collection/lego-}"],
  collectionStandard: ["{home:/collection/standard-}"],
  collections: ["{home:/collections/}"],
  coupon: ["/coupon"],
  customMade: ["/custommade"],
  help: HELP_TOPICS.map((topic) => `/help/${topic}`),
  lookBooks: ["/lookBooks"],
  lookBook: ["/lookBooks/golden-hour"],
  cookieSettings: ["/our-cookies"],
  giftBox: ["/gift-box"],
  buySteps: ["/buy-steps"],
  payDetails: ["/pay-details"],
  payLater: ["/pay-later"],
  shippingDelivery: ["/shipping-delivery"],
  withdrawal: ["/withdrawal"],
  withdrawalInfo: ["/withdrawal-information"],
  accessibility: ["/accessibility"],
  discount: ["/discount"],
  freeGift: ["/free-gift"],
  landingGoogle: ["/lp/google-rings"],
  landingProduct: ["{landing}"],
  newArrival: ["/new-arrival"],
  product: ["{rings:/product-}"],
  products: ["/products/bestseller"],
  reviewsGallery: ["/reviews-gallery"],
  sale: ["/sale-all"],
  shortLink: ["/surl/unknown42"],
  trackOrder: ["/trackorder?orderNumber=", `/trackorder?orderNumber=${DEMO_ORDER}`],
  uiKit: ["/ui-kit"],
};

const CUSTOMER: Partial<Record<PageId, string>> = {
  accounts: "/accounts",
  accountAddressBook: "/accounts/addressbook",
  accountCards: "/accounts/cards",
  accountEditPassword: "/accounts/editpassword",
  accountOrderDetail: `/accounts/orderdetail?orderNumber=${DEMO_ORDER}`,
  accountOrders: "/accounts/orders",
  accountWishlist: "/accounts/wishlist",
  accountCustomRequests: "/accounts/customrequests",
};

const STAFF = (Object.keys(ROUTES) as PageId[]).filter((id) => ROUTES[id].pattern.startsWith("/admin") && id !== "adminLogin");

/**
 * A sample's URL: `{home:prefix}` is the first link of the us home that starts with the prefix,
 * `{rings:prefix}` the same on the rings listing, and `{landing}` the landing copy of that
 * listing's first product.
 */
async function samplePath(request: APIRequestContext, sample: string): Promise<string> {
  const placeholder = /^\{(home|rings|landing):?(.*)\}$/.exec(sample);
  if (!placeholder) return sample;
  const [, where, prefix] = placeholder;
  const html = await (await storeGet(request, "us", where === "home" ? "/" : "/category-rings")).text();
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  const href = links.find((link) => link.startsWith(where === "landing" ? "/product-" : prefix));
  expect(href, sample).toBeTruthy();
  return where === "landing" ? `/lp/product-${/-(\d+)\.html$/.exec(href!)![1]}.html` : href!;
}

test("the validator finds what the shop must not send", async () => {
  const bad = await problems(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><input type="checkbox" readonly aria-label="x"></body></html>',
  );
  expect(bad.join("\n")).toContain("input-attributes");
});

test("every page of the route table has a URL here", () => {
  // The staff sign-in, a custom request's own page and the payment result are opened by the tests below.
  const checked = new Set<string>([...Object.keys(VISITOR), ...Object.keys(CUSTOMER), ...STAFF, "adminLogin", "accountCustomRequest", "payback"]);
  expect(Object.keys(ROUTES).filter((id) => !checked.has(id))).toEqual([]);
});

test("every page a visitor opens passes the HTML validator, in the state the page is asked for", async ({ request }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const [id, paths] of Object.entries(VISITOR)) {
    for (const sample of paths!) {
      const path = await samplePath(request, sample);
      const response = await storeGet(request, "us", path);
      // The page itself, not the not-found screen in its place (only the not-found pages and an unknown short link are one).
      const expected = id === "notFound" || id === "shortLink" ? 404 : 200;
      expect(response.status(), path).toBe(expected);
      for (const problem of await problems(await response.text())) found.push(`${path}: ${problem}`);
    }
  }
  expect(found).toEqual([]);
});

test("every account page of a signed-in customer, and the back office's screens, pass too", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  const check = async (on: Page, store: string, path: string) => {
    const response = await on.goto(storeUrl(store, path));
    expect(response?.status(), path).toBe(200);
    for (const problem of await problems(await response!.text())) found.push(`${store} ${path}: ${problem}`);
  };
  await check(page, "us", "/admin/login");
  await openStore(page, "us");
  expect((await callApi(page, "account/signIn", { email: "demo@heliora.example", password: "Heliora-Demo-2026", remember: false })).status).toBe(200);
  for (const path of Object.values(CUSTOMER)) await check(page, "us", path!);
  const requests = await callApi(page, "custom/list", {});
  let requestNumber: string | undefined = requests.envelope.data[0]?.requestNumber;
  if (!requestNumber) {
    const request = {
      name: "Demo Customer",
      email: "demo@heliora.example",
      country: "US",
      pieceType: "ring",
      details: "A signet ring with my initials.",
    };
    const sent = await callApi(page, "custom/request", request);
    requestNumber = sent.envelope.data.requestNumber;
  }
  await check(page, "us", `/accounts/customrequest?requestNumber=${requestNumber}`);

  const office = await BackOffice.signIn(browser, "owner");
  for (const id of STAFF) await check(office.page, "us", ROUTES[id].pattern);
  await office.close();
  expect(found).toEqual([]);
});

test("the payment result page passes too, as a shopper reaches it from the provider", async ({ page }) => {
  test.slow();
  await openStore(page, "us");
  await addToBag(page, "HL100140-11");
  const checkout = new CheckoutPage(page, EN_LABELS);
  await checkout.open("us");
  await waitForHydration(page, "/checkout");
  await checkout.fill(`validator-${Date.now()}@example.com`, NEW_YORK);
  await checkout.placeOrder(/Place order and pay/);
  const result = page.waitForResponse((r) => new URL(r.url()).pathname === "/payback/sandbox" && r.request().resourceType() === "document");
  await new SandboxPage(page).choose("Pay successfully");
  const answer = await result;
  expect(answer.status()).toBe(200);
  expect(await problems(await answer.text())).toEqual([]);
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
