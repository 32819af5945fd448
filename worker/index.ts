import { createRequestHandler, type ServerBuild } from "react-router";
import { createWorker } from "./app";

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * Given a function, React Router imports the build and rebuilds its route tables and static
 * handler on every request (so the dev server picks up edits). A production build never
 * changes: it gets the module itself, and the handler derives all that once per isolate.
 */
function pageHandler(): ReturnType<typeof createRequestHandler> {
  const mode = import.meta.env.MODE;
  if (import.meta.env.DEV) return createRequestHandler(loadBuild, mode);
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (request, context) => {
    handler ??= loadBuild().then((build) => createRequestHandler(build, mode));
    handler.catch(() => (handler = undefined));
    return (await handler)(request, context);
  };
}

const handleRequest = pageHandler();

/** Thin entry: the Hono app decides everything; pages go to React Router with the request context. */
export default createWorker((request, env, ctx, execution) => handleRequest(request, { env, ctx, execution }));
