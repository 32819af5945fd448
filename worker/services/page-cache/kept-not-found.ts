import { appScriptHashes, NONCE_SLOT, type KeptPage } from "./kept-page";

/**
 * The 404 page for unknown paths, kept once per store, language (and the rest of a page's key)
 * instead of rendered for every probe. It is rendered for NOT_FOUND_PATH_SLOT, and each answer
 * puts the visitor's path where the slot stands, escaped for where it stands: HTML text and
 * attributes get entities, inline scripts (the hydration data, JSON inside a JS string) get a
 * path with nothing any JSON or JS string level would read differently.
 * docs/decisions/0002-edge-cache.md ("Unknown paths").
 */
export const NOT_FOUND_PATH_SLOT = "/__kept-not-found-path__";

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Characters a URL path keeps as they are that mean nothing inside a double-quoted JSON or JS string. */
const NOT_SCRIPT_SAFE = /[^A-Za-z0-9\-._~/%!$&'()*+,;=:@]/gu;

const forHtml = (path: string) => path.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch]);
// A parsed URL's path already has quotes, backslashes and angle brackets percent-encoded;
// anything else outside the safe set is encoded the same way rather than trusted.
const forScript = (path: string) => path.replace(NOT_SCRIPT_SAFE, (ch) => encodeURIComponent(ch));

/** The slot as the page shows it, and as links that carry it as a query value do (the sign-in link's `redirect_url`). */
const SLOT_FORMS = new RegExp(`${NOT_FOUND_PATH_SLOT}|${encodeURIComponent(NOT_FOUND_PATH_SLOT)}`, "g");

/** The slot's forms replaced by the path's, each escaped with `escape`. */
const putPath = (text: string, path: string, escape: (value: string) => string) =>
  text.replace(SLOT_FORMS, (slot) => escape(slot === NOT_FOUND_PATH_SLOT ? path : encodeURIComponent(path)));

interface NotFoundAnswer {
  html: string;
  headers: [string, string][];
  /** CSP sources of the answer's inline scripts (recomputed only when the path stands in one). */
  scriptHashes: string[];
}

/** The kept 404 with `path` in it, or null when the result must not be sent (appScriptHashes). */
export async function notFoundAnswer(page: KeptPage, path: string): Promise<NotFoundAnswer | null> {
  const parts: string[] = [];
  let inScript = false;
  let last = 0;
  for (const match of page.html.matchAll(SCRIPT_ELEMENT)) {
    parts.push(putPath(page.html.slice(last, match.index), path, forHtml));
    const script = putPath(match[0], path, forScript);
    inScript ||= script !== match[0];
    parts.push(script);
    last = match.index + match[0].length;
  }
  parts.push(putPath(page.html.slice(last), path, forHtml));
  const stored = parts.join("");
  const scriptHashes = inScript ? await appScriptHashes(stored) : page.scriptHashes;
  if (!scriptHashes) return null;
  const html = stored.replaceAll(` nonce="${NONCE_SLOT}"`, "").replaceAll(NONCE_SLOT, "");
  return { html, headers: page.headers, scriptHashes };
}
