import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consentCookieLine, makeConsent } from "~/shared/consent";
import type { VisitorPayload } from "~/shared/shell-state";
import { cartCountAtom, consentAtom, consentPendingAtom, freightAtom, shellStateAtom } from "../../atoms/shell";
import { shellStore } from "../../test/shell-fixture";
import { renderUi } from "../ui/testing";
import { VisitorSync } from "./visitor-sync";

/** What visitor/state answers for a browser that has not decided on cookies yet. */
const undecided: VisitorPayload = {
  uuid: "00000000-0000-4000-8000-000000000001",
  signedIn: false,
  username: "",
  country: "DE",
  shipCountry: "DE",
  device: "desktop",
  askConsent: true,
  consent: null,
  cartCount: 2,
  freeGift: null,
  countries: [{ iso2: "DE", name: "Germany" }],
  freight: [{ method: "standard", price: 4.55, free: false, days: "7-12", freeFrom: 63.48 }],
};

/** A page from the edge cache: its shell state is anonymous until visitor/state answers. */
function cachedPage() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal("fetch", async () => {
    await answered;
    return new Response(JSON.stringify({ code: 200, message: "", data: undecided }));
  });
  const store = shellStore({
    personalized: false,
    askConsent: true,
    freight: [{ method: "standard", price: 0, free: true, days: "7-12", freeFrom: null }],
  });
  store.set(consentPendingAtom, true);
  renderUi(<VisitorSync />, { store });
  return { store, answer };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "cc_cookie=; max-age=0; path=/";
});

describe("VisitorSync on a page from the edge cache", () => {
  it("brings in the visitor's own state", async () => {
    const { store, answer } = cachedPage();
    answer();
    await waitFor(() => expect(store.get(shellStateAtom)?.personalized).toBe(true));
    expect(store.get(cartCountAtom)).toBe(2);
    expect(store.get(consentPendingAtom)).toBe(true);
    // The store country's freight list of the shared page gives way to the visitor's own.
    expect(store.get(freightAtom)).toEqual(undecided.freight);
  });

  it("keeps a cookie choice made while visitor/state was on its way", async () => {
    const { store, answer } = cachedPage();
    // The shopper rejects non-essential cookies before the answer arrives, as the banner does it.
    const rejected = makeConsent([]);
    document.cookie = consentCookieLine(rejected, false);
    store.set(consentAtom, rejected);
    store.set(consentPendingAtom, false);
    answer();
    await waitFor(() => expect(store.get(shellStateAtom)?.personalized).toBe(true));
    expect(store.get(consentPendingAtom)).toBe(false);
    expect(store.get(consentAtom)).toEqual(rejected);
  });

  it("keeps a bag count the page changed while visitor/state was on its way", async () => {
    const { store, answer } = cachedPage();
    // "Add to bag" answered first: the bag now holds three pieces, not the two asked about.
    store.set(cartCountAtom, 3);
    answer();
    await waitFor(() => expect(store.get(shellStateAtom)?.personalized).toBe(true));
    expect(store.get(cartCountAtom)).toBe(3);
  });
});
