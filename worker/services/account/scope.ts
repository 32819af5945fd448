import type { Locale } from "~/shared/i18n-config";
import type { StoreConfig } from "~/shared/stores";
import type { Env } from "../../env";

/** What the account flows need to know about the request: bindings, store, language, site. */
export interface AccountScope {
  env: Env;
  store: StoreConfig;
  language: Locale;
  /** The store's origin, for links in emails. */
  origin: string;
  now?: number;
}
