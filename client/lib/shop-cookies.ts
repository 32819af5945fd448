import { COOKIE, cookieMaxAgeSeconds } from "~/shared/cookies";

/**
 * Cookies the browser writes itself, each for the purpose the privacy policy's cookie list
 * gives it (client/pages/help/topics/cookie-list.ts): 30 days, whole site, Lax.
 */
export function shopCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${cookieMaxAgeSeconds()}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * A campaign link's coupon (`?couponcode=SAVE20`): kept in he-couponcode until the cart takes
 * it with the first item (cart/add and cart/list adopt it and clear the cookie).
 */
export function couponCodeFromUrl(search: string): string | null {
  const code = new URLSearchParams(search).get("couponcode")?.trim().toUpperCase() ?? "";
  return /^[A-Z0-9_-]{2,32}$/.test(code) ? code : null;
}

export const couponCookie = (code: string, secure: boolean) => shopCookie(COOKIE.couponCode, code, secure);

/** The shopper's last JewelSafe choice, offered again on the next product. */
export const jewelSafeCookie = (chosen: boolean, secure: boolean) => shopCookie(COOKIE.jewelSafe, chosen ? "1" : "0", secure);

/** The number of the order just paid, for the marketing pixel; written only with marketing consent. */
export const pixelOrderCookie = (orderNumber: string, secure: boolean) => shopCookie(COOKIE.pixelOrderNumber, orderNumber, secure);
