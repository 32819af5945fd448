/**
 * Express and 3-day shipping are not allowed for P.O. box or military
 * (APO/FPO/DPO) addresses. The checkout form and `order/create` share these checks.
 */
export type ShippingMethodKey = "standard" | "express" | "threeDay";
export const SHIPPING_METHOD_KEYS: readonly ShippingMethodKey[] = ["standard", "express", "threeDay"];

/** Methods a courier delivers in person, which cannot reach a box or a military post office. */
const COURIER_ONLY: readonly ShippingMethodKey[] = ["express", "threeDay"];

// "P.O. Box 12", "PO Box", "P O Box", "POB 12", "Post Office Box", "Postfach", "Boîte postale",
// "BP 12", "Apartado (Postal)", "Casilla 12": the usual spellings in the shop's countries.
const PO_BOX = new RegExp(
  [
    String.raw`\bp\.?\s*o\.?\s*box\b`,
    String.raw`\bpob\s*\d`,
    String.raw`\bpost\s+office\s+box\b`,
    String.raw`\bpostfach\b`,
    String.raw`\bbo[iî]te\s+postale\b`,
    String.raw`\bb\.?p\.?\s+\d`,
    String.raw`\bapartado(\s+postal)?\b`,
    String.raw`\bcasilla\s+\d`,
  ].join("|"),
  "i",
);

// APO/FPO/DPO as the city, the US "states" AA/AE/AP, and unit/PSC/CMR box lines.
const MILITARY_CITY = /^\s*(apo|fpo|dpo)\s*$/i;
const MILITARY_LINE = /\b(apo|fpo|dpo)\b|\b(psc|cmr|unit)\s+\d+[^,]*\bbox\b/i;
const MILITARY_STATES = new Set(["AA", "AE", "AP"]);

export interface AddressLines {
  address1: string;
  address2?: string;
  city: string;
  state?: string;
  country: string;
}

export function isPoBox(address: AddressLines): boolean {
  return PO_BOX.test(address.address1) || PO_BOX.test(address.address2 ?? "");
}

export function isMilitary(address: AddressLines): boolean {
  if (MILITARY_CITY.test(address.city)) return true;
  if (address.country === "US" && MILITARY_STATES.has((address.state ?? "").toUpperCase())) return true;
  return MILITARY_LINE.test(address.address1) || MILITARY_LINE.test(address.address2 ?? "");
}

/** Whether a method may ship to this address (it may still be unavailable in the country). */
export function shippingAllowedTo(method: ShippingMethodKey, address: AddressLines): boolean {
  if (!COURIER_ONLY.includes(method)) return true;
  return !isPoBox(address) && !isMilitary(address);
}
