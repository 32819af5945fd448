import type { FreeGift } from "./catalog-types";
import type { ConsentRecord } from "./consent";
import type { DeviceType } from "./device";
import type { FreightOption } from "./freight";
import type { Locale } from "./i18n-config";
import type { CurrencyCode } from "./money";
import type { StoreConfig } from "./stores";

/**
 * The shared state as the server computed it for this request. The root loader
 * returns it and the client hydrates its atoms from it, so both first renders agree.
 */
export interface ShellState {
  store: Pick<StoreConfig, "key" | "seriesName" | "brandDomain" | "countryCode" | "countryName" | "socialLinks" | "storeText" | "customJewelry">;
  language: Locale;
  currency: CurrencyCode;
  country: string;
  shipCountry: string;
  uuid: string;
  signedIn: boolean;
  username: string;
  device: DeviceType;
  webp: boolean;
  askConsent: boolean;
  consent: ConsentRecord | null;
  cartCount: number;
  apiPrefix: string;
  versionCheckIntervalMs: number;
  /**
   * The ship-to choices. Empty in pages served from the edge cache (52 options in every
   * shared page, for a menu few open): visitor/state brings them after the page loads.
   */
  countries: { iso2: string; name: string }[];
  /**
   * How sizes are measured in the size guide and garment tables: inches in the stores that
   * ship from the US, centimetres elsewhere. The shopper may switch it in the size guide.
   */
  sizeType: SizeType;
  /**
   * The freight list: the shipping methods for the ship-to country with an empty bag, priced in
   * the page's currency (free-from thresholds included). Shared pages carry the store country's
   * list, which depends on store and currency only; visitor/state brings the visitor's own.
   */
  freight: FreightOption[];
  /**
   * false on pages served from the edge cache: the HTML is shared by every visitor of the
   * same store, language, currency and URL, so the fields of VisitorState below hold the
   * anonymous defaults until the client asks for its own (visitor/state).
   */
  personalized: boolean;
}

export type SizeType = "cm" | "in";

/** The store's size type: it depends on the store only, so shared pages carry it as well. */
export const storeSizeType = (countryCode: string): SizeType => (countryCode === "US" ? "in" : "cm");

/** The per-visitor part of the shell state, as `visitor/state` answers it. */
export type VisitorShellState = Pick<
  ShellState,
  "uuid" | "signedIn" | "username" | "country" | "shipCountry" | "device" | "askConsent" | "consent" | "cartCount"
>;

export interface VisitorPayload extends VisitorShellState {
  freeGift: FreeGift | null;
  /** The ship-to choices, which shared pages leave out (ShellState.countries). */
  countries: ShellState["countries"];
  /** The freight list for the visitor's ship-to country (ShellState.freight). */
  freight: ShellState["freight"];
}
