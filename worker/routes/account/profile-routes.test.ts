import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EXAMPLE_ADDRESS } from "~/shared/schemas/address-example";
import type { AccountOverview, WalletView } from "~/shared/account-types";
import { creditWallet, debitWallet } from "../../services/account/wallet";
import { newEmail, PASSWORD, registered, TestBrowser } from "../../test/account-client";
import { setCookies } from "../../test/harness";

const PROTECTED = ["me", "profileSave", "changePassword", "addresses", "addressSave", "addressDelete", "addressSetDefault", "coupons", "wallet"];

const address = EXAMPLE_ADDRESS;

async function customerIdOf(email: string) {
  return (await env.DB.prepare("SELECT id FROM customers WHERE email = ?").bind(email).first<{ id: number }>())!.id;
}

describe("signed-in account calls", () => {
  it.each(PROTECTED)("account/%s answers 40001 without a session", async (path) => {
    const { status, envelope } = await new TestBrowser().api(`account/${path}`, {});
    expect(status).toBe(401);
    expect(envelope.code).toBe(40001);
    expect(envelope.message).toBe("Please sign in to continue.");
  });

  it("account/me gives the overview: profile, coupons and wallet in the shopper's currency", async () => {
    const browser = new TestBrowser("http://de.localhost");
    const { email } = await registered(browser);
    await creditWallet(env.DB, await customerIdOf(email), { amountCents: 1250, kind: "refund", reference: "HE1001" });
    const { status, envelope } = await browser.api<AccountOverview>("account/me");
    expect(status).toBe(200);
    expect(envelope.data.profile.email).toBe(email);
    expect(envelope.data.activeCoupons).toBe(1);
    expect(envelope.data.coupons[0].discount).toBe("10%");
    expect(envelope.data.wallet.balance).toBe("11,50 €");
  });

  it("account/wallet pages the transactions, newest first, with signed amounts", async () => {
    const browser = new TestBrowser();
    const { email } = await registered(browser);
    const id = await customerIdOf(email);
    for (let i = 1; i <= 12; i++) await creditWallet(env.DB, id, { amountCents: 100 * i, kind: "campaign" }, 1_000 + i);
    expect(await debitWallet(env.DB, id, { amountCents: 500, kind: "order", reference: "HE2002" }, 2_000)).toBe(true);
    const first = await browser.api<WalletView>("account/wallet", { page: 1 });
    expect(first.envelope.data).toMatchObject({ balance: "$73.00", balanceCents: 7300, total: 13, pageCount: 2 });
    expect(first.envelope.data.transactions[0]).toMatchObject({ kind: "order", amount: "-$5.00", credit: false, reference: "HE2002" });
    const second = await browser.api<WalletView>("account/wallet", { page: 2 });
    expect(second.envelope.data.transactions.map((t) => t.amount)).toEqual(["$3.00", "$2.00", "$1.00"]);
  });

  it("account/profileSave changes the name and newsletter choice, trimmed, and the header's name follows", async () => {
    const browser = new TestBrowser("http://de.localhost");
    const { email } = await registered(browser);
    const saved = await browser.api("account/profileSave", { firstName: "  Ada ", lastName: "Lovelace", newsletter: true });
    expect(saved.status).toBe(200);
    expect(saved.envelope.message).toBe("Ihre Angaben wurden gespeichert.");
    const row = await env.DB.prepare("SELECT first_name, last_name, newsletter FROM customers WHERE email = ?").bind(email).first();
    expect(row).toEqual({ first_name: "Ada", last_name: "Lovelace", newsletter: 1 });
    expect(setCookies(saved.response).get("he-username")?.value).toBe("Ada");
    const me = await browser.api<AccountOverview>("account/me");
    expect(me.envelope.data.profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("account/profileSave refuses a name too long and unknown fields, writing nothing", async () => {
    const browser = new TestBrowser();
    const { email } = await registered(browser);
    const before = await env.DB.prepare("SELECT first_name, last_name, newsletter FROM customers WHERE email = ?").bind(email).first();
    for (const body of [
      { firstName: "x".repeat(51), lastName: "" },
      { firstName: "A", lastName: "B", email: "other@example.com" },
      { firstName: 7 },
    ]) {
      const refused = await browser.api<{ fields?: Record<string, string> }>("account/profileSave", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(await env.DB.prepare("SELECT first_name, last_name, newsletter FROM customers WHERE email = ?").bind(email).first()).toEqual(before);
  });

  it("account/changePassword needs the current password and signs out the other sessions only", async () => {
    const here = new TestBrowser();
    const { email } = await registered(here);
    const elsewhere = new TestBrowser();
    expect((await elsewhere.api("account/signIn", { email, password: PASSWORD })).status).toBe(200);

    const wrong = await here.api("account/changePassword", {
      currentPassword: "nope",
      password: "Garnet-Harbour-19",
      confirmPassword: "Garnet-Harbour-19",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.envelope.data).toEqual({ fields: { currentPassword: "Your current password is not correct." } });

    const changed = await here.api("account/changePassword", {
      currentPassword: PASSWORD,
      password: "Garnet-Harbour-19",
      confirmPassword: "Garnet-Harbour-19",
    });
    expect(changed.status).toBe(200);
    expect((await here.whoAmI()).email).toBe(email);
    expect((await elsewhere.whoAmI()).email).toBe("");
    expect(elsewhere.cookies.has("he-username")).toBe(false);
    expect((await new TestBrowser().api("account/signIn", { email, password: "Garnet-Harbour-19" })).status).toBe(200);
  });
});

describe("address book", () => {
  it("adds, edits, makes default and deletes addresses", async () => {
    const browser = new TestBrowser();
    await registered(browser);
    const first = await browser.api<{ id: number; isDefault: boolean }>("account/addressSave", address);
    expect(first.status).toBe(200);
    expect(first.envelope.data.isDefault).toBe(true);
    const second = await browser.api<{ id: number; isDefault: boolean }>("account/addressSave", {
      ...address,
      country: "US",
      state: "NY",
      postcode: "10001",
      city: "New York",
    });
    expect(second.envelope.data.isDefault).toBe(false);

    const edited = await browser.api<{ city: string }>("account/addressSave", {
      ...address,
      id: first.envelope.data.id,
      city: "Bath",
      postcode: "BA1 1LT",
    });
    expect(edited.envelope.data.city).toBe("Bath");

    const madeDefault = await browser.api<{ id: number; isDefault: boolean }[]>("account/addressSetDefault", { id: second.envelope.data.id });
    expect(madeDefault.envelope.data.map((a) => [a.id, a.isDefault])).toEqual([
      [second.envelope.data.id, true],
      [first.envelope.data.id, false],
    ]);

    const afterDelete = await browser.api<{ id: number; isDefault: boolean }[]>("account/addressDelete", { id: second.envelope.data.id });
    expect(afterDelete.envelope.data).toEqual([expect.objectContaining({ id: first.envelope.data.id, isDefault: true })]);
  });

  it("validates with the shared schema and names the fields", async () => {
    const browser = new TestBrowser();
    await registered(browser);
    const { status, envelope } = await browser.api("account/addressSave", { ...address, postcode: "M1", phone: "" });
    expect(status).toBe(400);
    expect(envelope.data).toEqual({
      fields: {
        phone: "Please enter your phone number, so the courier can call you if there is a problem with the delivery.",
        postcode: "A postcode has 6 to 8 letters, digits and spaces, for example M1 1AE.",
      },
    });
    const mx = await browser.api("account/addressSave", {
      ...address,
      country: "MX",
      state: "CDMX",
      postcode: "06600",
      certificateType: "RFC",
      certificateNumber: "1234",
    });
    expect(mx.envelope.data).toEqual({ fields: { certificateNumber: "An RFC has 13 characters and starts with 4 letters." } });
  });

  it("never shows, changes or deletes another customer's address", async () => {
    const owner = new TestBrowser();
    await registered(owner);
    const saved = await owner.api<{ id: number }>("account/addressSave", address);
    const other = new TestBrowser();
    await registered(other, newEmail("other"));
    const id = saved.envelope.data.id;
    expect((await other.api<unknown[]>("account/addresses")).envelope.data).toEqual([]);
    expect((await other.api("account/addressSave", { ...address, id, city: "Hijacked" })).status).toBe(404);
    expect((await other.api("account/addressSetDefault", { id })).status).toBe(404);
    expect((await other.api("account/addressDelete", { id })).status).toBe(404);
    expect((await owner.api<{ city: string }[]>("account/addresses")).envelope.data[0].city).toBe("London");
  });
});
