/**
 * The public URL scheme. React Router patterns cannot match part of a segment
 * (`/category-{key}`, `/product-….html`), so the worker (status codes, 404 rules, canonical
 * URLs) and the client's dispatching route both resolve URLs here from the page table in
 * shared/routes.ts, and every link is built here too.
 */

import { ROUTES, type HelpTopic, type PageId, type RouteDef } from "./routes";

const ROUTE_DEFS: Record<PageId, RouteDef> = ROUTES;

interface Compiled {
  id: PageId;
  regex: RegExp;
  names: string[];
}

function escapeRegex(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function compile(id: PageId, pattern: string): Compiled {
  const names: string[] = [];
  const source = pattern
    .split(/(\{[a-z_]+\})/i)
    .map((part) => {
      const name = /^\{([a-z_]+)\}$/i.exec(part)?.[1];
      if (!name) return escapeRegex(part);
      names.push(name);
      return "([^/]*)";
    })
    .join("");
  return { id, regex: new RegExp(`^${source}/?$`), names };
}

const ALL_COMPILED = (Object.keys(ROUTE_DEFS) as PageId[]).map((id) => compile(id, ROUTE_DEFS[id].pattern));

// Literal routes first so `/404` never reads as a parameter of a wider pattern: looked up by
// path, no regex (a shop page matches its URL four times per request: log, cache, redirect rules, loader).
const LITERAL = new Map(ALL_COMPILED.filter((route) => !route.names.length).map((route) => [ROUTE_DEFS[route.id].pattern, route]));
const WITH_PARAMS: Compiled[] = ALL_COMPILED.filter((route) => route.names.length).sort((a, b) => a.names.length - b.names.length);

export type RouteMatch =
  | { kind: "page"; id: PageId; params: Record<string, string> }
  /** A route whose required parameter or query is missing. */
  | { kind: "invalid"; id: PageId; message: string }
  /** An unknown route. */
  | { kind: "unknown"; message: string };

export interface MatchOptions {
  production?: boolean;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Resolves a path and query to a page, or to one of the two not-found answers. */
export function matchUrl(pathname: string, search: URLSearchParams, options: MatchOptions = {}): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  const literal = LITERAL.get(path);
  if (literal) return resolve(literal, [], pathname, search, options) ?? unknown(pathname);
  for (const route of WITH_PARAMS) {
    const found = route.regex.exec(path);
    if (found) return resolve(route, found.slice(1), pathname, search, options) ?? unknown(pathname);
  }
  return unknown(pathname);
}

const unknown = (pathname: string): RouteMatch => ({ kind: "unknown", message: `Page not found: ${pathname}` });

/** The first route whose pattern fits decides; null when it refuses the URL outright (an unknown page). */
function resolve({ id, names }: Compiled, values: string[], pathname: string, search: URLSearchParams, options: MatchOptions): RouteMatch | null {
  const def = ROUTE_DEFS[id];
  if (def.devOnly && options.production) return null;
  let params: Record<string, string> = {};
  names.forEach((name, i) => (params[name] = safeDecode(values[i] ?? "")));
  if (def.oneOf && Object.entries(def.oneOf).some(([name, allowed]) => !allowed.includes(params[name]))) return null;
  if (def.derive) params = def.derive(params);
  const missingParam = (def.required ?? []).some((name) => !params[name]?.trim());
  const missingQuery =
    (def.requiredQuery ?? []).some((name) => !search.has(name)) || (def.nonBlankQuery ?? []).some((name) => !search.get(name)?.trim());
  const badQuery = def.validQuery ? !def.validQuery(search) : false;
  if (missingParam || missingQuery || badQuery) {
    return { kind: "invalid", id, message: `Page Not Found: ${pathname}` };
  }
  return { kind: "page", id, params };
}

/** Whether the URL is one of the pages that show a shopper's own data (cart, checkout, account…). */
export function isPersonalPage(pathname: string, search: URLSearchParams): boolean {
  const match = matchUrl(pathname, search);
  return match.kind !== "unknown" && Boolean(ROUTE_DEFS[match.id].personal);
}

export function routeFlags(id: PageId): RouteDef {
  return ROUTE_DEFS[id];
}

type Query = Record<string, string | number | undefined | null>;

/** Builds a link to a page; parameters are URL-encoded, empty query values are dropped. */
export function pathTo(id: PageId, params: Record<string, string> = {}, query: Query = {}): string {
  const def = ROUTE_DEFS[id];
  let pattern = def.pattern;
  if (id === "product") {
    const slug = [params.slug, params.product_code].filter(Boolean).join("-");
    pattern = pattern.replace("{slug}", encodeURIComponent(slug));
  }
  const path = pattern.replace(/\{([a-z_]+)\}/gi, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== "");
  // Track order is valid only with an orderNumber present, even when it is still empty.
  if (id === "trackOrder" && !entries.some(([key]) => key === "orderNumber")) entries.push(["orderNumber", ""]);
  // Most links have no query (the footer's ~30): no URLSearchParams for them.
  if (!entries.length) return path;
  const qs = new URLSearchParams();
  for (const [key, value] of entries) qs.set(key, String(value));
  return `${path}?${qs.toString()}`;
}

export const helpPath = (topic: HelpTopic) => pathTo("help", { topic });
