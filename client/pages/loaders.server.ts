import type { PageId } from "~/shared/routes";
import { screenModule } from "./define-page";
import type { PageLoader } from "./page-types";

const loaders = new Map<PageId, Promise<PageLoader<unknown> | undefined>>();

/**
 * The page's server loader, from the link its screen module carries (client/pages/define-page.ts),
 * given the page's id; or none: then it renders with no data.
 */
export function pageLoader(id: PageId): Promise<PageLoader<unknown> | undefined> {
  let loader = loaders.get(id);
  if (!loader) loaders.set(id, (loader = screenModule(id)().then((screen) => screen.loader?.(id))));
  return loader;
}
