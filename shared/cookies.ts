/**
 * Cookie names, in one place so no one spells them twice: the ones the shop writes. Names it
 * does not write, and why: docs/decisions/1350-cookies-not-set.md.
 */
export const COOKIE = {
  lang: "he-lang",
  uuid: "he-uuid",
  token: "he-token",
  currency: "he-currency",
  username: "he-username",
  couponCode: "he-couponcode",
  pixelOrderNumber: "he-pixelOrderNumbeCode",
  shipToCountry: "he-shipToCountryIso2",
  luckyCustomer: "he-luckyCustomer",
  feedUtmSource: "he-feedUtmSource",
  feedSourceSpu: "he-feedSourceSpu",
  jewelSafe: "he-jewelSafe",
  consent: "cc_cookie",
  giftCode: "he-giftCode",
  affiliateClickId: "impact-irclickid",
  /** The D1 session bookmark of the visitor's last write, so their next reads see it (docs/decisions/1340-d1-sessions.md). */
  d1Bookmark: "he-d1b",
} as const;

/** Cookie lifetime rules: default 30 days, never more than 30 nor less than 7. */
export const COOKIE_DAYS = { default: 30, max: 30, min: 7 } as const;

export function cookieMaxAgeSeconds(days: number = COOKIE_DAYS.default): number {
  const clamped = Math.min(COOKIE_DAYS.max, Math.max(COOKIE_DAYS.min, Math.round(days)));
  return clamped * 24 * 60 * 60;
}
