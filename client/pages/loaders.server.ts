import type { PageId } from "~/shared/url-scheme";
import { PAGE_RECORDS } from "./pages";
import type { PageLoader, PageRecord } from "./page-types";

const loaders = new Map<PageId, Promise<PageLoader<unknown> | undefined>>();

/** The page's server loader from its record (client/pages/pages.ts), or none: then it renders with no data. */
export function pageLoader(id: PageId): Promise<PageLoader<unknown> | undefined> {
  let loader = loaders.get(id);
  if (!loader) loaders.set(id, (loader = (PAGE_RECORDS[id] as PageRecord).loader?.() ?? Promise.resolve(undefined)));
  return loader;
}
