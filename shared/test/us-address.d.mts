export declare const US_ADDRESS: {
  firstName: string;
  lastName: string;
  address1: string;
  country: string;
  state: string;
  city: string;
  postcode: string;
  phone: string;
};
