import type { Browser, Page } from "@playwright/test";
import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";
import { addToBag, CheckoutPage, EN_LABELS, NEW_YORK, openStore, PaybackPage, SandboxPage, TrackOrderPage } from "../pages/checkout-pages";
import { LoginPage } from "../pages/login-page";

/**
 * The back office on `npm start` with the seeded staff (one per role): fulfilment ships, support
 * refunds, an owner credits a wallet the customer then spends, and a role's limits hold.
 * The ring is a made-to-order SKU of the demo catalogue (scripts/seeds/100-catalog.mjs).
 */
const RING = "HL100140-11";
const TRACK = {
  orderNumber: "Order number",
  contact: "Email or phone number",
  submit: "Track",
};

/**
 * A guest of the us store (a new email starting with `who`) buys the ring and pays in the
 * sandbox; then a staff member of `role` opens the order in the back office.
 */
async function paidOrderInBackOffice(page: Page, browser: Browser, who: string, role: "fulfilment" | "support") {
  const email = `${who}-${Date.now()}@example.com`;
  await openStore(page, "us");
  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, EN_LABELS);
  await checkout.open("us");
  await checkout.fill(email, NEW_YORK);
  await checkout.placeOrder(/Place order and pay/);
  await new SandboxPage(page).choose("Pay successfully");
  const result = new PaybackPage(page);
  await expect(result.status).toHaveText("Processing");
  const orderNumber = ((await result.orderNumber.textContent()) ?? "").trim();
  const office = await BackOffice.signIn(browser, role);
  await office.openOrder(orderNumber);
  return { email, orderNumber, office };
}

/** The guest looks the order up on track order, by its number and their email. */
async function trackAsGuest(page: Page, orderNumber: string, email: string) {
  await openStore(page, "us", `/trackorder?orderNumber=${orderNumber}`);
  await new TrackOrderPage(page).track(TRACK, orderNumber, email);
}

test("a fulfilment user ships a paid order and the shopper's tracking shows the carrier", async ({ page, browser }) => {
  test.slow();
  const { email, orderNumber, office } = await paidOrderInBackOffice(page, browser, "ship", "fulfilment");
  expect(await axeViolations(office.page), "/admin/orders?number=").toEqual([]);
  await office.act("Mark shipped", {
    Carrier: "UPS",
    "Tracking number": "1Z999AA10123456784",
  });
  await expect(office.orderStatus).toHaveText("shipped");
  await office.close();

  // The owner reads the shipment in the audit log, the order's filter carried by the URL.
  const owner = await BackOffice.signIn(browser, "owner");
  await owner.open(`/admin/audit?subjectType=order&subjectId=${orderNumber}`, "Audit log");
  await expect(owner.rows("Audit log", "order:ship")).toHaveCount(1);
  await owner.close();

  await trackAsGuest(page, orderNumber, email);
  await expect(page.getByTestId("tracking-status")).toHaveText("Shipped");
  await expect(page.getByTestId("tracking-carrier")).toHaveText("UPS");
  await expect(page.getByTestId("tracking-number")).toHaveText("1Z999AA10123456784");
});

test("a support user refunds a paid order through the sandbox and the order shows Refunded", async ({ page, browser }) => {
  test.slow();
  const { email, orderNumber, office } = await paidOrderInBackOffice(page, browser, "refund", "support");
  await office.act("Refund", { Reason: "The shopper changed their mind" });
  await expect(office.orderStatus).toHaveText("refunded");
  await expect(office.page.getByRole("table", { name: "Payments" })).toContainText("refunded");
  await office.close();

  await trackAsGuest(page, orderNumber, email);
  await expect(page.getByTestId("tracking-status")).toHaveText("Refunded");
});

test("an owner credits a wallet and the customer pays with it", async ({ page, browser }) => {
  test.slow();
  const email = `credit-${Date.now()}@example.com`;
  await openStore(page, "us");
  await new LoginPage(page).registerAccount("us", {
    firstName: "Ivy",
    email,
    password: "Velvet-Moonstone-42",
  });

  const office = await BackOffice.signIn(browser, "owner");
  await office.openCustomer(email);
  await office.act("Update wallet", {
    "Amount (USD)": "30",
    Reason: "Sorry for the late parcel",
  });
  await expect(office.page.getByTestId("wallet-balance")).toHaveText("$30.00");
  expect(await axeViolations(office.page), "/admin/customers?id=").toEqual([]);
  await office.close();

  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, EN_LABELS);
  await checkout.open("us");
  await page.getByRole("checkbox", { name: "Use my wallet balance ($30.00 available)" }).check();
  await expect(page.getByTestId("wallet-amount")).toHaveText("-$30.00");
  await checkout.fill(email, NEW_YORK);
  await checkout.placeOrder(/Place order and pay/);
  await new SandboxPage(page).choose("Pay successfully");
  await expect(new PaybackPage(page).heading).toHaveText("Thank you for your order!");
  await expect(page.getByTestId("order-wallet")).toHaveText("-$30.00");
});

test("the audit log's filter is a link: applied, refused with its reason, and back again", async ({ browser }) => {
  const office = await BackOffice.signIn(browser, "owner");
  await office.open("/admin/audit", "Audit log");
  const filter = office.page.getByRole("search", { name: "Filter the audit log" });
  await office.choose(filter, "Record type", "coupon");
  await filter.getByLabel("Record (order number, customer id, code…)").fill("NO-SUCH-CODE");
  await filter.getByRole("button", { name: "Filter" }).click();
  await office.page.waitForURL(/\/admin\/audit\?subjectType=coupon&subjectId=NO-SUCH-CODE$/);
  await expect(office.page.getByText("Nothing recorded.")).toBeVisible();

  await office.open("/admin/audit?subjectType=invoice", "Audit log");
  await expect(office.page.getByRole("alert").filter({ hasText: "subjectType:" })).toBeVisible();

  await office.page.goBack();
  await expect(filter.getByLabel("Record (order number, customer id, code…)")).toHaveValue("NO-SUCH-CODE");
  await office.close();
});

test("an owner adds a staff member and switches them off, the list following each change", async ({ browser }) => {
  const office = await BackOffice.signIn(browser, "owner");
  await office.open("/admin/staff", "Staff");
  const email = `helper-${Date.now()}@heliora.example`;
  await office.act("Add", { Email: email, Name: "Helper" });
  await expect(office.rows("Staff", email)).toHaveCount(1);
  await office.page.getByRole("button", { name: `Switch off ${email}` }).click();
  await expect(office.page.getByRole("button", { name: `Switch on ${email}` })).toBeVisible();
  await office.close();
});

test("a support user cannot open staff management", async ({ browser }) => {
  const office = await BackOffice.signIn(browser, "support");
  await expect(office.nav.getByRole("link", { name: "Tickets" })).toBeVisible();
  await expect(office.nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  expect(await axeViolations(office.page), "/admin").toEqual([]);
  const response = await office.page.goto(storeUrl("us", "/admin/staff"));
  expect(response?.status()).toBe(403);
  await expect(office.page.getByText("The support role cannot open this screen.")).toBeVisible();
  await office.close();
});

test("axe finds nothing on the owner's screens", async ({ browser }) => {
  test.slow();
  const office = await BackOffice.signIn(browser, "owner");
  for (const [path, heading] of [
    ["/admin/orders", "Orders"],
    ["/admin/customers", "Customers"],
    ["/admin/coupons", "Coupons"],
    ["/admin/tickets", "Tickets"],
    ["/admin/reviews", "Reviews and questions"],
    ["/admin/reviews?show=questions", "Reviews and questions"],
    ["/admin/audit", "Audit log"],
    ["/admin/payments", "Payment checks"],
    ["/admin/staff", "Staff"],
  ]) {
    await office.open(path, heading);
    expect(await axeViolations(office.page), path).toEqual([]);
  }
  await office.close();
});
