import { constantTimeSameText, fromBase64, fromBase64Url, hmac, toBase64Url } from "../bytes";

/**
 * The newsletter's list (docs/decisions/1303-newsletter-double-opt-in.md): an address given in
 * the footer waits until its owner follows the signed link mailed to it; one confirmed by an
 * account's email code is on the list at once.
 */

/** How long a confirmation link works. */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000;

const encoder = new TextEncoder();
const signed = (secret: string, email: string, issued: number) => hmac(secret, `newsletter-confirm\n${email}\n${issued}`);

/**
 * Records the address unconfirmed (the same email twice is fine); `pending` is false when it is
 * already confirmed, so no mail need go out again.
 */
export async function subscribePending(db: D1Database, input: { email: string; store: string; language: string }): Promise<{ pending: boolean }> {
  const email = input.email.toLowerCase();
  const row = await db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, store, language) VALUES (?1, ?2, ?3)
       ON CONFLICT (email) DO UPDATE SET store = excluded.store, language = excluded.language WHERE confirmed_at IS NULL
       RETURNING confirmed_at AS confirmedAt`,
    )
    .bind(email, input.store, input.language)
    .first<{ confirmedAt: number | null }>();
  // No row back: the address was already confirmed, and its row was left as it was.
  return { pending: row !== null && row.confirmedAt === null };
}

/** An address whose owner proved it otherwise (an account's email code): on the list at once. */
export async function subscribe(db: D1Database, input: { email: string; store: string; language: string }, now = Date.now()) {
  await db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, store, language, confirmed_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET confirmed_at = coalesce(confirmed_at, excluded.confirmed_at)`,
    )
    .bind(input.email.toLowerCase(), input.store, input.language, now)
    .run();
}

/** The link's token: the address, when it was issued, and a signature over both under the app secret. */
export async function confirmToken(secret: string, email: string, now = Date.now()): Promise<string> {
  const address = email.toLowerCase();
  const signature = toBase64Url(fromBase64(await signed(secret, address, now)));
  return `${toBase64Url(encoder.encode(address))}.${now.toString(36)}.${signature}`;
}

/** The address a token confirms, or null when it is forged, altered or older than a week. */
export async function openConfirmToken(secret: string, token: string, now = Date.now()): Promise<string | null> {
  const [address, issuedText, signature, extra] = token.split(".");
  if (!address || !issuedText || !signature || extra !== undefined || !/^[0-9a-z]{1,12}$/.test(issuedText)) return null;
  const issued = parseInt(issuedText, 36);
  if (!(issued <= now && now - issued <= CONFIRM_LINK_MS)) return null;
  let email: string;
  try {
    // A broken encoding cannot pass: the signature is over the decoded address.
    email = new TextDecoder().decode(fromBase64Url(address));
  } catch {
    return null;
  }
  const expected = toBase64Url(fromBase64(await signed(secret, email, issued)));
  return constantTimeSameText(expected, signature) ? email : null;
}

/** Confirms the address; false when it is not on the list (removed since the mail went out). */
export async function confirmSubscription(db: D1Database, email: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .prepare("UPDATE newsletter_subscribers SET confirmed_at = coalesce(confirmed_at, ?) WHERE email = ?")
    .bind(now, email)
    .run();
  return result.meta.changes === 1;
}
