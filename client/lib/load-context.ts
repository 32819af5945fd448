import { createContext, RouterContextProvider, type AppLoadContext } from "react-router";

/**
 * React Router 8 hands loaders a RouterContextProvider, no longer a plain object: the worker's
 * bindings and the request context (worker/load-context.d.ts) travel under this one key.
 * Route modules read them with `appContext(context)`; page loaders get them as
 * `PageLoaderArgs.context` from the page route, as before.
 */
const loadContextKey = createContext<AppLoadContext>();

/** What worker/index.ts passes to React Router for one request. */
export const routerContextFor = (value: AppLoadContext) => new RouterContextProvider(new Map([[loadContextKey, value]]));

/** The bindings and request context inside React Router's context (loaders, entry.server.tsx). */
export const appContext = (context: Readonly<RouterContextProvider>): AppLoadContext => context.get(loadContextKey);
