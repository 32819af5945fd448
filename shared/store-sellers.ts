import type { StoreKey } from "./stores";

/**
 * Who sells in each store, as its invoices name them (docs/decisions/1321-invoices.md): the legal
 * name and address, the VAT numbers and the IOSS number under which EU VAT on low-value goods is
 * declared. One company sells in every store; the UK VAT number is the one UK VAT at checkout
 * is declared under. The merchant's own registration data: replace them when the registrations change.
 */
export interface SellerDetails {
  name: string;
  address: readonly string[];
  email: string;
  /** EU VAT identification number. */
  vatId: string;
  /** Import One-Stop Shop number (IM + 10 digits). */
  iossNumber: string;
  /** UK VAT registration number. */
  ukVatNumber: string;
  /** What a document number starts with, one series per store. */
  invoicePrefix: string;
}

const HELIORA = {
  name: "Heliora Jewelry Ltd.",
  address: ["Unit 12, Harbour Road", "Kowloon, Hong Kong"],
  email: "billing@heliora.com",
  vatId: "EU372000041",
  iossNumber: "IM3720000412",
  ukVatNumber: "GB 412 7788 15",
} as const;

export const SELLERS: Record<StoreKey, SellerDetails> = {
  us: { ...HELIORA, invoicePrefix: "US" },
  uk: { ...HELIORA, invoicePrefix: "UK" },
  de: { ...HELIORA, invoicePrefix: "DE" },
  fr: { ...HELIORA, invoicePrefix: "FR" },
  mx: { ...HELIORA, invoicePrefix: "MX" },
  us_vip: { ...HELIORA, name: "Heliora Jewelry Ltd. (VIPRAPPER)", email: "billing@viprapper.com", invoicePrefix: "VR" },
  apparel: { ...HELIORA, invoicePrefix: "AP" },
  heycharm: { ...HELIORA, name: "Heliora Jewelry Ltd. (HEYCHARM)", email: "billing@heycharm.com", invoicePrefix: "HC" },
};

/**
 * Who a consumer withdraws from, as the withdrawal information and the model form must name them
 * (Annex I(A) and I(B) of Directive 2011/83/EU: name and geographic address): the store's trading
 * name, then the seller's legal name and postal address.
 */
export function withdrawalTrader(store: StoreKey, tradingName: string): string {
  const seller = SELLERS[store];
  return `${tradingName} (${[seller.name, ...seller.address].join(", ")})`;
}
