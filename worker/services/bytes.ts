/** Small byte helpers for hashes, salts and ids (WebCrypto works on bytes, D1 stores text). */

export function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  // A plain loop: Uint8Array.from with a mapping function is several times slower, and every
  // request opens its session token through here.
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** base64url without padding (RFC 4648 §5): tokens, ids, JWT parts. */
export const toBase64Url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export const fromBase64Url = (text: string) => fromBase64(text.replace(/-/g, "+").replace(/_/g, "/"));

/** Lower-case hex, two digits a byte: content-addressed keys, hex signatures. */
export function toHex(bytes: Uint8Array | ArrayBuffer): string {
  let text = "";
  for (const byte of bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) text += byte.toString(16).padStart(2, "0");
  return text;
}

/** The bytes a hex text spells (a provider's hex key). */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** `bytes` random bytes as hex (storage keys and payment-link parameters). */
export const randomHex = (bytes: number) => toHex(crypto.getRandomValues(new Uint8Array(bytes)));

/** A random id of `bytes` bytes, base64url without padding (session ids). */
export function randomId(bytes = 16): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

const encoder = new TextEncoder();

/**
 * Compares two byte strings in time that depends only on their length (public: hashes and
 * signatures have a fixed size), so a caller cannot learn how many leading bytes matched.
 * The runtime's own `crypto.subtle.timingSafeEqual` does the comparing; it refuses
 * different lengths, which are simply unequal here.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && (crypto.subtle as WorkersSubtle).timingSafeEqual(a, b);
}

/** workerd's extension of SubtleCrypto, which the DOM's type of `crypto.subtle` does not name. */
type WorkersSubtle = SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };

/** The same for texts (hex or base64 signatures), compared as their UTF-8 bytes. */
export const constantTimeSameText = (a: string, b: string) => constantTimeEqual(encoder.encode(a), encoder.encode(b));

/** HMAC-SHA256 of `message` under `secret`, base64. */
export async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toBase64(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message))));
}

/** SHA-256 hex of a text: rate-limit buckets keyed by email store this, not the address. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** The parts one after another in one array. */
export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const output = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    output.set(part, offset);
    offset += part.length;
  }
  return output;
}
