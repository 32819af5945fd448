/**
 * The two addresses the checkout and payment tests ship to: a US one (state required; the
 * pay-later providers' country) and a German one (the default guest checkout).
 */
export { US_ADDRESS } from "./us-address.mjs";

export const DE_ADDRESS = {
  firstName: "Anna",
  lastName: "Schmidt",
  address1: "Hauptstraße 5",
  country: "DE",
  city: "Berlin",
  postcode: "10115",
  phone: "+49 30 1234567",
};
