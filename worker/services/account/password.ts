import { constantTimeEqual, fromBase64, toBase64 } from "../bytes";

/**
 * PBKDF2-SHA256 through WebCrypto. Production Workers refuse more than 100,000 iterations
 * (NotSupportedError; workerd#1346), so that is the count; it is stored with each hash so
 * a later raise can upgrade old hashes at their next sign-in (`needsRehash`). The local
 * workerd of `wrangler dev` does not enforce that ceiling, so this module does, and local
 * runs fail where production would.
 */
export const PBKDF2_ITERATIONS = 100_000;
const MAX_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;

export interface PasswordHash {
  /** base64 of the derived 256-bit key. */
  hash: string;
  /** base64 of the per-customer random salt. */
  salt: string;
  iterations: number;
}

const encoder = new TextEncoder();

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  // The same password typed on another keyboard may arrive composed differently.
  const key = await crypto.subtle.importKey("raw", encoder.encode(password.normalize("NFC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, KEY_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  if (!(iterations >= 1 && iterations <= MAX_ITERATIONS)) throw new RangeError(`PBKDF2 iterations out of range: ${iterations}`);
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return { hash: toBase64(hash), salt: toBase64(salt), iterations };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  // A stored count the runtime would refuse (or a tampered row asking for endless work) never matches.
  if (!(stored.iterations >= 1 && stored.iterations <= MAX_ITERATIONS)) return false;
  const expected = fromBase64(stored.hash);
  const actual = await derive(password, fromBase64(stored.salt), stored.iterations);
  return constantTimeEqual(actual, expected);
}

export const needsRehash = (stored: PasswordHash) => stored.iterations < PBKDF2_ITERATIONS;

// A fixed hash to check against when the email has no account, so that answer takes as
// long as a wrong password for a real one (no account enumeration by timing).
const DECOY: PasswordHash = { hash: toBase64(new Uint8Array(32)), salt: toBase64(new Uint8Array(SALT_BYTES)), iterations: PBKDF2_ITERATIONS };

/** Spends the work of one password check and fails. */
export async function decoyPasswordCheck(password: string): Promise<false> {
  await verifyPassword(password, DECOY);
  return false;
}
