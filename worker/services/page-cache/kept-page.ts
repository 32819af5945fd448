/**
 * A shared page made ready to answer many visitors with the same bytes. A stored page has
 * NONCE_SLOT where its render had the request's CSP nonce; a kept page drops those nonce
 * attributes and names its inline scripts by hash in the CSP instead (a nonce must be new in
 * every answer, which would mean new bytes in every answer). With constant bytes the page is
 * encoded to UTF-8 (and gzipped) once, and a hit only hands them over.
 * docs/decisions/0002-edge-cache.md.
 */
import { toBase64 } from "../bytes";

/**
 * Stands for the nonce in stored pages: a render's scripts carry its request's nonce, which
 * no other answer may reuse.
 */
export const NONCE_SLOT = "__PAGE_NONCE_SLOT__";

export interface StoredPage {
  /** The HTML with NONCE_SLOT where the render had its nonce. */
  html: string;
  headers: [string, string][];
  at: number;
}

export interface KeptPage extends StoredPage {
  /** CSP script sources of the page's inline scripts: `'sha256-…'` each. */
  scriptHashes: string[];
  /** The page as UTF-8, nonce attributes dropped. */
  body: Uint8Array;
  /** The same bytes gzipped once, for the clients that accept it (every browser does). */
  gzip: Uint8Array;
  /** The page's headers for the gzipped copy. */
  gzipHeaders: [string, string][];
}

const encoder = new TextEncoder();

/** Script types a browser runs; any other type (JSON-LD, JSON) is a data block CSP ignores. */
const RUNNABLE = /^(|text\/javascript|application\/javascript|module)$/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

function runnableInline(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(` ${attributes}`)) return false;
  const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
  return RUNNABLE.test(type.trim());
}

const sha256Source = async (text: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return `'sha256-${toBase64(digest)}'`;
};

/**
 * `'sha256-…'` of every inline script the app itself emitted — those that carried the nonce
 * slot — as CSP hashes them (the raw text, slot removed). Null when the page holds a runnable
 * inline script without the slot: that one came from somewhere else (say, a product text
 * that slipped through escaping), and allowing it by hash would run it for every visitor.
 */
export async function appScriptHashes(html: string): Promise<string[] | null> {
  const sources: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (!runnableInline(attributes)) continue;
    if (!attributes.includes(` nonce="${NONCE_SLOT}"`)) return null;
    sources.push(text.replaceAll(NONCE_SLOT, ""));
  }
  return [...new Set(await Promise.all(sources.map(sha256Source)))];
}

/** The page ready for many visitors, or null when it must not be shared (appScriptHashes). */
export async function keptPage(page: StoredPage): Promise<KeptPage | null> {
  const scriptHashes = await appScriptHashes(page.html);
  if (!scriptHashes) return null;
  const html = page.html.replaceAll(` nonce="${NONCE_SLOT}"`, "").replaceAll(NONCE_SLOT, "");
  const body = encoder.encode(html);
  // Both copies say they vary by Accept-Encoding, so no cache between serves one for the other.
  const headers: [string, string][] = [
    ...page.headers.filter(([name]) => !/^(vary|content-encoding|content-length)$/i.test(name)),
    ["Vary", "Accept-Encoding"],
  ];
  const gzipHeaders: [string, string][] = [...headers, ["Content-Encoding", "gzip"]];
  return { ...page, headers, scriptHashes, body, gzip: await gzipped(body), gzipHeaders };
}

async function gzipped(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Response(bytes).body!.pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
