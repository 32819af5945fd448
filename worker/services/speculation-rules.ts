import { ROUTES, type PageId } from "~/shared/routes";
import { routeFlags } from "~/shared/url-scheme";

/**
 * The shop's Speculation Rules (docs/decisions/1341-speculation-rules.md), served as
 * `/speculation-rules.json` and named by the `Speculation-Rules` header of every shop page, so
 * no inline script needs a CSP exception. An allow-list: only the pages the edge cache shares
 * (`cache: true` in shared/routes.ts) are ever fetched ahead, so the bag, checkout, the
 * account and anything else personal never is. The product under the pointer or finger and
 * the listing's next page are prerendered; any other shared page is prefetched.
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/** A route pattern as a URL pattern: each `{name}` matches anything. */
const urlPattern = (pattern: string) => ({ pathname: pattern.replace(/\{[^}]+\}/g, "*") });

const SHARED_PAGES = (Object.keys(ROUTES) as PageId[]).filter((id) => routeFlags(id).cache && !routeFlags(id).devOnly);

export function speculationRules() {
  const shared = { or: SHARED_PAGES.map((id) => ({ href_matches: urlPattern(routeFlags(id).pattern) })) };
  return {
    prerender: [
      // "moderate": on a 200 ms hover or at pointer- or touch-down, so a shopper's likely next page only.
      {
        where: { and: [{ href_matches: urlPattern(routeFlags("product").pattern) }, { not: { selector_matches: "[rel~=nofollow]" } }] },
        eagerness: "moderate",
      },
      { where: { and: [shared, { selector_matches: "a[rel~=next]" }] }, eagerness: "moderate" },
    ],
    prefetch: [{ where: { and: [shared, { not: { selector_matches: "[rel~=nofollow]" } }] }, eagerness: "moderate" }],
  };
}

let body: string | undefined;

/** The rules as the browser must get them: their own MIME type, kept an hour (they change only with a deploy). */
export function speculationRulesAnswer(): Response {
  body ??= JSON.stringify(speculationRules());
  return new Response(body, { headers: { "Content-Type": "application/speculationrules+json", "Cache-Control": "public, max-age=3600" } });
}
