import { expect, test } from "../fixtures";
import { ShopShell } from "../pages/shop-shell";

/** The store table of shared/stores.ts, with the express fee (15 USD) in each store's currency. */
const STORES = [
  { store: "us", lang: "en", fee: "$15.00" },
  { store: "uk", lang: "en-GB", fee: "£11.85" },
  { store: "de", lang: "de", fee: "13,80 €" },
  { store: "fr", lang: "fr", fee: "13,80 €" },
  { store: "mx", lang: "es", fee: "MX$256.50" },
  { store: "us-vip", lang: "en", fee: "$15.00" },
  { store: "apparel", lang: "en", fee: "$15.00" },
  { store: "heycharm", lang: "en", fee: "$15.00" },
];

for (const { store, lang, fee } of STORES) {
  test(`the ${store} store's home is in ${lang} with its currency`, async ({ page }) => {
    const shell = new ShopShell(page);
    const response = await shell.open(store);
    expect(response.status()).toBe(200);
    await expect(shell.html).toHaveAttribute("lang", lang);
    await expect(shell.html).toHaveAttribute("data-store", store.replace("-", "_"));
    await expect(shell.expressFee).toContainText(fee);
  });
}

test("a first visit gets its uuid and sealed token, and the page runs under the CSP", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const shell = new ShopShell(page);
  const response = await shell.open("us");
  // A fresh render names its scripts by nonce, a copy from the page cache by hash (decision 0002).
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' ('nonce-[^']+'|'sha256-[^']+')/);
  // The document itself hands them out, before any script runs.
  const setCookies = (await response.headerValues("set-cookie")).join("\n");
  expect(setCookies).toMatch(/^he-uuid=/m);
  expect(setCookies).toMatch(/^he-token=.*HttpOnly/m);
  const uuid = await shell.cookie("he-uuid");
  expect(uuid?.value).toMatch(/^[0-9a-f-]{36}$/);
  const token = await shell.cookie("he-token");
  expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(token!.value).not.toContain(uuid!.value);

  // The next page keeps the same visitor.
  await shell.open("us", "/help/faqs");
  expect((await shell.cookie("he-uuid"))?.value).toBe(uuid!.value);
  expect(violations).toEqual([]);
});
