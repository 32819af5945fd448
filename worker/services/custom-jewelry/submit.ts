import { CUSTOM_RULES } from "~/shared/custom-requests";
import type { CurrencyCode } from "~/shared/money";
import type { CustomRequestSubmission } from "~/shared/schemas/custom-request";
import { findRequestByNumber, type CustomRequestRow } from "./requests-store";
import { CustomRefused } from "./transitions";

export interface SubmitContext {
  db: D1Database;
  store: string;
  language: string;
  currency: CurrencyCode;
  /** The visitor's uuid (their uploads) and the signed-in customer, if any. */
  uuid: string;
  customerId: number | null;
  /** Countries the store ships to (the form's list). */
  shipTo: readonly string[];
  now?: number;
}

const newRequestNumber = () =>
  `CJ${String(crypto.getRandomValues(new Uint32Array(2)).reduce((a, b) => a * 4294967296 + b, 0))
    .slice(-10)
    .padStart(10, "0")}`;

/**
 * A new request in ONE batch: the row, its first timeline entry, and the shopper's reference
 * pictures taken from the shared uploads (only this visitor's, purpose "custom", not yet
 * attached). An image that is not theirs, or gone, refuses the whole request.
 */
export async function submitCustomRequest(sc: SubmitContext, body: CustomRequestSubmission): Promise<CustomRequestRow> {
  if (!sc.shipTo.includes(body.country)) throw new CustomRefused(400, "custom.error.country");
  const keys = [...new Set(body.images)].slice(0, CUSTOM_RULES.maxImages);
  const { db } = sc;
  const now = sc.now ?? Date.now();
  if (keys.length) {
    const { results } = await db
      .prepare(
        `SELECT r2_key, width, height FROM uploads WHERE r2_key IN (${keys.map(() => "?").join(",")})
           AND visitor = ? AND purpose = 'custom' AND attached_at IS NULL`,
      )
      .bind(...keys, sc.uuid)
      .all<{ r2_key: string }>();
    if (results.length !== keys.length) throw new CustomRefused(400, "custom.error.imageGone");
  }
  const productCode = body.productCode
    ? ((await db.prepare("SELECT product_code FROM products WHERE product_code = ?").bind(body.productCode).first<{ product_code: string }>())
        ?.product_code ?? null)
    : null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const number = newRequestNumber();
    const id = "(SELECT id FROM custom_requests WHERE request_number = ?1)";
    try {
      await db.batch([
        db
          .prepare(
            `INSERT INTO custom_requests (request_number, store, language, owner, customer_id, name, email, country, piece_type,
               material, stone, details, product_code, status, currency, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, 'requested', ?14, ?15, ?15)`,
          )
          .bind(
            number,
            sc.store,
            sc.language,
            sc.customerId ? `c:${sc.customerId}` : `u:${sc.uuid}`,
            sc.customerId,
            body.name,
            body.email,
            body.country,
            body.pieceType,
            body.material,
            body.stone,
            body.details,
            productCode,
            sc.currency,
            now,
          ),
        db
          .prepare(
            `INSERT INTO custom_request_events (request_id, from_status, to_status, actor, note, created_at) VALUES (${id}, NULL, 'requested', 'shopper', '', ?2)`,
          )
          .bind(number, now),
        ...keys.flatMap((key) => [
          // An upload taken meanwhile leaves r2_key NULL, which fails the batch: no request half-written.
          db
            .prepare(
              `INSERT INTO custom_request_media (request_id, r2_key, kind, width, height, created_at)
               SELECT ${id}, (SELECT r2_key FROM uploads WHERE r2_key = ?2 AND visitor = ?4 AND attached_at IS NULL), 'reference',
                 (SELECT width FROM uploads WHERE r2_key = ?2), (SELECT height FROM uploads WHERE r2_key = ?2), ?3`,
            )
            .bind(number, key, now, sc.uuid),
          db.prepare("UPDATE uploads SET attached_at = ? WHERE r2_key = ? AND attached_at IS NULL").bind(now, key),
        ]),
      ]);
      const row = await findRequestByNumber(db, number);
      if (!row) throw new Error(`custom request ${number} vanished after its batch`);
      return row;
    } catch (error) {
      const text = String((error as Error)?.message ?? error);
      if (text.includes("custom_requests.request_number")) continue;
      if (/NOT NULL constraint failed: custom_request_media|custom_request_media\.r2_key/.test(text))
        throw new CustomRefused(400, "custom.error.imageGone");
      throw error;
    }
  }
  throw new Error("could not draw a free request number");
}

/**
 * Requests this visitor sent as a guest for the account's own email join the account on
 * sign-in and sign-up, exactly like guest orders (account/merge-guest.ts): same browser,
 * same address.
 */
export async function attachGuestRequests(db: D1Database, uuid: string, customer: { id: number; email: string }): Promise<number> {
  const result = await db
    .prepare("UPDATE custom_requests SET customer_id = ? WHERE owner = ? AND customer_id IS NULL AND email = ?")
    .bind(customer.id, `u:${uuid}`, customer.email)
    .run();
  return result.meta.changes;
}
