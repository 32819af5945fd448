import { z } from "zod";
import {
  CERTIFICATE_RULES,
  CERTIFICATE_TYPES,
  CPF_PATTERN,
  certificateNeeds,
  ID_NUMBER_RULES,
  normalizeIdNumber,
  postalRuleFor,
} from "../address-rules";
import { emailField } from "./email";

/**
 * The address, validated the same way in the address book and at checkout, by the
 * API and by the forms. Messages are catalogue keys, shown in the shopper's language.
 *
 * Which country needs a state or a postal code comes from the countries table (index/countries,
 * `listCountries`), so the schema is built from that list: `addressSchema(countries)`.
 */
export interface AddressCountry {
  iso2: string;
  hasStates: boolean;
  postalRequired: boolean;
}

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: "address.tooLong" });

const optional = (max: number) => z.string().trim().max(max, { error: "address.tooLong" }).default("");

/** Digits with the usual separators and an optional leading +; at least 6 digits. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{4,22}[0-9]$/;

export const addressFields = z.strictObject({
  email: emailField(),
  firstName: required("address.firstName.required", 50),
  lastName: required("address.lastName.required", 50),
  /** Street address. */
  address1: required("address.address1.required", 120),
  /** Additional delivery information (optional). */
  address2: optional(120),
  country: z
    .string({ error: "address.country.required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: "address.country.required" }),
  state: optional(60),
  city: required("address.city.required", 60),
  postcode: optional(12),
  phone: required("address.phone.required", 30).regex(PHONE_PATTERN, { error: "address.phone.invalid" }),
  certificateType: z.enum(["", ...CERTIFICATE_TYPES], { error: "address.certificate.typeRequired" }).default(""),
  certificateNumber: optional(18),
  cpf: optional(14),
  idNumber: optional(30),
});

export type AddressInput = z.input<typeof addressFields>;
export type Address = z.output<typeof addressFields>;

type Issue = [field: keyof Address, message: string];

/** The country-dependent rules, as issues on the fields they concern. */
export function countryIssues(address: Partial<Address>, countries: readonly AddressCountry[]): Issue[] {
  const iso2 = address.country ?? "";
  const country = countries.find((c) => c.iso2 === iso2);
  if (!country) return [["country", "address.country.required"]];
  const issues: Issue[] = [];
  if (country.hasStates && !address.state) issues.push(["state", "address.state.required"]);
  if (!address.postcode) {
    if (country.postalRequired) issues.push(["postcode", "address.postcode.required"]);
  } else {
    const rule = postalRuleFor(iso2);
    if (!rule.pattern.test(address.postcode)) issues.push(["postcode", rule.message]);
  }
  const needs = certificateNeeds(iso2);
  if (needs.certificate) {
    if (!address.certificateType) issues.push(["certificateType", "address.certificate.typeRequired"]);
    else if (!address.certificateNumber) issues.push(["certificateNumber", "address.certificate.required"]);
    else {
      const rule = CERTIFICATE_RULES[address.certificateType];
      if (!rule.pattern.test(address.certificateNumber)) issues.push(["certificateNumber", rule.message]);
    }
  }
  if (needs.cpf) {
    if (!address.cpf) issues.push(["cpf", "address.cpf.required"]);
    else if (!CPF_PATTERN.test(address.cpf)) issues.push(["cpf", "address.cpf.invalid"]);
  }
  if (needs.idNumber) {
    if (!address.idNumber) issues.push(["idNumber", "address.idNumber.required"]);
    else if (!ID_NUMBER_RULES[iso2].test(normalizeIdNumber(address.idNumber))) issues.push(["idNumber", "address.idNumber.invalid"]);
  }
  return issues;
}

/** A refinement for `addressFields` (or a schema that extends it) against a country list. */
export const refineAddress = (countries: readonly AddressCountry[]) => (address: Partial<Address>, ctx: z.RefinementCtx) => {
  for (const [field, message] of countryIssues(address, countries)) {
    ctx.addIssue({ code: "custom", message, path: [field] });
  }
};

export const addressSchema = (countries: readonly AddressCountry[]) => addressFields.superRefine(refineAddress(countries));

/** `account/addressSave`: an address of the book, its id when it is edited, and whether it becomes the default. */
export const addressSaveSchema = (countries: readonly AddressCountry[]) =>
  addressFields.extend({ id: z.number().int().positive().optional(), isDefault: z.boolean().default(false) }).superRefine(refineAddress(countries));

/** Keeps only the certificate data the destination needs, upper-cased as customs write it. */
export function normalizeAddress(address: Address): Address {
  const needs = certificateNeeds(address.country);
  return {
    ...address,
    postcode: address.country === "GB" || address.country === "CA" || address.country === "NL" ? address.postcode.toUpperCase() : address.postcode,
    certificateType: needs.certificate ? address.certificateType : "",
    certificateNumber: needs.certificate ? address.certificateNumber.toUpperCase() : "",
    cpf: needs.cpf ? address.cpf : "",
    idNumber: needs.idNumber ? normalizeIdNumber(address.idNumber) : "",
  };
}
