import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";
import { randomBytes } from "@noble/ciphers/utils.js";
import { fromBase64Url, toBase64Url } from "./bytes";

/** What the he-token cookie carries (docs/decisions/0003-session-token.md). */
export interface SessionClaims {
  uuid: string;
  email: string;
  customerId: string;
  /** A signed-in token names its server-side session, so it can be revoked (customer_sessions). */
  sid?: string;
}

const keys = new Map<string, Promise<Uint8Array>>();

/** A 256-bit key derived from APP_SECRET; derived once per isolate. */
function keyFor(secret: string): Promise<Uint8Array> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.digest("SHA-256", new TextEncoder().encode(`he-token:v1:${secret}`)).then((buffer) => new Uint8Array(buffer));
    keys.set(secret, key);
  }
  return key;
}

/** Seals the claims with XChaCha20-Poly1305: nonce (24 bytes) ‖ ciphertext+tag, base64url. */
export async function sealToken(claims: SessionClaims, secret: string): Promise<string> {
  const nonce = randomBytes(24);
  const plaintext = new TextEncoder().encode(JSON.stringify(claims));
  const sealed = xchacha20poly1305(await keyFor(secret), nonce).encrypt(plaintext);
  const out = new Uint8Array(nonce.length + sealed.length);
  out.set(nonce);
  out.set(sealed, nonce.length);
  return toBase64Url(out);
}

/**
 * Opens a token. Anything that fails to open — tampered, truncated, another key, not a
 * token at all — reads as "", and the visitor is simply anonymous.
 */
export async function openToken(token: string | null | undefined, secret: string): Promise<SessionClaims | ""> {
  if (!token || token.length > 4096) return "";
  const known = opened.get(`${secret}\n${token}`);
  if (known) return { ...known };
  const claims = await decryptToken(token, secret);
  if (claims) remember(`${secret}\n${token}`, claims);
  return claims ? { ...claims } : "";
}

/**
 * Tokens this isolate has opened. A visitor sends the same token with every request, and
 * opening one (XChaCha20-Poly1305 in JavaScript) cost more than the rest of the request
 * context: the same token under the same key always opens to the same claims. Only tokens
 * that opened are kept, at most OPENED_MAX, the oldest first out.
 */
const OPENED_MAX = 2048;
const opened = new Map<string, SessionClaims>();

function remember(key: string, claims: SessionClaims) {
  if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value as string);
  opened.set(key, claims);
}

async function decryptToken(token: string, secret: string): Promise<SessionClaims | ""> {
  try {
    const bytes = fromBase64Url(token);
    if (bytes.length < 24 + 16) return "";
    const plaintext = xchacha20poly1305(await keyFor(secret), bytes.subarray(0, 24)).decrypt(bytes.subarray(24));
    const value = JSON.parse(new TextDecoder().decode(plaintext)) as Partial<SessionClaims>;
    if (typeof value.uuid !== "string") return "";
    const claims: SessionClaims = { uuid: value.uuid, email: String(value.email ?? ""), customerId: String(value.customerId ?? "") };
    if (typeof value.sid === "string" && value.sid) claims.sid = value.sid;
    return claims;
  } catch {
    return "";
  }
}
