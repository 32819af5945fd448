import { lazy, type ComponentType } from "react";
import type { PageId } from "~/shared/url-scheme";
import { PAGE_RECORDS } from "./pages";
import type { PageProps, PageRecord } from "./page-types";

type Screen = ComponentType<PageProps<never>>;

// One lazy component per module: the listing's eight pages share theirs.
const screens = new Map<PageRecord["component"], Screen>();
const screenOf = (load: PageRecord["component"]) => {
  let screen = screens.get(load);
  if (!screen) screens.set(load, (screen = lazy(load)));
  return screen;
};

/** One lazily loaded module per screen, read from the page records (client/pages/pages.ts). */
export const PAGES = Object.fromEntries(
  (Object.keys(PAGE_RECORDS) as PageId[]).map((id) => [id, screenOf((PAGE_RECORDS[id] as PageRecord).component)]),
) as Record<PageId, Screen>;
