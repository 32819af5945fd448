import { ROUTES, type PageId } from "~/shared/routes";
import type { AnyPageScreen, LoaderLink, PageComponent, PageScreen } from "./page-types";

/**
 * A page is its route record in shared/routes.ts ROUTES, which names its screen module
 * (`screen`, a path under client/pages), and that module, which default-exports
 * `definePage(Screen, { loader })`. The registry (client) and the server's loaders find the
 * module here, by that path. docs/decisions/0008-one-record-per-page.md.
 */

/**
 * Ties a screen to its server loader: the component's `data` is what the loader returns, so a
 * mismatch does not compile. The component itself is the module's default export (tests and
 * Fast Refresh see a plain component) and carries the link. In the browser's bundle the link's
 * `.server` import is a refusal (build-tools/server-only-loaders.ts).
 */
export function definePage<D>(component: PageComponent<D>, links: { loader: LoaderLink<D> }): PageScreen<D> {
  return Object.assign(component, links);
}

/** Every screen module, lazily: one chunk each, loaded by the first page that shows it. */
const SCREENS = import.meta.glob<AnyPageScreen>("./**/*-page.tsx", { import: "default" });

/** A page's screen module, by its ROUTES `screen` (client/pages/page-modules.test.ts checks every one exists). */
export function screenModule(page: PageId): () => Promise<AnyPageScreen> {
  const path = `./${ROUTES[page].screen}.tsx`;
  return SCREENS[path] ?? (() => Promise.reject(new Error(`No screen module ${path} for page ${page}`)));
}
