import { EMAIL_CODE } from "~/shared/account-rules";
import { constantTimeEqual, fromBase64, hmac } from "../bytes";

/**
 * Six-digit codes sent by email (password reset, sign-up confirmation). A code lives 15
 * minutes, works once, and `EMAIL_CODE.maxAttempts` wrong tries void it. Only an HMAC of
 * the code under APP_SECRET is stored, so a copy of the database does not reveal live codes.
 */
export type CodePurpose = "reset" | "register";

export type CodeCheck<P> = { ok: true; payload: P } | { ok: false };

const RANGE = 10 ** EMAIL_CODE.digits;
// The largest multiple of RANGE below 2^32: drawing under it keeps every code equally likely.
const LIMIT = Math.floor(2 ** 32 / RANGE) * RANGE;

export function randomCode(): string {
  const buffer = new Uint32Array(1);
  do crypto.getRandomValues(buffer);
  while (buffer[0] >= LIMIT);
  return String(buffer[0] % RANGE).padStart(EMAIL_CODE.digits, "0");
}

const codeHash = (secret: string, purpose: CodePurpose, email: string, code: string) =>
  hmac(secret, `account-code:${purpose}:${email.trim().toLowerCase()}:${code}`);

/** Issues a new code for (purpose, email), replacing any earlier one, and returns it. */
export async function issueCode(
  db: D1Database,
  secret: string,
  input: { purpose: CodePurpose; email: string; payload?: unknown },
  now = Date.now(),
): Promise<string> {
  const code = randomCode();
  await db
    .prepare(
      `INSERT INTO account_codes (purpose, email, code_hash, payload, attempts, created_at, expires_at)
       VALUES (?, ?, ?, ?, 0, ?, ?)
       ON CONFLICT (purpose, email) DO UPDATE SET code_hash = excluded.code_hash, payload = excluded.payload,
         attempts = 0, created_at = excluded.created_at, expires_at = excluded.expires_at`,
    )
    .bind(
      input.purpose,
      input.email.trim(),
      await codeHash(secret, input.purpose, input.email, code),
      JSON.stringify(input.payload ?? {}),
      now,
      now + EMAIL_CODE.lifetimeMs,
    )
    .run();
  return code;
}

/**
 * Checks a code and, when right, uses it up. Every try first takes one attempt in a single
 * statement, so parallel guesses cannot share one; the delete that uses the code must hit
 * its row, so the same code cannot be spent twice.
 */
export async function consumeCode<P = unknown>(
  db: D1Database,
  secret: string,
  input: { purpose: CodePurpose; email: string; code: string },
  now = Date.now(),
): Promise<CodeCheck<P>> {
  const email = input.email.trim();
  const row = await db
    .prepare(
      `UPDATE account_codes SET attempts = attempts + 1
        WHERE purpose = ? AND email = ? AND attempts < ? AND expires_at > ?
        RETURNING code_hash AS codeHash, payload, attempts`,
    )
    .bind(input.purpose, email, EMAIL_CODE.maxAttempts, now)
    .first<{ codeHash: string; payload: string; attempts: number }>();
  if (!row) {
    // Expired or worn out: clear it so the next request starts clean.
    await db
      .prepare("DELETE FROM account_codes WHERE purpose = ? AND email = ? AND (expires_at <= ? OR attempts >= ?)")
      .bind(input.purpose, email, now, EMAIL_CODE.maxAttempts)
      .run();
    return { ok: false };
  }
  const expected = fromBase64(row.codeHash);
  const actual = fromBase64(await codeHash(secret, input.purpose, email, input.code.trim()));
  if (!constantTimeEqual(actual, expected)) return { ok: false };
  const used = await db
    .prepare("DELETE FROM account_codes WHERE purpose = ? AND email = ? AND code_hash = ?")
    .bind(input.purpose, email, row.codeHash)
    .run();
  if (used.meta.changes !== 1) return { ok: false };
  return { ok: true, payload: JSON.parse(row.payload) as P };
}
