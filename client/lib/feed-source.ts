import { COOKIE, cookieMaxAgeSeconds } from "~/shared/cookies";
import type { DeviceType } from "~/shared/device";

/** Feed source info: where a shopping-feed visitor came from. */
export interface FeedSource {
  spuCode: string;
  ablUtmSource: string;
  customerCountryIso2: string;
  media: "Mobile" | "PC";
  url: string;
}

const TOKEN = /^[\w.-]{1,64}$/;

/** Reads `utm_source` and `spu` of a landing URL; null when the visit carries no feed source. */
export function feedSourceFrom(url: URL, device: DeviceType, country: string): FeedSource | null {
  const source = url.searchParams.get("utm_source")?.trim() ?? "";
  const spu = url.searchParams.get("spu")?.trim() ?? "";
  if (!TOKEN.test(source) && !TOKEN.test(spu)) return null;
  return {
    spuCode: TOKEN.test(spu) ? spu : "",
    ablUtmSource: TOKEN.test(source) ? source : "",
    customerCountryIso2: country,
    media: device === "desktop" ? "PC" : "Mobile",
    url: `${url.origin}${url.pathname}`,
  };
}

/** The cookies that keep it (marketing: written only with the shopper's consent). */
export function feedCookies(feed: FeedSource, secure: boolean): string[] {
  const tail = `; Path=/; Max-Age=${cookieMaxAgeSeconds()}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return [
    ...(feed.ablUtmSource ? [`${COOKIE.feedUtmSource}=${encodeURIComponent(feed.ablUtmSource)}${tail}`] : []),
    ...(feed.spuCode ? [`${COOKIE.feedSourceSpu}=${encodeURIComponent(feed.spuCode)}${tail}`] : []),
  ];
}
