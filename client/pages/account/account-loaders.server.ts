import { redirect } from "react-router";
import type { AccountOverview, SavedAddress, WishlistProduct } from "~/shared/account-types";
import type { AddressCountry } from "~/shared/schemas/address";
import { pathTo } from "~/shared/url-scheme";
import { listAddresses } from "~/worker/services/account/addresses";
import { findCustomerById } from "~/worker/services/customers/customers";
import { accountOverview } from "~/worker/services/account/views";
import { customerOwner } from "~/worker/services/account/wishlist";
import { wishlistProducts } from "~/worker/services/account/wishlist-products";
import { catalogContext } from "~/worker/services/catalog/context";
import { listCountries } from "~/worker/services/countries";
import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";
import { requireCustomer } from "./require-customer.server";

/** Loaders of the /accounts pages; each sends a signed-out visitor to /login first. */

const titled = async (language: Parameters<typeof translatorFor>[0], key: string) => (await translatorFor(language))(key);

export const overviewLoader: PageLoader<AccountOverview> = async ({ context, url }) => {
  const customerId = requireCustomer(context, url);
  const overview = await accountOverview(context.env.DB, customerId, context.ctx.currency);
  // The account is gone (deleted while signed in): sign in again.
  if (!overview) throw redirect(pathTo("login", {}, { redirect_url: url.pathname }));
  return { data: overview, title: await titled(context.ctx.language, "account.overview.title") };
};

export interface AddressBookData {
  addresses: SavedAddress[];
  countries: (AddressCountry & { name: string })[];
  /** Defaults of a new address: the customer's email and the shopper's ship-to country. */
  email: string;
  country: string;
}

export const addressBookLoader: PageLoader<AddressBookData> = async ({ context, url }) => {
  const customerId = requireCustomer(context, url);
  const { DB } = context.env;
  const [addresses, countries, customer] = await Promise.all([listAddresses(DB, customerId), listCountries(DB), findCustomerById(DB, customerId)]);
  return {
    data: {
      addresses,
      countries: countries.map(({ iso2, name, hasStates, postalRequired }) => ({ iso2, name, hasStates, postalRequired })),
      email: customer?.email ?? context.ctx.session.email,
      country: context.ctx.shipCountry,
    },
    title: await titled(context.ctx.language, "account.addressBook.title"),
  };
};

export interface SecurityDetailsData {
  email: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
}

export const editPasswordLoader: PageLoader<SecurityDetailsData> = async ({ context, url }) => {
  const customerId = requireCustomer(context, url);
  const customer = await findCustomerById(context.env.DB, customerId);
  return {
    data: {
      email: customer?.email ?? context.ctx.session.email,
      firstName: customer?.firstName ?? "",
      lastName: customer?.lastName ?? "",
      newsletter: customer?.newsletter ?? false,
    },
    title: await titled(context.ctx.language, "account.editPassword.title"),
  };
};

export interface WishlistData {
  items: WishlistProduct[];
}

export const wishlistLoader: PageLoader<WishlistData> = async ({ context, url }) => {
  const customerId = requireCustomer(context, url);
  const items = await wishlistProducts(catalogContext(context.env, context.ctx), customerOwner(customerId));
  return { data: { items }, title: await titled(context.ctx.language, "account.wishlist.title") };
};
