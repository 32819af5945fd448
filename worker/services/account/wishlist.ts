import { LIMITS } from "~/shared/account-rules";
import type { SessionClaims } from "../session-token";

/**
 * Wishlist rows belong to an owner: the visitor's uuid until they sign in, the customer
 * after. `ownerOf` picks the one the current session speaks for.
 */
const visitorOwner = (uuid: string) => `u:${uuid}`;
export const customerOwner = (customerId: number | string) => `c:${customerId}`;
export const ownerOf = (session: SessionClaims) => (session.customerId ? customerOwner(session.customerId) : visitorOwner(session.uuid));

export interface WishlistItem {
  spuCode: string;
  addedAt: number;
}

export async function listWishlist(db: D1Database, owner: string): Promise<WishlistItem[]> {
  const { results } = await db
    .prepare("SELECT spu_code AS spuCode, created_at AS addedAt FROM wishlist_items WHERE owner = ? ORDER BY created_at DESC, spu_code")
    .bind(owner)
    .all<WishlistItem>();
  return results;
}

export type AddResult = "added" | "already" | "full";

export async function addToWishlist(db: D1Database, owner: string, spuCode: string, now = Date.now()): Promise<AddResult> {
  const inserted = await db
    .prepare(
      `INSERT INTO wishlist_items (owner, spu_code, created_at)
       SELECT ?, ?, ? WHERE (SELECT count(*) FROM wishlist_items WHERE owner = ?) < ?
       ON CONFLICT (owner, spu_code) DO NOTHING`,
    )
    .bind(owner, spuCode, now, owner, LIMITS.wishlist)
    .run();
  if (inserted.meta.changes === 1) return "added";
  const exists = await db.prepare("SELECT 1 AS ok FROM wishlist_items WHERE owner = ? AND spu_code = ?").bind(owner, spuCode).first();
  return exists ? "already" : "full";
}

export async function removeFromWishlist(db: D1Database, owner: string, spuCode: string): Promise<boolean> {
  const removed = await db.prepare("DELETE FROM wishlist_items WHERE owner = ? AND spu_code = ?").bind(owner, spuCode).run();
  return removed.meta.changes > 0;
}

/** Moves a visitor's wishlist to the customer; products already on the customer's list stay once. */
export async function mergeWishlist(db: D1Database, uuid: string, customerId: number) {
  const from = visitorOwner(uuid);
  await db.batch([
    db
      .prepare(
        `INSERT INTO wishlist_items (owner, spu_code, created_at)
         SELECT ?, spu_code, created_at FROM wishlist_items WHERE owner = ?
         ON CONFLICT (owner, spu_code) DO NOTHING`,
      )
      .bind(customerOwner(customerId), from),
    db.prepare("DELETE FROM wishlist_items WHERE owner = ?").bind(from),
  ]);
}
