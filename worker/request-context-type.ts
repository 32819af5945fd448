import type { ConsentRecord } from "~/shared/consent";
import type { DeviceType } from "~/shared/device";
import type { Locale } from "~/shared/i18n-config";
import type { CurrencyCode } from "~/shared/money";
import type { StoreConfig } from "~/shared/stores";
import type { SessionClaims } from "./services/session-token";

/** Everything a request knows about its visitor, computed once at the edge (docs/architecture.md#the-request-path). */
export interface RequestContext {
  store: StoreConfig;
  url: URL;
  /** The visitor's country from CF-IPCountry (HK/CN → US; missing → the store's). */
  country: string;
  language: Locale;
  currency: CurrencyCode;
  shipCountry: string;
  session: SessionClaims;
  /** The sealed token as the client should send it back. */
  token: string;
  consent: ConsentRecord | null;
  askConsent: boolean;
  device: DeviceType;
  webp: boolean;
  nonce: string;
  production: boolean;
  /**
   * Set on the copy of the context that renders a page for the edge cache: every
   * per-visitor field holds the anonymous default (see worker/services/page-cache/shared-render.ts).
   */
  shared?: boolean;
  /** The free-gift campaign code the browser stored (he-giftCode); the cart prices its gift. */
  giftCode?: string | null;
  /** A campaign link's coupon (he-couponcode) waiting for the cart to take it. */
  campaignCoupon?: string | null;
  /** This request's id (middleware/request-log.ts): for error logs and the error page. */
  requestId?: string;
  /** The request's header info (the API's `headerInfo`: bCountry, referer, shopperIP, host, ipIso2), in the code's casing. */
  headerInfo: { cfCountry: string; referer: string; shopperIp: string; host: string; ipCountry: string };
}
