import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { accountAuthRoutes } from "./auth-routes";
import { accountCardRoutes } from "./card-routes";
import { accountDataRoutes } from "./data-routes";
import { accountOrderRoutes } from "./order-routes";
import { accountReturnRoutes } from "./return-routes";
import { accountProfileRoutes } from "./profile-routes";
import { accountWishlistRoutes } from "./wishlist-routes";

/**
 * `account/*`: register, confirmRegistration, signIn, signOut, sendResetCode, resetPassword
 * (open); wishlist, wishlistAdd, wishlistRemove, wishlistMoveToCart (visitor or customer); me, changePassword,
 * addresses, addressSave, addressDelete, addressSetDefault, coupons, wallet (40001 without
 * a session); orders, orderDetail, cancelOrder, orderChangeRequest (40001 without a session,
 * account-order-routes.ts); cards, cardDelete (saved cards, account-card-routes.ts); dataExport,
 * erase (the customer's data rights, account-data-routes.ts).
 */
export const accountRoutes = new Hono<AppEnv>();
// Each router names its own paths under account/; the order is the order Hono tries them in.
for (const routes of [
  accountAuthRoutes,
  accountWishlistRoutes,
  accountProfileRoutes,
  accountOrderRoutes,
  accountReturnRoutes,
  accountCardRoutes,
  accountDataRoutes,
]) {
  accountRoutes.route("/", routes);
}
