import { env } from "cloudflare:test";
import { expect } from "vitest";
import { addProduct, checkoutBody, visitor } from "./checkout-fixtures";
import { routeFetchTo } from "./fake-http";
import { FAKE_SEZZLE, fakeSezzle, withFakeSezzle } from "./fake-sezzle";
import { US_ADDRESS } from "~/shared/test/address-fixtures";

/** The development environment with Sezzle's keys pointing at the local fake. */
export const withSezzle = withFakeSezzle(env);

/** A fresh local Sezzle answering the worker's fetches to its host (restore with vi.unstubAllGlobals). */
export function stubSezzle() {
  return routeFetchTo(fakeSezzle(), FAKE_SEZZLE.base);
}

/** A us order of 60 USD paid with Sezzle (pay-later plans need 30–1,500 USD). */
export async function sezzleOrder(extra: Record<string, string> = {}, stock: number | null = null) {
  const sku = await addProduct({ code: `sz${crypto.randomUUID().slice(0, 8)}`, priceCents: 6000, stock });
  const shopper = visitor("us", extra, withSezzle);
  await shopper.call("cart/add", { sku });
  const created = await shopper.call("order/create", checkoutBody({ paymentMethod: "sezzle", shippingAddress: US_ADDRESS }));
  expect(created.status).toBe(200);
  const uuid = new URL(created.data.paymentUrl).searchParams.get("id")!;
  return { shopper, sku, orderNumber: created.data.orderNumber as string, uuid };
}
