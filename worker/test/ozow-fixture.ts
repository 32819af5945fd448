import { env } from "cloudflare:test";
import { addProduct, checkoutBody, visitor } from "./checkout-fixtures";
import { routeFetchTo } from "./fake-http";
import { FAKE_OZOW, fakeOzow } from "./fake-ozow";

/** Ozow's credentials pointing at the local fake. */
export const OZOW_SECRETS = {
  OZOW_SITE_CODE: FAKE_OZOW.siteCode,
  OZOW_PRIVATE_KEY: FAKE_OZOW.privateKey,
  OZOW_API_KEY: FAKE_OZOW.apiKey,
  OZOW_PAY_BASE: FAKE_OZOW.pay,
  OZOW_API_BASE: FAKE_OZOW.api,
};

/** A fresh local Ozow answering the worker's fetches to its hosts (restore with vi.unstubAllGlobals). */
export function stubOzow() {
  return routeFetchTo(fakeOzow(), FAKE_OZOW.pay, FAKE_OZOW.api);
}

const ZA_ADDRESS = {
  firstName: "Thandi",
  lastName: "Nkosi",
  address1: "12 Long Street",
  country: "ZA",
  city: "Cape Town",
  postcode: "8001",
  phone: "+27 21 555 0100",
};

/** A us-store order of 100 USD shipped to South Africa, to be paid with Ozow. */
export async function ozowOrder(bindings: typeof env) {
  const sku = await addProduct({ code: `oz${crypto.randomUUID().slice(0, 8)}`, priceCents: 10000 });
  const shopper = visitor("us", {}, bindings);
  await shopper.call("cart/add", { sku });
  const created = await shopper.call("order/create", checkoutBody({ paymentMethod: "ozow", shippingAddress: ZA_ADDRESS }));
  return { shopper, created };
}
