import { mergeCartOnSignIn } from "../checkout/cart";
import { mergeWishlist } from "./wishlist";

/**
 * What a visitor collected before signing in joins their account (issue: "merges the guest
 * cart and wishlist into the account"). Called after every successful sign-in and sign-up.
 */
export async function mergeGuestData(db: D1Database, uuid: string, customerId: number) {
  await Promise.all([mergeWishlist(db, uuid, customerId), mergeCartOnSignIn(db, uuid, customerId)]);
}
