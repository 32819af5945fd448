import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/account-client";
import { expectPlainError, faultInjector, type FaultKind } from "../../test/faults";
import { pngBytes, upload, uploadsOf } from "../../test/review-fixtures";

/**
 * A shopper's upload (a review's photo) with R2 or D1 failing (docs/decisions/1310-nothing-lost.md).
 * What the shopper sees: the shop's plain error (HTTP 500, "Something went wrong on our side.
 * Please try again later.", no internals) and the form keeps the file to send again; nothing is
 * recorded, neither a row that counts against the draft's limit nor an object in R2. Sending the
 * file again stores it once.
 */
const KINDS: FaultKind[] = ["error", "timeout", "lost"];

/** The visitor's upload keys, and whether R2 holds each. */
async function storedOf(browser: TestBrowser) {
  await browser.whoAmI();
  const { results } = await env.DB.prepare("SELECT r2_key FROM uploads WHERE visitor = ?")
    .bind(browser.cookies.get("he-uuid"))
    .all<{ r2_key: string }>();
  return Promise.all(results.map(async (r) => ({ key: r.r2_key, inR2: (await env.MEDIA.head(r.r2_key)) !== null })));
}

const plainAnswer = async (browser: TestBrowser, bytes: Uint8Array) => {
  const { status, envelope } = await upload(browser, bytes);
  return { status, message: envelope.message };
};

/** The retry: one row, its object in R2, the answer naming it. */
async function storedOnce(browser: TestBrowser, bytes: Uint8Array) {
  const retry = await upload(browser, bytes);
  expect(retry.status).toBe(200);
  expect(await storedOf(browser)).toEqual([{ key: (retry.envelope.data as { key: string }).key, inR2: true }]);
}

describe("upload under faults", () => {
  for (const kind of KINDS) {
    it(`R2 ${kind} on the put: a plain error, nothing recorded; sending again stores once`, async () => {
      const faults = faultInjector().inject({ target: "r2", match: /^u\//, kind });
      const browser = new TestBrowser("http://localhost", faults.env);
      const bytes = pngBytes(400, 300);
      expectPlainError(await plainAnswer(browser, bytes));
      expect(faults.fired).toEqual([expect.stringMatching(new RegExp(`^${kind} r2 u/`))]);
      expect(await uploadsOf(browser)).toBe(0);
      await storedOnce(browser, bytes);
    });
  }

  for (const kind of KINDS) {
    it(`D1 ${kind} on the upload's row: a plain error, nothing recorded; sending again stores once`, async () => {
      const faults = faultInjector().inject({ target: "d1", match: "INSERT INTO uploads", kind });
      const browser = new TestBrowser("http://localhost", faults.env);
      const bytes = pngBytes(400, 300);
      expectPlainError(await plainAnswer(browser, bytes));
      expect(faults.fired).toHaveLength(1);
      // A lost answer left a row: it is no upload the shopper was given, so it must not count.
      expect(await storedOf(browser)).toEqual([]);
      await storedOnce(browser, bytes);
    });
  }
});
