import type { ReactNode } from "react";
import type { AppLoadContext } from "react-router";

/** What every page module's default export receives. */
export interface PageProps<D = unknown> {
  data: D;
  params: Record<string, string>;
}

export interface PageLoaderArgs {
  request: Request;
  url: URL;
  context: AppLoadContext;
  params: Record<string, string>;
}

/** A page's data and, when it has its own, its title, description and social card. */
export interface PageLoaded<D> {
  data: D;
  title?: string;
  description?: string;
  /** Open Graph: the page's image (absolute URL) and type (`product` on product pages). */
  image?: string;
  ogType?: "website" | "product";
  /** Extra `<meta property>` pairs, e.g. product:price:amount. */
  ogExtra?: Record<string, string>;
  /** The page's own canonical path when the URL may spell it otherwise. */
  canonicalPath?: string;
  /** Listings narrowed by filters: reachable, but not to be indexed. */
  noindex?: boolean;
}

/** Sends the shopper elsewhere (a product URL with an outdated slug, say). */
interface PageRedirect {
  redirect: string;
  status?: 301 | 302;
}

/** A loader may answer "not found" for data it cannot find (an unknown product, say). */
export type PageLoader<D = unknown> = (args: PageLoaderArgs) => Promise<PageLoaded<D> | PageRedirect | { notFound: true }>;

/** A page's code half: the lazily loaded screen and its server loader, which share the data type `D`. */
/** A screen: a function of its page's data (all pages are function components). */
type PageComponent<D> = (props: PageProps<D>) => ReactNode;

export interface PageDef<D> {
  component: () => Promise<{ default: PageComponent<D> }>;
  /** Server only (a `.server` module); a page without one renders with no data. */
  loader?: () => Promise<PageLoader<D>>;
}

/** Any page's record, its data type erased: what the registry and loadPage hold. */
export interface PageRecord {
  component: () => Promise<{ default: PageComponent<never> }>;
  loader?: () => Promise<PageLoader<unknown>>;
}

/** Ties a page's component to its loader: the component's `data` is what the loader returns. */
export const definePage = <D>(def: PageDef<D>): PageDef<D> => def;
