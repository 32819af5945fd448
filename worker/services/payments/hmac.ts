import { constantTimeSameText, toHex } from "../bytes";

/** HMAC-SHA256 signatures and SHA-512 digests (WebCrypto), hex, compared in constant time. */
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

export async function hmacHex(secret: string, message: string): Promise<string> {
  return toHex(await crypto.subtle.sign("HMAC", await keyFor(secret), new TextEncoder().encode(message)));
}

export async function sha512Hex(message: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-512", new TextEncoder().encode(message)));
}

export async function hmacVerify(secret: string, message: string, signature: string): Promise<boolean> {
  return constantTimeSameText(await hmacHex(secret, message), signature);
}
