import { PAGE_TTL_SECONDS, pageStore, type PageCacheKey } from "./page-cache";
import { keptPage, NONCE_SLOT, type KeptPage } from "./kept-page";
import { PageMemory } from "./page-memory";

/**
 * The copies of shared pages that `routes/pages/page-delivery.ts` answers from: this isolate's memory
 * in front of the Workers cache, and how the client's encoding is read. No HTTP framework types
 * here: the route owns the Hono context, this module owns the copies
 * (docs/decisions/0002-edge-cache.md, docs/decisions/0010-request-path-cpu.md).
 */

type PageStore = ReturnType<typeof pageStore>;

/** This isolate's copies, in front of the Workers cache (16 MB, as long as the edge keeps them). */
const memory = new PageMemory(16 * 1024 * 1024, PAGE_TTL_SECONDS * 1000);

/** The copy this isolate holds for the URL as asked (only pages that were cacheable are held). */
export const inMemory = (memoryKey: string) => memory.get(memoryKey);

/**
 * What the client itself accepts. Cloudflare's edge (and Miniflare, locally) hands the worker
 * `Accept-Encoding: br, gzip` whatever the client sent, and the client's own header in
 * `request.cf.clientAcceptEncoding`; without `cf` (tests calling the worker) the header is the client's.
 */
export function clientAcceptEncoding(request: Request): string | null {
  const cf = request.cf as IncomingRequestCfProperties | undefined;
  return cf?.clientAcceptEncoding ?? request.headers.get("Accept-Encoding");
}

/** `gzip` (or `*`) listed without `;q=0` (RFC 9110 12.5.3). */
export const acceptsGzip = (header: string | null | undefined) =>
  !!header &&
  header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    return (coding.trim() === "gzip" || coding.trim() === "*") && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });

/** The edge's copy, kept in memory too; none when the edge has none or it is not safe to share. */
export async function fromEdge(store: PageStore, key: PageCacheKey, memoryKey: string): Promise<KeptPage | undefined> {
  const hit = await store.match(key);
  if (!hit) return undefined;
  const headers = new Headers(hit.headers);
  headers.delete("Cache-Control");
  const page = await keptPage({ html: await hit.text(), headers: [...headers], at: Date.now() });
  // A stored page with a script the app did not emit is not shared: rendered afresh instead.
  if (!page) return undefined;
  memory.set(memoryKey, page);
  return page;
}

/**
 * Stores a fresh render in memory and at the edge, with the nonce replaced by its slot.
 * `own` are the visitor's values: the store refuses a page that holds one of them.
 */
export async function keep(store: PageStore, key: PageCacheKey, memoryKey: string, rendered: string, headers: Headers, own: string[], nonce: string) {
  const html = rendered.replaceAll(nonce, NONCE_SLOT);
  // A reload that rendered exactly what this isolate holds: both copies already are these
  // bytes, and writing a page to the cache costs far more than comparing it.
  if (memory.get(memoryKey)?.html === html) return;
  // Only pages whose inline scripts are all the app's own are shared (kept-page.ts).
  const kept = await keptPage({ html, headers: [...headers], at: Date.now() });
  if (!kept) return;
  const stored = await store.put(key, new Response(html, { status: 200, headers }), own);
  if (stored) memory.set(memoryKey, kept);
}
