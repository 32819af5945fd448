import { EU_MEMBERS } from "./eu-members";

/**
 * Standard VAT rates in basis points (1900 = 19 %) of the EU's 27 member states and the UK,
 * the rates the shop charges at checkout under the Import One-Stop Shop and UK VAT on
 * low-value goods. Jewellery, watches and apparel take the standard rate everywhere. Source and
 * date of the table: docs/decisions/1320-vat-at-checkout.md; review it when a rate changes.
 */
export const STANDARD_VAT_BP: Readonly<Record<(typeof EU_MEMBERS)[number] | "GB", number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
  GB: 2000,
};

/** The standard rate of a destination, or null where the shop collects no VAT. */
export function standardVatBp(country: string): number | null {
  const code = country.toUpperCase();
  return Object.hasOwn(STANDARD_VAT_BP, code) ? STANDARD_VAT_BP[code as keyof typeof STANDARD_VAT_BP] : null;
}

export const isEuMember = (country: string) => (EU_MEMBERS as readonly string[]).includes(country.toUpperCase());
