import type { LinguiConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { CATALOG_AREAS } from "./shared/i18n-config.ts";

// One .po file per area and locale, so features add strings without editing each other's files.
const config: LinguiConfig = {
  locales: ["en", "en-GB", "de", "fr", "es"],
  sourceLocale: "en",
  fallbackLocales: { default: "en" },
  catalogs: CATALOG_AREAS.map((area) => ({
    path: `<rootDir>/locales/{locale}/${area}`,
    include: [],
  })),
  // Our msgids are keys ("footer.help"), not English source text.
  format: formatter({ explicitIdAsDefault: true }),
};
export default config;
