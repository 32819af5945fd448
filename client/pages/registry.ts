import { createElement, lazy, type ComponentType } from "react";
import { ROUTES, type PageId } from "~/shared/routes";
import { screenModule } from "./define-page";
import type { AnyPageScreen, PageProps } from "./page-types";
import { preloadable, type Preloadable } from "../lib/preloadable";

type Screen = ComponentType<PageProps<never>>;
type Load = () => Promise<AnyPageScreen>;

// Each screen module, loaded once and then rendered without suspending (client/lib/preloadable.ts).
const modules = new Map<Load, Preloadable<AnyPageScreen>>();
const moduleOf = (load: Load) => {
  let module = modules.get(load);
  if (!module) modules.set(load, (module = preloadable(load)));
  return module;
};

/**
 * One component per module (the listing's nine pages share theirs): the screen itself once its
 * module is loaded (preloadPage), React.lazy until then. A lazy component suspends on its first
 * render even when its module is there, and a server render that suspends outlines the page as a
 * Suspense boundary that React reveals by script, on a timer: the main content painted up to a
 * second late and the footer shifted.
 */
const screens = new Map<Load, Screen>();
const screenOf = (load: Load) => {
  let screen = screens.get(load);
  if (!screen) {
    const module = moduleOf(load);
    const Lazy = lazy(() => module.load().then((component) => ({ default: component })));
    const Page: Screen = (props) => createElement(module.current() ?? Lazy, props);
    screens.set(load, (screen = Page));
  }
  return screen;
};

/** One lazily loaded module per screen, the one each page's ROUTES record names (client/pages/define-page.ts). */
export const PAGES = Object.fromEntries((Object.keys(ROUTES) as PageId[]).map((id) => [id, screenOf(screenModule(id))])) as Record<PageId, Screen>;

/**
 * Loads the screen of a page before it renders: on the server before the render (the page's
 * loader), in the browser before hydrating the page the server rendered (`<html data-page>`,
 * together with the catalogues) and before showing a page navigated to (with its data).
 */
export function preloadPage(id: string | undefined): Promise<void> {
  if (!id || !Object.hasOwn(ROUTES, id)) return Promise.resolve();
  const module = moduleOf(screenModule(id as PageId));
  if (module.current()) return Promise.resolve();
  return module.load().then(
    () => undefined,
    () => undefined,
  );
}
