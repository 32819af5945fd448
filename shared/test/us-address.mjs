// Plain JavaScript so the worker's tests and the bench (Node, scripts/bench.mjs) ship to the same address.
/** A US address (state required; the pay-later providers' country). */
export const US_ADDRESS = {
  firstName: "Sam",
  lastName: "Lee",
  address1: "350 5th Ave",
  country: "US",
  state: "NY",
  city: "New York",
  postcode: "10118",
  phone: "212 555 0100",
};
