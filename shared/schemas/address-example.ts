/** A complete, valid British address for tests of the address schema and the address book. */
export const EXAMPLE_ADDRESS = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  address1: "12 St James's Square",
  country: "GB",
  city: "London",
  postcode: "SW1Y 4JH",
  phone: "+44 20 7946 0958",
};
