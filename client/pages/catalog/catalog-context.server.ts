import type { AppLoadContext } from "react-router";
import { storeOrigin } from "~/shared/stores";
import { storeDomains } from "~/worker/config";
import type { CatalogContext } from "~/worker/services/catalog/types";

/** The catalogue services' view of a request: store, language and currency, and the bindings. */
export function catalogContext({ env, ctx }: AppLoadContext): CatalogContext {
  return { env, store: ctx.store.key, language: ctx.language, currency: ctx.currency };
}

/** This store's origin, for absolute URLs in structured data and Open Graph. */
export const originOf = ({ env, ctx }: AppLoadContext) => storeOrigin(ctx.store.key, ctx.url, storeDomains(env));
