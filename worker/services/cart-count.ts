import type { SessionClaims } from "./session-token";
import { cartOwner, countCartItems } from "./checkout/cart";

/** Items in the visitor's cart in this store, for the header badge (capped at 99 when shown). */
export function cartCount(db: D1Database, session: SessionClaims, store: string): Promise<number> {
  return countCartItems({ db, owner: cartOwner(session), store });
}
