import { matchUrl, routeFlags } from "./url-scheme";
import { type PageId } from "./routes";

/**
 * Per-route SEO meta (`page_meta`): how a route path is spelled, how long its texts may be and
 * which paths may have meta of their own. Read by the worker's head data and the back office's
 * Page titles screen alike (docs/decisions/0830-page-titles.md).
 */

/**
 * Route paths are keyed without the leading slash or query, and short enough that
 * `head:{store}:{language}:` plus the path stays within KV's 512-byte key limit.
 */
export const MAX_ROUTE_PATH = 480;

export function normalizeRoutePath(path: string): string {
  return path.split(/[?#]/)[0].replace(/^\/+/, "").replace(/\/+$/, "").slice(0, MAX_ROUTE_PATH);
}

/**
 * What search results show before cutting a text off: about 60 characters of a title and
 * 155–160 of a description (Google measures pixels, so a little headroom for narrow letters).
 * The spec and the constants name no limits of their own; the default meta fits (51 and 133).
 */
export const SEO_LIMITS = { title: 70, description: 160, keywords: 255 } as const;

/**
 * The path as the shop keys it: a pasted shop URL keeps only its path, and the path is
 * percent-encoded as a browser sends it (the worker looks meta up by the request's own
 * pathname), then normalized like every read. Null when it is no path at all.
 */
export function routePathOf(input: string): string | null {
  const text = input.trim();
  let path = text;
  if (/^https?:\/\//i.test(text)) {
    try {
      path = new URL(text).pathname;
    } catch {
      return null;
    }
  }
  // Joined to a base rather than resolved against it, so `//x` stays a path and not a host.
  const pathname = new URL(`https://x.invalid/${path.split(/[?#]/)[0].replace(/^\/+/, "")}`).pathname;
  return pathname.replace(/^\/+/, "").replace(/\/+$/, "");
}

/** Pages that answer for no path of their own, so meta there would never show. */
const NO_META: ReadonlySet<PageId> = new Set(["notFound", "shortLink"]);

/**
 * Why a route path may not have meta of its own, or null when it may: it must be a page the
 * shop answers with no query of its own (the key has none), not the back office (its titles
 * are fixed) and not a development page. A typo (`categroy-rings`) is no page, so it is refused
 * here instead of becoming meta nobody ever sees.
 */
export function metaPathProblem(routePath: string): string | null {
  const match = matchUrl(`/${routePath}`, new URLSearchParams(), { production: true });
  if (match.kind === "unknown") return "The shop has no page at this path. Check it for typos.";
  if (match.kind === "invalid") return "This page needs a query in its address, so it cannot have a title of its own.";
  if (NO_META.has(match.id) || routeFlags(match.id).shell === "bare") return "This page cannot have a title of its own.";
  return null;
}
