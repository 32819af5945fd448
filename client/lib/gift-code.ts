import { COOKIE } from "~/shared/cookies";
import { shopCookie } from "./shop-cookies";

/** `fbmedium=CPC2` on any page stores that campaign's gift code (docs/decisions/0800-free-gift.md). */
const GIFT_MEDIUM = "CPC2";

export function giftCodeFromUrl(search: string): string | null {
  const medium = new URLSearchParams(search).get("fbmedium");
  return medium?.trim().toUpperCase() === GIFT_MEDIUM ? GIFT_MEDIUM : null;
}

export function giftCookie(code: string, secure: boolean): string {
  return shopCookie(COOKIE.giftCode, code, secure);
}
