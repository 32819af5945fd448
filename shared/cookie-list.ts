import type { ConsentCategory } from "~/shared/consent";
import { COOKIE } from "~/shared/cookies";

export interface CookieEntry {
  name: string;
  /** The consent category that must allow the cookie before it is set. */
  category: ConsentCategory;
  /** Catalogue key suffix under help.privacy-policy.cookieTable. */
  purpose: keyof typeof COOKIE;
  /** The sign-in cookie lives for the session unless the shopper stays signed in. */
  session?: boolean;
}

const necessary = (purpose: keyof typeof COOKIE, session = false): CookieEntry => ({
  name: COOKIE[purpose],
  category: "necessary",
  purpose,
  session,
});
const analytics = (purpose: keyof typeof COOKIE): CookieEntry => ({ name: COOKIE[purpose], category: "analytics", purpose });
const marketing = (purpose: keyof typeof COOKIE): CookieEntry => ({ name: COOKIE[purpose], category: "marketing", purpose });

/**
 * Every cookie the shop writes, what it is for and which consent category it belongs to —
 * and nothing it does not write (e2e/foundation/cookie-list.spec.ts follows a full journey
 * and compares). he-pixelOrderNumbeCode and impact-irclickid are written only with marketing
 * consent, he-luckyCustomer only with analytics consent. The names the shop does not write are
 * not in shared/cookies.ts either (docs/decisions/1350-cookies-not-set.md).
 */
export const COOKIE_LIST: readonly CookieEntry[] = [
  necessary("consent"),
  necessary("uuid"),
  necessary("token", true),
  necessary("username"),
  necessary("lang"),
  necessary("currency"),
  necessary("shipToCountry"),
  necessary("couponCode"),
  necessary("giftCode"),
  necessary("jewelSafe"),
  analytics("luckyCustomer"),
  necessary("d1Bookmark"),
  marketing("affiliateClickId"),
  marketing("feedUtmSource"),
  marketing("feedSourceSpu"),
  marketing("pixelOrderNumber"),
];

/**
 * Expiring lines for the cookies the visitor still carries from categories no longer
 * accepted: withdrawing consent removes what that category set, in the same answer.
 */
export function withdrawnCookieLines(accepted: readonly ConsentCategory[], present: Iterable<string>, secure: boolean): string[] {
  const carried = new Set(present);
  return COOKIE_LIST.filter((entry) => !accepted.includes(entry.category) && carried.has(entry.name)).map(
    (entry) => `${entry.name}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}
