import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { COOKIE } from "~/shared/cookies";
import type { VisitorPayload } from "~/shared/shell-state";
import { freeGiftAtom, giftCodeAtom } from "../../atoms/catalog";
import { cartCountAtom, consentAtom, consentPendingAtom, shellStateAtom } from "../../atoms/shell";
import { readCookie } from "../../lib/api";
import { giftCodeFromUrl, giftCookie } from "../../lib/gift-code";
import { couponCodeFromUrl, couponCookie } from "../../lib/shop-cookies";
import { useApi } from "../../lib/use-api";

/**
 * Brings in what only this visitor's page knows: the gift code and coupon of a campaign link, and, for
 * pages served from the edge cache or with a gift code, the visitor's state (visitor/state).
 */
export function VisitorSync() {
  const location = useLocation();
  const api = useApi();
  const state = useAtomValue(shellStateAtom);
  const giftCode = useAtomValue(giftCodeAtom);
  const setGiftCode = useSetAtom(giftCodeAtom);
  const store = useStore();

  useEffect(() => {
    const fromUrl = giftCodeFromUrl(location.search);
    if (fromUrl) document.cookie = giftCookie(fromUrl, window.location.protocol === "https:");
    setGiftCode(fromUrl ?? readCookie(COOKIE.giftCode));
    const coupon = couponCodeFromUrl(location.search);
    if (coupon) document.cookie = couponCookie(coupon, window.location.protocol === "https:");
  }, [location.search, setGiftCode]);

  // Asked once per page load, and again only when a new gift code arrives.
  const asked = useRef<string | null>(null);
  const needed = !(state?.personalized ?? true) || Boolean(giftCode);
  useEffect(() => {
    const ask = giftCode ?? "";
    if (!needed || asked.current === ask) return;
    asked.current = ask;
    // The shopper may answer the cookie banner or fill the bag while this call is on its way:
    // the answer then describes the browser before that, and what the page changed since wins.
    const consentSent = store.get(consentAtom);
    const cartSent = store.get(cartCountAtom);
    api<VisitorPayload>("visitor/state", {})
      .then((result) => {
        if (result.code !== 200 || !result.data) return;
        const { freeGift, ...visitor } = result.data;
        store.set(shellStateAtom, (current) => (current ? { ...current, ...visitor, personalized: true } : current));
        if (store.get(cartCountAtom) === cartSent) store.set(cartCountAtom, visitor.cartCount);
        if (store.get(consentAtom) === consentSent) {
          store.set(consentPendingAtom, visitor.askConsent);
          store.set(consentAtom, visitor.consent);
        }
        store.set(freeGiftAtom, freeGift);
      })
      .catch(() => undefined);
  }, [needed, giftCode, api, store]);

  return null;
}
