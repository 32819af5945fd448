import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newEmail } from "../../test/account-client";
import { staffBrowser } from "../../test/admin-client";
import { productOf } from "../../test/review-fixtures";
import { getProductVersion, productCodeOfPath } from "../catalog/product-version";
import { getCatalogVersion } from "../catalog/version";
import { submitReview } from "./review-submit";

const held = async (skip: number) => {
  const product = await productOf("us", skip);
  const scope = { db: env.DB, store: "us", language: "en", visitor: crypto.randomUUID() };
  const review = { productCode: product.code, rating: 1, nickname: "Ola", body: `Held ${crypto.randomUUID()}`, email: newEmail(), media: [] };
  const { reviewId } = await submitReview(scope, review);
  return { reviewId, product };
};

describe("a moderated review renews its product's pages only", () => {
  it("bumps the product's own version when staff publish or reject, never the catalogue's", async () => {
    const support = await staffBrowser("support");
    const first = await held(21);
    const other = await productOf("us", 22);
    const catalogue = await getCatalogVersion(env.KV);
    const before = await getProductVersion(env.KV, first.product.code);
    const otherBefore = await getProductVersion(env.KV, other.code);

    expect((await support.api("admin/review/publish", { reviewId: first.reviewId })).status).toBe(200);
    const published = await getProductVersion(env.KV, first.product.code);
    expect(published).not.toBe(before);

    expect((await support.api("admin/review/reject", { reviewId: first.reviewId, reason: "Off topic" })).status).toBe(200);
    expect(await getProductVersion(env.KV, first.product.code)).not.toBe(published);

    expect(await getProductVersion(env.KV, other.code)).toBe(otherBefore);
    expect(await getCatalogVersion(env.KV)).toBe(catalogue);
  });

  it("leaves versions alone when the review does not exist", async () => {
    const support = await staffBrowser("support");
    expect((await support.api("admin/review/publish", { reviewId: 99_999_999 })).status).toBe(404);
  });
});

describe("productCodeOfPath", () => {
  it("finds the product of its page and of its landing copy, and nothing elsewhere", () => {
    expect(productCodeOfPath("/product-gold-ring-100175.html")).toBe("100175");
    expect(productCodeOfPath("/lp/product-100175.html")).toBe("100175");
    for (const path of ["/category-rings", "/product-x.htm", "/products/rings", "/lp/google-rings"]) expect(productCodeOfPath(path)).toBeNull();
  });
});
