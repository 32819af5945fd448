import type { LinguiConfig } from "@lingui/conf";
import { areaFormat, keyExtractor } from "./build-tools/lingui-extract.ts";
import { CATALOG_AREAS } from "./shared/i18n-config.ts";

// One .po file per area and locale, so features add strings without editing each other's files.
// Our msgids are keys ("footer.help"), not English source text: the extractor finds the keys the
// code asks for and the format puts each into its own area's file (build-tools/lingui-extract.ts).
const config: LinguiConfig = {
  locales: ["en", "en-GB", "de", "fr", "es"],
  sourceLocale: "en",
  fallbackLocales: { default: "en" },
  catalogs: CATALOG_AREAS.map((area) => ({
    path: `<rootDir>/locales/{locale}/${area}`,
    include: ["<rootDir>/client", "<rootDir>/worker", "<rootDir>/shared"],
  })),
  extractors: [keyExtractor],
  format: areaFormat(),
};
export default config;
