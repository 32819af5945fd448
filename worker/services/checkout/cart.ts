import { API_CODE } from "~/shared/api-envelope";
import { MAX_LINE_QUANTITY, charCount } from "~/shared/cart-rules";
import { PERSONALIZATION } from "~/shared/constants";
import type { Locale } from "~/shared/i18n-config";
import type { SessionClaims } from "../session-token";
import { Refusal } from "../refusal";
import { waitSeconds, type Counted } from "../account/limits";
import { hitStatement, withinLimit, withinLimitGuard } from "../rate-limit";
import { lookupSkus, type SkuInfo } from "./sku-lookup";
import type { Row } from "../../db/schema.generated";

/**
 * The cart in D1: lines per owner and store, and the coupon the shopper applied. An owner is
 * 'u:{uuid}' for a visitor and 'c:{customerId}' once signed in (see mergeCartOnSignIn).
 */
export const cartOwner = (session: Pick<SessionClaims, "uuid" | "customerId">) =>
  session.customerId ? `c:${session.customerId}` : `u:${session.uuid}`;

export type CartLineRow = Pick<Row<"cart_lines">, "id" | "sku_code" | "quantity" | "signature" | "message" | "jewel_safe">;

export interface StoredCart {
  lines: CartLineRow[];
  couponCode: string | null;
}

const CART_REFUSALS = {
  unknownSku: { code: API_CODE.notFound, key: "cart.sku.unknown", field: "sku" },
  unavailable: { code: API_CODE.conflict, key: "cart.unavailable", field: "sku" },
  signatureRequired: { code: API_CODE.badRequest, key: "cart.signature.required", field: "signature" },
  signatureTooLong: { code: API_CODE.badRequest, key: "cart.signature.tooLong", field: "signature" },
  messageTooLong: { code: API_CODE.badRequest, key: "cart.message.tooLong", field: "message" },
  notPersonalizable: { code: API_CODE.badRequest, key: "cart.notPersonalizable", field: "signature" },
  jewelSafeUnavailable: { code: API_CODE.badRequest, key: "cart.jewelSafe.unavailable", field: "jewelSafe" },
  stock: { code: API_CODE.conflict, key: "cart.stock", field: "quantity" },
  unknownLine: { code: API_CODE.notFound, key: "cart.line.unknown", field: "lineId" },
} as const;

/** Why a cart call was refused: a translated 400/404/409 naming its field (services/refusal.ts). */
export class CartError extends Refusal {
  constructor(
    readonly reason: keyof typeof CART_REFUSALS,
    values: Record<string, unknown> = {},
  ) {
    const { code, key, field } = CART_REFUSALS[reason];
    super(code, key, { values, field });
  }
}

export interface CartKey {
  db: D1Database;
  owner: string;
  store: string;
}

/** The two reads of a stored cart, for a batch that may read more in the same round trip. */
export function storedCartStatements({ db, owner, store }: CartKey): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare("SELECT id, sku_code, quantity, signature, message, jewel_safe FROM cart_lines WHERE owner = ? AND store = ? ORDER BY id")
      .bind(owner, store),
    db.prepare("SELECT coupon_code FROM carts WHERE owner = ? AND store = ?").bind(owner, store),
  ];
}

export function toStoredCart(lines: D1Result, cart: D1Result): StoredCart {
  const couponCode = (cart.results[0] as { coupon_code: string | null } | undefined)?.coupon_code ?? null;
  return { lines: lines.results as unknown as CartLineRow[], couponCode };
}

export async function loadStoredCart(key: CartKey): Promise<StoredCart> {
  const [lines, cart] = await key.db.batch(storedCartStatements(key));
  return toStoredCart(lines, cart);
}

/** Items in the cart (sum of quantities), for the header badge. */
export async function countCartItems({ db, owner, store }: CartKey): Promise<number> {
  const row = await db
    .prepare("SELECT coalesce(sum(quantity), 0) AS n FROM cart_lines WHERE owner = ? AND store = ?")
    .bind(owner, store)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

function checkPersonalization(sku: SkuInfo, signature: string, message: string) {
  if (charCount(signature) > PERSONALIZATION.signatureMax) throw new CartError("signatureTooLong");
  if (charCount(message) > PERSONALIZATION.messageMax) throw new CartError("messageTooLong");
  if (sku.personalizable && !signature) throw new CartError("signatureRequired");
  if (!sku.personalizable && (signature || message)) throw new CartError("notPersonalizable");
}

async function sameSkuQuantity(key: CartKey, skuCode: string, exceptLine?: number): Promise<number> {
  const row = await key.db
    .prepare("SELECT coalesce(sum(quantity), 0) AS n FROM cart_lines WHERE owner = ? AND store = ? AND sku_code = ? AND id <> ?")
    .bind(key.owner, key.store, skuCode, exceptLine ?? 0)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

function checkStock(sku: SkuInfo, wanted: number) {
  if (sku.stock !== null && wanted > sku.stock) throw new CartError("stock", { count: sku.stock });
}

export interface AddLine {
  sku: string;
  quantity: number;
  signature?: string;
  message?: string;
  jewelSafe: boolean;
}

/** What addCartLine counts and reads in its one write batch. */
export interface AddCartOptions {
  /** Budget counters spent by this add; the line is written only while all are within their limits. */
  counted?: Counted[];
  /** Reads run after the write in the same batch (the repriced cart's). */
  readBack?: D1PreparedStatement[];
  now?: number;
}

/**
 * Adds an item; the same item with the same personalization adds to its line's quantity.
 * The checks read first (where the request's session reads: a replica holding the shopper's
 * own writes); then one batch, one trip to the primary, counts the budget, writes the line
 * only within it and reads back what the caller asked. A refusal by the checks throws
 * CartError; `waitSeconds` > 0 says the budget refused and nothing was written.
 */
export async function addCartLine(
  key: CartKey,
  language: Locale,
  input: AddLine,
  options: AddCartOptions = {},
): Promise<{ waitSeconds: number; readBack: D1Result[] }> {
  const now = options.now ?? Date.now();
  const counted = options.counted ?? [];
  const [skus, inCart] = await Promise.all([lookupSkus(key.db, [input.sku], key.store, language), sameSkuQuantity(key, input.sku)]);
  const sku = skus.get(input.sku);
  if (!sku) throw new CartError("unknownSku");
  if (!sku.soldHere) throw new CartError("unavailable");
  const signature = (input.signature ?? "").trim();
  const message = (input.message ?? "").trim();
  checkPersonalization(sku, signature, message);
  if (input.jewelSafe && sku.jewelSafeCents === null) throw new CartError("jewelSafeUnavailable");
  checkStock(sku, inCart + input.quantity);

  const values: unknown[] = [key.owner, key.store, sku.skuCode, input.quantity, signature, message, input.jewelSafe ? 1 : 0, now];
  const guards = counted.map(([rule, who]) => {
    const guard = withinLimitGuard(rule, who, values.length + 1, now);
    values.push(...guard.values);
    return guard.sql;
  });
  const within = guards.length ? guards.join(" AND ") : "true";
  const results = await key.db.batch([
    ...counted.map(([rule, who]) => hitStatement(key.db, rule, who, now)),
    key.db
      .prepare(
        `INSERT INTO cart_lines (owner, store, sku_code, quantity, signature, message, jewel_safe, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE ${within}
         ON CONFLICT (owner, store, sku_code, signature, message, jewel_safe)
         DO UPDATE SET quantity = min(${MAX_LINE_QUANTITY}, quantity + excluded.quantity)`,
      )
      .bind(...values),
    key.db
      .prepare(
        `INSERT INTO carts (owner, store, updated_at) SELECT ?1, ?2, ?8 WHERE ${within}
         ON CONFLICT (owner, store) DO UPDATE SET updated_at = excluded.updated_at`,
      )
      .bind(...values),
    ...(options.readBack ?? []),
  ]);
  const allowed = counted.map(([rule], i) => withinLimit(rule, results[i].results[0] as { hits: number } | undefined));
  return { waitSeconds: waitSeconds(counted, allowed, now), readBack: results.slice(counted.length + 2) };
}

function touchCart(key: CartKey, now: number) {
  return key.db
    .prepare(
      `INSERT INTO carts (owner, store, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (owner, store) DO UPDATE SET updated_at = excluded.updated_at`,
    )
    .bind(key.owner, key.store, now);
}

export async function updateCartLine(key: CartKey, language: Locale, lineId: number, quantity: number, now = Date.now()) {
  const line = await key.db
    .prepare("SELECT sku_code FROM cart_lines WHERE id = ? AND owner = ? AND store = ?")
    .bind(lineId, key.owner, key.store)
    .first<{ sku_code: string }>();
  if (!line) throw new CartError("unknownLine");
  const sku = (await lookupSkus(key.db, [line.sku_code], key.store, language)).get(line.sku_code);
  if (sku) checkStock(sku, (await sameSkuQuantity(key, sku.skuCode, lineId)) + quantity);
  await key.db.batch([
    key.db.prepare("UPDATE cart_lines SET quantity = ? WHERE id = ? AND owner = ?").bind(quantity, lineId, key.owner),
    touchCart(key, now),
  ]);
}

export async function removeCartLine(key: CartKey, lineId: number): Promise<void> {
  const result = await key.db.prepare("DELETE FROM cart_lines WHERE id = ? AND owner = ? AND store = ?").bind(lineId, key.owner, key.store).run();
  if (!result.meta.changes) throw new CartError("unknownLine");
}

export async function setCartCoupon(key: CartKey, code: string | null, now = Date.now()): Promise<void> {
  await key.db
    .prepare(
      `INSERT INTO carts (owner, store, coupon_code, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (owner, store) DO UPDATE SET coupon_code = excluded.coupon_code, updated_at = excluded.updated_at`,
    )
    .bind(key.owner, key.store, code, now)
    .run();
}

/** Statements that empty the lines an order took, run in the order's own transaction. */
export function clearCartStatements(key: CartKey, lineIds: number[]): D1PreparedStatement[] {
  return [
    key.db
      .prepare("DELETE FROM cart_lines WHERE owner = ? AND store = ? AND id IN (SELECT value FROM json_each(?))")
      .bind(key.owner, key.store, JSON.stringify(lineIds)),
    key.db.prepare("UPDATE carts SET coupon_code = NULL WHERE owner = ? AND store = ?").bind(key.owner, key.store),
  ];
}

/**
 * Signing in: the visitor's lines join the customer's cart in every store (same item and
 * personalization add up, capped at 99), and the visitor's coupon is kept when the
 * customer's cart has none. The accounts sign-in calls this once the session is written.
 */
export async function mergeCartOnSignIn(db: D1Database, uuid: string, customerId: string | number, now = Date.now()) {
  const from = `u:${uuid}`;
  const to = `c:${customerId}`;
  await db.batch([
    db
      .prepare(
        `INSERT INTO cart_lines (owner, store, sku_code, quantity, signature, message, jewel_safe, created_at)
         SELECT ?2, store, sku_code, quantity, signature, message, jewel_safe, created_at FROM cart_lines WHERE owner = ?1 AND true
         ON CONFLICT (owner, store, sku_code, signature, message, jewel_safe)
         DO UPDATE SET quantity = min(${MAX_LINE_QUANTITY}, quantity + excluded.quantity)`,
      )
      .bind(from, to),
    db
      .prepare(
        `INSERT INTO carts (owner, store, coupon_code, updated_at)
         SELECT ?2, store, coupon_code, ?3 FROM carts WHERE owner = ?1 AND true
         ON CONFLICT (owner, store) DO UPDATE SET coupon_code = coalesce(carts.coupon_code, excluded.coupon_code),
           updated_at = excluded.updated_at`,
      )
      .bind(from, to, now),
    db.prepare("DELETE FROM cart_lines WHERE owner = ?").bind(from),
    db.prepare("DELETE FROM carts WHERE owner = ?").bind(from),
  ]);
}
