import { describe, expect, it } from "vitest";
import { EXAMPLE_ADDRESS } from "./address-example";
import { addressSchema, normalizeAddress, type AddressCountry } from "./address";

const countries: AddressCountry[] = [
  { iso2: "US", hasStates: true, postalRequired: true },
  { iso2: "GB", hasStates: false, postalRequired: true },
  { iso2: "FR", hasStates: false, postalRequired: true },
  { iso2: "MX", hasStates: true, postalRequired: true },
  { iso2: "BR", hasStates: true, postalRequired: true },
  { iso2: "IE", hasStates: false, postalRequired: false },
];
const schema = addressSchema(countries);

const valid = EXAMPLE_ADDRESS;

/** Field → message of a failed parse. */
function errors(input: Record<string, unknown>) {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
  return found;
}

describe("address schema", () => {
  it("accepts a complete address and fills the optional fields", () => {
    const result = schema.parse(valid);
    expect(result).toMatchObject({ ...valid, address2: "", state: "", certificateType: "" });
  });

  it("names every missing field with its own message", () => {
    const blank = { email: "", firstName: "", lastName: "", address1: "", city: "", phone: "", postcode: "" };
    expect(errors({ ...blank, country: "US" })).toEqual({
      email: "error.email.required",
      firstName: "address.firstName.required",
      lastName: "address.lastName.required",
      address1: "address.address1.required",
      city: "address.city.required",
      phone: "address.phone.required",
      state: "address.state.required",
      postcode: "address.postcode.required",
    });
    expect(errors({ ...valid, email: "ada@" })).toEqual({ email: "error.email.invalid" });
  });

  it("applies the 6–8 letters, digits and spaces rule to British postcodes", () => {
    for (const ok of ["M1 1AE", "EH3 9DR", "BT71 5EE"]) expect(errors({ ...valid, postcode: ok })).toEqual({});
    for (const bad of ["M1 1A", "BT71 5EE9X", "M1-1AE"]) {
      expect(errors({ ...valid, postcode: bad })).toEqual({ postcode: "address.postcode.gb" });
    }
  });

  it("uses each country's own postal format and skips it where none is required", () => {
    const us = { ...valid, country: "US", state: "NY", postcode: "10001" };
    expect(errors(us)).toEqual({});
    expect(errors({ ...us, postcode: "10001-1234" })).toEqual({});
    expect(errors({ ...us, postcode: "M1 1AE" })).toEqual({ postcode: "address.postcode.invalid" });
    expect(errors({ ...valid, country: "FR", postcode: "75001" })).toEqual({});
    expect(errors({ ...valid, country: "IE", postcode: "" })).toEqual({});
  });

  it("asks Mexican addresses for a CURP of 18 or an RFC of 13 characters starting with 4 letters", () => {
    const mx = { ...valid, country: "MX", state: "CDMX", postcode: "06600" };
    expect(errors(mx)).toEqual({ certificateType: "address.certificate.typeRequired" });
    expect(errors({ ...mx, certificateType: "CURP" })).toEqual({ certificateNumber: "address.certificate.required" });
    expect(errors({ ...mx, certificateType: "CURP", certificateNumber: "GODE561231HDFABC09" })).toEqual({});
    expect(errors({ ...mx, certificateType: "CURP", certificateNumber: "GODE561231HDFABC0" })).toEqual({
      certificateNumber: "address.certificate.curp",
    });
    expect(errors({ ...mx, certificateType: "CURP", certificateNumber: "G0DE561231HDFABC09" })).toEqual({
      certificateNumber: "address.certificate.curp",
    });
    expect(errors({ ...mx, certificateType: "RFC", certificateNumber: "GODE561231AB1" })).toEqual({});
    expect(errors({ ...mx, certificateType: "RFC", certificateNumber: "GODE561231AB" })).toEqual({
      certificateNumber: "address.certificate.rfc",
    });
  });

  it("requires a CPF for Brazil", () => {
    const br = { ...valid, country: "BR", state: "SP", postcode: "01310-100" };
    expect(errors(br)).toEqual({ cpf: "address.cpf.required" });
    expect(errors({ ...br, cpf: "123.456.789-09" })).toEqual({});
    expect(errors({ ...br, cpf: "1234" })).toEqual({ cpf: "address.cpf.invalid" });
  });

  it("refuses an unknown country, a bad phone and unknown fields", () => {
    expect(errors({ ...valid, country: "ZZ" })).toEqual({ country: "address.country.required" });
    expect(errors({ ...valid, phone: "call me" })).toEqual({ phone: "address.phone.invalid" });
    expect(schema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });

  it("keeps only the certificate data the destination needs", () => {
    const parsed = schema.parse({ ...valid, cpf: "123.456.789-09", certificateType: "RFC", certificateNumber: "x" });
    expect(normalizeAddress(parsed)).toMatchObject({ cpf: "", certificateType: "", certificateNumber: "" });
  });
});

describe("ID numbers where customs need them", () => {
  const idSchema = addressSchema([
    { iso2: "KR", hasStates: false, postalRequired: true },
    { iso2: "CL", hasStates: false, postalRequired: false },
    { iso2: "FR", hasStates: false, postalRequired: true },
  ]);
  const korea = { ...valid, country: "KR", postcode: "04524", state: "" };
  const idError = (input: Record<string, unknown>) => idSchema.safeParse(input).error?.issues.find((i) => i.path.join(".") === "idNumber")?.message;

  it("asks for it in Korea and checks its shape there", () => {
    expect(idError({ ...korea, idNumber: "" })).toBe("address.idNumber.required");
    expect(idError({ ...korea, idNumber: "P12345" })).toBe("address.idNumber.invalid");
    expect(idError({ ...korea, idNumber: "p 1234 5678 9012" })).toBeUndefined();
    expect(normalizeAddress(idSchema.parse({ ...korea, idNumber: "p 1234 5678 9012" })).idNumber).toBe("P123456789012");
  });

  it("takes a Chilean RUT with its check letter", () => {
    expect(idError({ ...valid, country: "CL", postcode: "", idNumber: "12.345.678-k" })).toBeUndefined();
    expect(idError({ ...valid, country: "CL", postcode: "", idNumber: "12-3" })).toBe("address.idNumber.invalid");
  });

  it("neither asks for nor keeps one where customs do not need it", () => {
    expect(idError({ ...valid, country: "FR", postcode: "75001", idNumber: "" })).toBeUndefined();
    expect(normalizeAddress(idSchema.parse({ ...valid, country: "FR", postcode: "75001", idNumber: "X1" })).idNumber).toBe("");
  });
});
