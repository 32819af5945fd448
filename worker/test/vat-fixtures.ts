import { expect } from "vitest";
import { DE_ADDRESS, US_ADDRESS } from "~/shared/test/address-fixtures";
import { payInSandboxAs, TestBrowser } from "./account-client";
import { addProduct, checkoutBody } from "./checkout-fixtures";

/** Addresses of the VAT and invoice tests, one per case the rules tell apart. */
export const ADDRESSES = {
  DE: DE_ADDRESS,
  US: US_ADDRESS,
  FR: { ...DE_ADDRESS, firstName: "Élise", lastName: "Durand", address1: "1 Rue de Rivoli", city: "Paris", postcode: "75001", country: "FR" },
  GB: { ...DE_ADDRESS, firstName: "Ann", lastName: "Smith", address1: "10 Downing Street", city: "London", postcode: "SW1A 2AA", country: "GB" },
} as const;

const unique = () => crypto.randomUUID().replace(/-/g, "").slice(0, 8);

/** A guest's order in `store` of pieces at these USD prices, shipped to `country`; paid unless told not. */
export async function storeOrder(
  store: string,
  pricesCents: number[],
  country: keyof typeof ADDRESSES,
  options: { pay?: boolean; coupon?: string } = {},
) {
  const origin = `http://${store.replace("_", "-")}.localhost`;
  const browser = new TestBrowser(origin);
  for (const priceCents of pricesCents) {
    const sku = await addProduct({ code: `v${unique()}`, priceCents, stock: 5, stores: [store] });
    await browser.api("cart/add", { sku });
  }
  if (options.coupon) expect((await browser.api("cart/applyCoupon", { code: options.coupon })).status).toBe(200);
  const created = await browser.api<{ orderNumber: string; paymentUrl: string; total: { amount: number } }>(
    "order/create",
    checkoutBody({ shippingAddress: ADDRESSES[country], email: `vat-${unique()}@example.com` }),
  );
  expect(created.status, JSON.stringify(created.envelope)).toBe(200);
  const { orderNumber, paymentUrl, total } = created.envelope.data;
  if (options.pay !== false) await payInSandboxAs(browser, paymentUrl, origin);
  return { browser, orderNumber, total: total.amount, origin };
}
