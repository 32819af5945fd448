import type { SessionClaims } from "./session-token";
import { cartOwner, countCartItems } from "./checkout/cart";

/** Items in the visitor's cart in this store, for the header badge (capped at 99 when shown). */
export function cartCount(db: D1Database, session: SessionClaims, store: string): Promise<number> {
  // A shared render (edge page cache) has no visitor, so no cart: nothing to ask D1.
  if (!session.uuid && !session.customerId) return Promise.resolve(0);
  return countCartItems({ db, owner: cartOwner(session), store });
}
