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

/** A page's data and, when it has its own, its title and description. */
export interface PageLoaded<D> {
  data: D;
  title?: string;
  description?: string;
}

/** A loader may answer "not found" for data it cannot find (an unknown product, say). */
export type PageLoader<D = unknown> = (args: PageLoaderArgs) => Promise<PageLoaded<D> | { notFound: true }>;
