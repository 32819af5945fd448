import type { AppLoadContext } from "react-router";
import { storeOrigin } from "~/shared/stores";
import { storeDomains } from "~/worker/config";
import { catalogContext as forRequest } from "~/worker/services/catalog/context";
import type { CatalogContext } from "~/shared/catalog-types";

/** The catalogue services' view of a page request: store, language, currency and bindings. */
export const catalogContext = ({ env, ctx }: AppLoadContext): CatalogContext => forRequest(env, ctx);

/** This store's origin, for absolute URLs in structured data and Open Graph. */
export const originOf = ({ env, ctx }: AppLoadContext) => storeOrigin(ctx.store.key, ctx.url, storeDomains(env));
