import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { callApi, CheckoutPage, EN_LABELS, NEW_YORK, openStore, PaybackPage, SandboxPage } from "../pages/checkout-pages";
import { ListingPage } from "../pages/listing-page";
import { creditWallet } from "../pages/local-db";
import { LoginPage } from "../pages/login-page";
import { Mailbox } from "../pages/mailbox";
import { heartFor, WishlistPage } from "../pages/wishlist-page";

/**
 * A signed-in customer's wishlist, coupons and wallet in one purchase (us store): heart a
 * pendant on a listing, move it from the wishlist to the bag, pick the welcome coupon at
 * checkout, pay part with store credit and the rest in the sandbox. The pendant is a
 * single-SKU product of the deterministic demo catalogue (scripts/seeds/100-catalog.mjs).
 */
const PENDANT = { spu: "HL100454", listing: "/category-pendants" };
const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test("a customer hearts a product, moves it to the bag, and pays with the welcome coupon, wallet and sandbox", async ({ page }) => {
  test.slow();
  const email = `wallet-${Date.now()}@example.com`;
  await openStore(page, "us", "/login?tab=register");
  const login = new LoginPage(page);
  const since = new Date();
  await login.register({ firstName: "Wren", email, password: "Velvet-Moonstone-42" });
  await login.confirmRegistration(await new Mailbox(email).codeSince(since));
  await expect(page).toHaveURL(storeUrl("us", "/accounts"));
  // A campaign reward of 30 USD (customer service's doing: there is no admin screen).
  creditWallet(email, 3000);

  // The heart on a listing card.
  await page.goto(storeUrl("us", PENDANT.listing));
  const listing = new ListingPage(page);
  await listing.expectLoaded();
  const card = listing.root.locator(`[data-testid="product-card"][data-spu="${PENDANT.spu}"]`);
  const name = (await card.getByRole("heading").textContent()) ?? "";
  const heart = heartFor(card, name);
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect(await axeViolations(page), PENDANT.listing).toEqual([]);

  // The wishlist shows it; Move to cart puts it in the bag.
  const wishlist = new WishlistPage(page);
  await wishlist.goto("us");
  await expect(wishlist.item(PENDANT.spu)).toContainText(name);
  expect(await axeViolations(page), "/accounts/wishlist").toEqual([]);
  await wishlist.moveToCart(PENDANT.spu);
  await expect(wishlist.status).toHaveText("Moved to your bag.");
  await expect(page.getByTestId("header-cart-badge")).toHaveText("1");

  // Checkout: the welcome coupon from "My coupons", then the wallet.
  const checkout = new CheckoutPage(page, EN_LABELS);
  await checkout.open("us");
  const coupons = page.getByTestId("my-coupons");
  const welcome = coupons.getByRole("button", { name: /^Use WELCOME-\d{6}$/ });
  const code = ((await welcome.textContent()) ?? "").replace("Use ", "");
  const before = dollars((await checkout.total.textContent()) ?? "");
  await welcome.click();
  await expect(coupons.getByText("Applied", { exact: true })).toBeVisible();
  await expect(page.locator(".order-totals dt", { hasText: code })).toBeVisible();
  const total = dollars((await checkout.total.textContent()) ?? "");
  expect(total).toBeCloseTo(before * 0.9, 1);

  await page.getByRole("checkbox", { name: "Use my wallet balance ($30.00 available)" }).check();
  await expect(page.getByTestId("wallet-amount")).toHaveText("-$30.00");
  const due = (await page.getByTestId("wallet-due").textContent()) ?? "";
  expect(dollars(due)).toBeCloseTo(total - 30, 2);
  await checkout.fill(email, NEW_YORK);
  await checkout.radio(/Credit or debit card/).check();
  expect(await axeViolations(page), "/checkout").toEqual([]);
  await checkout.placeOrder(new RegExp(`Place order and pay ${due.replace(/[$.]/g, "\\$&")}`));

  // The provider is asked for the rest only.
  const sandbox = new SandboxPage(page);
  await expect(sandbox.amount).toHaveText(due);
  await sandbox.choose("Pay successfully");
  const result = new PaybackPage(page);
  await expect(result.heading).toHaveText("Thank you for your order!");
  await expect(page.getByTestId("order-wallet")).toHaveText("-$30.00");

  // The coupon is spent and the wallet empty.
  const wallet = await callApi(page, "account/wallet", { page: 1 });
  expect(wallet.envelope.data.balanceCents).toBe(0);
  const held = await callApi(page, "account/coupons", {});
  expect(held.envelope.data.find((c: { code: string }) => c.code === code)).toMatchObject({ status: "used" });
});
