import type { ReactNode } from "react";
import type { AppLoadContext } from "react-router";
import type { PageId } from "~/shared/routes";

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
  /** What the image shows, for readers who cannot see it; the page's title when not given. */
  imageAlt?: string;
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

/** A screen: a function of its page's data (all pages are function components). */
export type PageComponent<D> = (props: PageProps<D>) => ReactNode;

/**
 * A screen module's link to its server loader: a lazy import of a `.server` module, given the
 * id of the page being loaded, since one screen may serve several pages (the listing's nine).
 */
export type LoaderLink<D> = (page: PageId) => Promise<PageLoader<D>>;

/** A screen module's default export (client/pages/define-page.ts): the component, carrying its loader link. */
export type PageScreen<D> = PageComponent<D> & { loader?: LoaderLink<D> };

/** Any page's screen, its data type erased: what the registry and the server's loaders read. */
export type AnyPageScreen = PageComponent<never> & { loader?: LoaderLink<unknown> };
