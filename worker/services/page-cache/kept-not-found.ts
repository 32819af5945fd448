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

export interface NotFoundAnswer {
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
    parts.push(page.html.slice(last, match.index).replaceAll(NOT_FOUND_PATH_SLOT, forHtml(path)));
    inScript ||= match[0].includes(NOT_FOUND_PATH_SLOT);
    parts.push(match[0].replaceAll(NOT_FOUND_PATH_SLOT, forScript(path)));
    last = match.index + match[0].length;
  }
  parts.push(page.html.slice(last).replaceAll(NOT_FOUND_PATH_SLOT, forHtml(path)));
  const stored = parts.join("");
  const scriptHashes = inScript ? await appScriptHashes(stored) : page.scriptHashes;
  if (!scriptHashes) return null;
  const html = stored.replaceAll(` nonce="${NONCE_SLOT}"`, "").replaceAll(NONCE_SLOT, "");
  return { html, headers: page.headers, scriptHashes };
}
