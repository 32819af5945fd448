import type { RequestContext } from "../../request-context-type";
import type { CatalogContext } from "~/shared/catalog-types";

/** The catalogue's view of a request: bindings plus the shopper's store, language and currency. */
export function catalogContext(env: CatalogContext["env"], ctx: Pick<RequestContext, "store" | "language" | "currency">): CatalogContext {
  return { env, store: ctx.store.key, language: ctx.language, currency: ctx.currency };
}
