/**
 * Country rules of the address form that the countries table does not hold: postal code
 * formats and the certificate data some countries' customs need (docs/decisions/0802-id-numbers.md).
 *
 * Postal codes: the shop's original rule was "6–8 letters, digits and spaces" with the examples
 * M1 1AE, EH3 9DR, BT71 5EE — British postcodes, so that rule (and its message) applies to
 * GB. It would refuse every US ZIP, German PLZ or French code, so the other countries use
 * their own published format, and a country not listed gets a loose 2–10 character check.
 * Whether a postal code is required at all comes from the countries table (postal_required).
 */

export interface PostalRule {
  pattern: RegExp;
  /** Catalogue key of the message when the code does not match. */
  message: string;
}

const digits = (n: number): PostalRule => ({ pattern: new RegExp(`^\\d{${n}}$`), message: "address.postcode.invalid" });
const rule = (pattern: RegExp): PostalRule => ({ pattern, message: "address.postcode.invalid" });

const FIVE = digits(5);
const FOUR = digits(4);
const SIX = digits(6);

const POSTAL_RULES: Record<string, PostalRule> = {
  GB: { pattern: /^[A-Za-z0-9 ]{6,8}$/, message: "address.postcode.gb" },
  US: rule(/^\d{5}(?:-\d{4})?$/),
  CA: rule(/^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/),
  NL: rule(/^\d{4} ?[A-Za-z]{2}$/),
  BR: rule(/^\d{5}-?\d{3}$/),
  JP: rule(/^\d{3}-?\d{4}$/),
  PL: rule(/^\d{2}-?\d{3}$/),
  PT: rule(/^\d{4}-?\d{3}$/),
  SE: rule(/^\d{3} ?\d{2}$/),
  CZ: rule(/^\d{3} ?\d{2}$/),
  SK: rule(/^\d{3} ?\d{2}$/),
  GR: rule(/^\d{3} ?\d{2}$/),
  LT: rule(/^(?:LT-)?\d{5}$/i),
  LV: rule(/^(?:LV-)?\d{4}$/i),
  IS: digits(3),
  ...Object.fromEntries(["DE", "FR", "MX", "ES", "IT", "FI", "MY", "TH", "HR", "EE", "SA", "KR"].map((c) => [c, FIVE])),
  ...Object.fromEntries(["AU", "NZ", "AT", "BE", "CH", "DK", "NO", "LU", "ZA", "PH", "HU", "BG", "CY", "SI", "LI", "AR"].map((c) => [c, FOUR])),
  ...Object.fromEntries(["IN", "SG", "RO", "CO"].map((c) => [c, SIX])),
};

const DEFAULT_POSTAL_RULE = rule(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/);

export const postalRuleFor = (country: string): PostalRule => {
  const code = country.toUpperCase();
  return Object.hasOwn(POSTAL_RULES, code) ? POSTAL_RULES[code] : DEFAULT_POSTAL_RULE;
};

/** Mexico: a CURP (18 characters) or an RFC (13 characters), each starting with 4 letters. */
export const CERTIFICATE_TYPES = ["CURP", "RFC"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export const CERTIFICATE_RULES: Record<CertificateType, PostalRule> = {
  CURP: { pattern: /^[A-Za-z]{4}[A-Za-z0-9]{14}$/, message: "address.certificate.curp" },
  RFC: { pattern: /^[A-Za-z]{4}[A-Za-z0-9]{9}$/, message: "address.certificate.rfc" },
};

/** Brazil: the CPF, 11 digits, written with or without its dots and dash. */
export const CPF_PATTERN = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/**
 * Destinations whose customs clear a parcel only with the receiver's personal ID number, and
 * its shape there (docs/decisions/0802-id-numbers.md). Mexico asks for a CURP/RFC and Brazil
 * for a CPF instead (above); everywhere else no ID is asked for or kept.
 */
export const ID_NUMBER_RULES: Readonly<Record<string, RegExp>> = {
  // Personal Customs Clearance Code: P and 12 digits.
  KR: /^P\d{12}$/,
  // T.C. Kimlik No: 11 digits, never starting with 0.
  TR: /^[1-9]\d{10}$/,
  // RUT: 7–8 digits, a dash optional, then the check digit or K.
  CL: /^\d{7,8}-?[\dK]$/,
  // National ID card: a letter and 9 digits.
  TW: /^[A-Z]\d{9}$/,
  // NIK: 16 digits.
  ID: /^\d{16}$/,
  // DNI: 8 digits.
  PE: /^\d{8}$/,
  // Teudat Zehut: 9 digits.
  IL: /^\d{9}$/,
};

/** The ID number as customs write it: upper case, without spaces or dots. */
export const normalizeIdNumber = (text: string) => text.replace(/[\s.]/g, "").toUpperCase();

/** Which certificate data a destination needs. */
export function certificateNeeds(country: string): { certificate: boolean; cpf: boolean; idNumber: boolean } {
  const iso2 = country.toUpperCase();
  return { certificate: iso2 === "MX", cpf: iso2 === "BR", idNumber: Object.hasOwn(ID_NUMBER_RULES, iso2) };
}
