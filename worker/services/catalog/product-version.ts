import { matchUrl } from "~/shared/url-scheme";
import { putVersionToken } from "../version-token";

/**
 * One product's version: a token in KV that its own pages' cached copies are keyed by beside the
 * catalogue version (worker/routes/pages/page-delivery.ts, the product memo). A change that touches
 * only that product's page — a review published or rejected moves its rating — bumps it, so
 * its pages are rendered afresh at once while every other page keeps its copy.
 */
const keyOf = (productCode: string) => `product:version:${productCode}`;

/** How long an isolate trusts a version it read; a bump in the same isolate is seen at once. */
const MEMO_MS = 10_000;
const MEMO_MAX = 512;
const memo = new Map<string, { at: number; version: string }>();

export async function getProductVersion(kv: KVNamespace, productCode: string, now = Date.now()): Promise<string> {
  const known = memo.get(productCode);
  if (known && now - known.at < MEMO_MS) return known.version;
  const version = (await kv.get(keyOf(productCode))) ?? "0";
  remember(productCode, { at: now, version });
  return version;
}

export async function bumpProductVersion(kv: KVNamespace, productCode: string, now = Date.now()): Promise<string> {
  const version = now.toString(36) + Math.random().toString(36).slice(2, 6);
  await putVersionToken(kv, keyOf(productCode), version);
  remember(productCode, { at: now, version });
  return version;
}

function remember(productCode: string, entry: { at: number; version: string }) {
  memo.delete(productCode);
  if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
  memo.set(productCode, entry);
}

// Only product URLs are matched against the URL table: every other page skips it.
const PRODUCT_PATH = /^\/(?:lp\/)?product-[^/]+\.html$/;

/** The product a page URL shows (its own page or its landing copy), or null for any other page. */
export function productCodeOfPath(pathname: string): string | null {
  if (!PRODUCT_PATH.test(pathname)) return null;
  const match = matchUrl(pathname, new URLSearchParams());
  return match.kind === "page" && (match.id === "product" || match.id === "landingProduct") ? (match.params.product_code ?? null) : null;
}
