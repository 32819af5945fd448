import { mergeCartOnSignIn } from "../checkout/cart";
import { attachGuestRequests } from "../custom-jewelry/submit";
import { mergeWishlist } from "./wishlist";

/**
 * What a visitor collected before signing in joins their account: the guest cart and wishlist,
 * the orders they placed as a guest for the account's address, and their custom-jewelry
 * requests. Called after every successful sign-in and sign-up.
 */
export async function mergeGuestData(db: D1Database, uuid: string, customer: { id: number; email: string }) {
  await Promise.all([
    mergeWishlist(db, uuid, customer.id),
    mergeCartOnSignIn(db, uuid, customer.id),
    attachGuestOrders(db, uuid, customer),
    attachGuestRequests(db, uuid, customer),
  ]);
}

/**
 * Orders this visitor placed as a guest for the account's own email address become the
 * account's (its order list, details, Continue and cancel): the same browser and the same
 * address are the evidence that it is the same person. A guest order from another device, or
 * for another address, stays a guest order: an address typed at checkout proves nothing alone.
 * The order keeps its visitor owner, so the browser that placed it still reaches it.
 */
async function attachGuestOrders(db: D1Database, uuid: string, customer: { id: number; email: string }): Promise<number> {
  const result = await db
    .prepare("UPDATE orders SET customer_id = ? WHERE owner = ? AND customer_id IS NULL AND email = ?")
    .bind(customer.id, `u:${uuid}`, customer.email)
    .run();
  return result.meta.changes;
}
