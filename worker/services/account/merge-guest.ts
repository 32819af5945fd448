import { mergeWishlist } from "./wishlist";

/**
 * What a visitor collected before signing in joins their account (issue: "merges the guest
 * cart and wishlist into the account"). Called after every successful sign-in and sign-up.
 *
 * The wishlist merges here. The cart arrives with the checkout work: its merge belongs in
 * this function too (`mergeCart(db, uuid, customerId)`), so sign-in needs no change then.
 */
export async function mergeGuestData(db: D1Database, uuid: string, customerId: number) {
  await mergeWishlist(db, uuid, customerId);
}
