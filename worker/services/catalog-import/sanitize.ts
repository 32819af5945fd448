import xss from "xss";

// js-xss is CommonJS: its named exports hang off the default one.
const { FilterXSS, friendlyAttrValue } = xss as unknown as typeof import("xss");

/**
 * Product descriptions as HTML the shop may show: paragraphs, line breaks, lists, emphasis and
 * links (http, https, mailto or a path of the site), nothing else — no scripts, styles, event
 * handlers, frames or images. The allow-list filter is js-xss, a pure-JS tokenizer that runs in
 * workerd without a DOM (docs/decisions/1000-catalogue-import.md). What it takes out is named,
 * so the import report and the editor can tell the merchant.
 */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  a: ["href", "title"],
};

/** Tags whose content goes with them: it was never text for the shopper. */
const DROPPED_WITH_CONTENT = ["script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math"];

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

export interface Sanitized {
  html: string;
  /** What was taken out, each once: `<div>`, `onclick` on <a>, `href` "javascript:…" on <a>. */
  dropped: string[];
}

export function sanitizeHtml(input: string): Sanitized {
  const dropped = new Set<string>();
  const filter = new FilterXSS({
    whiteList: ALLOWED,
    stripIgnoreTagBody: DROPPED_WITH_CONTENT,
    allowCommentTag: false,
    css: false,
    // Set instead of stripIgnoreTag, which would replace this hook: the tag goes, its text stays.
    onIgnoreTag(tag, _html, options) {
      if (!options.isClosing) dropped.add(`<${tag.toLowerCase()}>`);
      return "";
    },
    onIgnoreTagAttr(tag, name) {
      dropped.add(`${name.toLowerCase()} on <${tag}>`);
      return "";
    },
    onTagAttr(tag, name, value) {
      if (tag !== "a" || name !== "href") return undefined;
      const href = friendlyAttrValue(value).trim();
      if (SAFE_HREF.test(href)) return undefined;
      dropped.add(`a link to "${href.slice(0, 40)}"`);
      return "";
    },
  });
  const html = filter.process(input).trim();
  // A script body taken with stripIgnoreTagBody is not seen by onIgnoreTag.
  for (const tag of DROPPED_WITH_CONTENT) if (new RegExp(`<${tag}[\\s>/]`, "i").test(input)) dropped.add(`<${tag}>`);
  return { html, dropped: [...dropped] };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** The text of sanitized HTML, for search and text-only places: blocks become line breaks. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      const key = name.toLowerCase();
      if (Object.hasOwn(ENTITIES, key)) return ENTITIES[key];
      const code = key.startsWith("#x") ? parseInt(key.slice(2), 16) : key.startsWith("#") ? Number(key.slice(1)) : NaN;
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}
