import { expect, storeUrl, test } from "../fixtures";
import { callApi, CheckoutPage, EN_LABELS as EN, NEW_YORK, PaybackPage, SandboxPage, waitForHydration } from "../pages/checkout-pages";
import { ShopShell } from "../pages/shop-shell";

// A visitor from the EU is asked for consent, so every category is decided and written.
test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });

/** A made-to-order pendant of the demo catalogue that offers JewelSafe, sold in the us store. */
const PENDANT = { path: "/product-zara-heart-lab-ruby-pendant-100454.html", spu: "100454" };

/**
 * The privacy policy lists exactly the cookies a shopper's browser receives while doing
 * everything the shop writes cookies for: a campaign link, consent to all, a Google landing
 * page, the header's preferences, JewelSafe on a product, a paid order, signing in.
 */
test("the privacy policy's cookie list is the cookies a full journey receives", async ({ page, context }) => {
  test.slow();
  const seen = new Set<string>();
  const names = async () => {
    for (const cookie of await context.cookies(storeUrl("us", "/"))) seen.add(cookie.name);
    return seen;
  };
  const receives = (name: string) => expect.poll(async () => (await names()).has(name)).toBe(true);

  const shell = new ShopShell(page);
  await shell.open("us", "/?fbmedium=CPC2&couponcode=WELCOME10&irclickid=abc");
  await shell.cookieButton("Accept all").click();
  await receives("impact-irclickid");
  await receives("he-couponcode");

  await page.goto(storeUrl("us", `/lp/google-rings?utm_source=google&spu=${PENDANT.spu}`));
  await receives("he-feedUtmSource");
  await waitForHydration(page);
  expect((await callApi(page, "index/preferences", { language: "en", currency: "USD", shipCountry: "US" })).status).toBe(200);

  await page.goto(storeUrl("us", PENDANT.path));
  await waitForHydration(page);
  await page.getByRole("checkbox", { name: /JewelSafe/ }).check();
  await page.getByRole("button", { name: "Add to bag" }).click();
  await receives("he-jewelSafe");

  const checkout = new CheckoutPage(page, EN);
  await checkout.open("us");
  // The campaign link's coupon went into the bag with the first item.
  await expect(page.locator(".order-totals")).toContainText("WELCOME10");
  await checkout.fill("sam@example.com", NEW_YORK);
  await checkout.placeOrder(/Place order and pay/);
  await new SandboxPage(page).choose("Pay successfully");
  await expect(new PaybackPage(page).heading).toHaveText("Thank you for your order!");
  await receives("he-pixelOrderNumbeCode");

  const signIn = await callApi(page, "account/signIn", { email: "demo@heliora.example", password: "Heliora-Demo-2026", remember: true });
  expect(signIn.status).toBe(200);
  await receives("he-username");

  await page.goto(storeUrl("us", "/help/privacy-policy"));
  const listed = await page.getByTestId("cookie-list").locator("tbody code").allTextContents();
  expect(listed.sort()).toEqual([...(await names())].sort());
});
