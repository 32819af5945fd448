// `npm run i18n:extract` (lingui.config.ts): our messages are keys ("footer.help") passed to
// `t()`, not lingui macros, and each key lives in one area's catalogue
// (locales/{locale}/{area}.po). So lingui gets an extractor that finds the keys the code asks
// for (the same scan as `npm run i18n:check`), and a .po format that writes into each area's
// file only that area's keys, in the file's own order, new ones at the end.
import type { CatalogFormatter, CatalogType, ExtractorType } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { basename } from "node:path";
import type { CatalogArea } from "../shared/i18n-config";
import { CATALOG_AREAS, fileKeys, keyAreas } from "./catalogue-scan";

const SOURCE = /\.(ts|tsx)$/;

/**
 * Where each key lives, read once from the English catalogues as they are when extraction
 * starts: lingui writes the area files one after another while it serializes the others, so a
 * later read could catch a file half written and misplace its keys.
 */
let startAreas: Map<string, CatalogArea> | undefined;
const areasAtStart = () => (startAreas ??= keyAreas("en"));
const NOT_SOURCE = /\.(test|d)\.tsx?$|\/test\/|test-|testing\./;

/** The keys of each source file, as lingui messages whose id is the key. */
export const keyExtractor: ExtractorType = {
  match: (filename) => SOURCE.test(filename) && !NOT_SOURCE.test(filename),
  extract(filename, code, onMessageExtracted) {
    const known = new Set(areasAtStart().keys());
    for (const id of fileKeys(filename, code, known)) {
      const line = code.slice(0, Math.max(code.indexOf(id), 0)).split("\n").length;
      onMessageExtracted({ id, origin: [filename, line] });
    }
  },
};

/** The area a key belongs to: where English has it, else the one area using its first part. */
function areaOfKey(key: string, areas: Map<string, CatalogArea>): CatalogArea | null {
  const own = areas.get(key);
  if (own) return own;
  const prefix = key.split(".")[0];
  const candidates = new Set([...areas].filter(([known]) => known.split(".")[0] === prefix).map(([, area]) => area));
  if (candidates.size === 1) return [...candidates][0];
  if (CATALOG_AREAS.includes(prefix as CatalogArea)) return prefix as CatalogArea;
  return null;
}

const MSGID = /^msgid "(.+)"$/gm;

/**
 * The .po format, per area file: keeps every entry the file has (a key built at run time in a
 * way the scan cannot see is still used; a lingui "obsolete" mark would hide it from the app),
 * adds the area's new keys at the end (empty outside English, so `i18n:check` asks for them),
 * and leaves out lingui's empty header fields so an unchanged catalogue stays byte for byte.
 */
export function areaFormat(): CatalogFormatter {
  const po = formatter({ explicitIdAsDefault: true, origins: false, lineNumbers: false });
  return {
    ...po,
    async serialize(catalog, ctx) {
      const area = basename(ctx.filename, ".po") as CatalogArea;
      const areas = areasAtStart();
      const existing = typeof ctx.existing === "string" ? [...ctx.existing.matchAll(MSGID)].map((m) => JSON.parse(`"${m[1]}"`) as string) : [];
      // The file's own notes on an entry (`#. …`) stay with it.
      const before =
        typeof ctx.existing === "string"
          ? await po.parse(ctx.existing, { locale: ctx.locale, sourceLocale: ctx.sourceLocale, filename: ctx.filename })
          : {};
      const kept: CatalogType = {};
      for (const key of existing) {
        if (!Object.hasOwn(catalog, key)) continue;
        const comments = catalog[key].comments?.length ? catalog[key].comments : before[key]?.comments;
        kept[key] = { ...catalog[key], comments, obsolete: false };
      }
      const unplaced: string[] = [];
      for (const [key, message] of Object.entries(catalog)) {
        if (Object.hasOwn(kept, key) || message.obsolete) continue;
        const home = areaOfKey(key, areas);
        if (home === area) kept[key] = message;
        else if (!home && area === "common") unplaced.push(key);
      }
      if (unplaced.length) console.warn(`No area for ${unplaced.join(", ")}: add them to the right locales/en/{area}.po by hand.`);
      const text = await po.serialize(kept, ctx);
      return text.replace(/^"[A-Za-z-]+: \\n"\n/gm, "");
    },
  };
}
