import { axeViolations, expect, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";
import { CheckoutPage, EN_LABELS, NEW_YORK, PaybackPage, SandboxPage, callApi } from "../pages/checkout-pages";
import { CampaignVisitor, InsightScreen } from "../pages/insight-pages";

/**
 * Merchant insight on `npm start` (the local stand-in of Analytics Engine): two shoppers who
 * accepted statistics arrive from two campaigns, one of them buys, and the owner's insight screen
 * shows both campaigns with the visits, the order and its revenue. The campaign names are new per
 * run, so the figures are this run's alone.
 */
const RING = "HL100140-11";

test("visits from two campaigns, one order, and the insight screen shows both with the right numbers", async ({ browser }) => {
  test.slow();
  const run = Date.now().toString(36);
  const browsing = `browse-${run}`;
  const buying = `buy-${run}`;

  // A shopper from the newsletter looks around and leaves.
  const browser1 = await CampaignVisitor.land(browser, `/?utm_source=newsletter&utm_medium=email&utm_campaign=${browsing}`);
  await browser1.goOnTo("/cart");
  await browser1.close();

  // A shopper from a social ad buys the ring.
  const buyer = await CampaignVisitor.land(browser, `/?utm_source=social&utm_medium=cpc&utm_campaign=${buying}`);
  expect((await callApi(buyer.page, "cart/add", { sku: RING, quantity: 1 })).status).toBe(200);
  await buyer.goOnTo("/checkout");
  const checkout = new CheckoutPage(buyer.page, EN_LABELS);
  await checkout.fill(`insight-${run}@example.com`, NEW_YORK);
  // The browser ties the order to its visit as the payment starts, in a beacon sent before the
  // provider's page loads.
  await checkout.placeOrder(/Place order and pay/);
  const sandbox = new SandboxPage(buyer.page);
  const paid = ((await sandbox.amount.textContent()) ?? "").trim();
  await sandbox.choose("Pay successfully");
  await expect(new PaybackPage(buyer.page).status).toHaveText("Processing");
  await buyer.close();

  const office = await BackOffice.signIn(browser, "owner");
  await office.openScreen("/admin/insight", "Insight");
  const screen = new InsightScreen(office);
  await screen.showUsStore([`newsletter / email / ${browsing}`, `social / cpc / ${buying}`]);
  expect(await screen.figures(browsing)).toEqual({ visits: "1", orders: "0", revenueUsd: "$0.00", conversion: "0%" });
  expect(await screen.figures(buying)).toEqual({ visits: "1", orders: "1", revenueUsd: paid, conversion: "100%" });
  expect(await axeViolations(screen.page), "/admin/insight with figures").toEqual([]);
  await office.close();
});
