import { SNIFF_BYTES, sniffBytes } from "~/shared/sniff-type";
import { concatBytes } from "../bytes";

/**
 * One picture fetched for the catalogue import from a URL the merchant's file names
 * (docs/decisions/1302-import-image-fetch.md): http(s) on the default ports only, never a
 * loopback, private, link-local or otherwise internal address (also in development), each
 * redirect checked the same way before it is followed, the body streamed and cut at the byte
 * cap, the whole fetch under one time limit, and anything whose first bytes are not a picture
 * dropped as soon as they arrive. What is refused says so in words, never with the network's
 * own error text.
 */
export const IMAGE_FETCH = { maxBytes: 10 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 3 } as const;

const PICTURES = new Set(["jpeg", "png", "webp", "gif"]);

/** Why a URL may not be fetched, or null when it may. */
export function refusedUrl(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return "its URL is not a valid address";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "only http and https addresses are fetched";
  if (url.username || url.password) return "addresses with a user name or password are not fetched";
  if (url.port) return "only addresses on the standard ports are fetched";
  return internalHost(url.hostname) ? "it points at a private or local address" : null;
}

/** A host name or address literal that reaches the machine itself or a private network. */
export function internalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[")) return internalIpv6(host.slice(1, -1));
  const v4 = ipv4(host);
  if (v4) return internalIpv4(v4);
  // A bare or numeric-looking name (`0x7f.1`, `2130706433`) is an address some resolvers accept.
  if (!host.includes(".") || /^(0x[0-9a-f]*|\d+)(\.(0x[0-9a-f]*|\d+))*$/.test(host)) return true;
  return /(^|\.)(localhost|local|internal|intranet|lan|home|corp|localdomain)$/.test(host);
}

function ipv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

function internalIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

function internalIpv6(address: string): boolean {
  const host = address.toLowerCase();
  if (host === "::" || host === "::1") return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1, or in hex) is judged as IPv4.
  const mapped = host.match(/^::ffff:(.+)$/);
  if (mapped) {
    const dotted = ipv4(mapped[1]);
    if (dotted) return internalIpv4(dotted);
    const hex = mapped[1].match(/^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
    if (!hex) return true;
    const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
    return internalIpv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  const first = parseInt(host.split(":")[0] || "0", 16);
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast, and the IPv4-compatible ::/96.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00 || host.startsWith("::");
}

/** Reads a body up to the cap, stopping at once if it grows past it or its first bytes are not a picture. */
async function readPicture(body: ReadableStream<Uint8Array>): Promise<Uint8Array | string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let sniffed = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > IMAGE_FETCH.maxBytes) return "it is larger than 10 MB";
      chunks.push(value);
      if (!sniffed && total >= SNIFF_BYTES) {
        sniffed = true;
        const type = sniffBytes(concatBytes(chunks).subarray(0, SNIFF_BYTES));
        if (!type || !PICTURES.has(type)) return "it is not a JPEG, PNG, WebP or GIF picture";
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return concatBytes(chunks);
}

/** The picture at `src`, or why it was refused. */
export async function fetchPicture(src: string, fetcher: typeof fetch): Promise<Uint8Array | string> {
  const signal = AbortSignal.timeout(IMAGE_FETCH.timeoutMs);
  let url = src;
  try {
    for (let hop = 0; ; hop++) {
      const refused = refusedUrl(url);
      if (refused) return hop ? `it redirects to an address that is not fetched: ${refused}` : refused;
      const response = await fetcher(url, { signal, redirect: "manual" });
      if (response.status >= 300 && response.status < 400 && response.headers.has("Location")) {
        await response.body?.cancel();
        if (hop >= IMAGE_FETCH.maxRedirects) return `it redirects more than ${IMAGE_FETCH.maxRedirects} times`;
        url = new URL(response.headers.get("Location")!, url).href;
        continue;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        return `its URL answered ${response.status}`;
      }
      const length = Number(response.headers.get("Content-Length"));
      if (length > IMAGE_FETCH.maxBytes) {
        await response.body.cancel();
        return "it is larger than 10 MB";
      }
      return await readPicture(response.body);
    }
  } catch {
    return signal.aborted ? "it took longer than 15 seconds to fetch" : "it could not be fetched";
  }
}
