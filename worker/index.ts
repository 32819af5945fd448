import { createRequestHandler, type ServerBuild } from "react-router";
import { createWorker } from "./app";
import { FLOOR_PATH, floorBuild } from "./bench-floor";
import { routerContextFor } from "../client/lib/load-context";

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * Given a function, React Router imports the build and rebuilds its route tables and static
 * handler on every request (so the dev server picks up edits). A production build never
 * changes: it gets the module itself, and the handler derives all that once per isolate.
 */
function pageHandler(shape = (build: ServerBuild) => build): ReturnType<typeof createRequestHandler> {
  const mode = import.meta.env.MODE;
  if (import.meta.env.DEV) return createRequestHandler(() => loadBuild().then(shape), mode);
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (request, context) => {
    handler ??= loadBuild().then((build) => createRequestHandler(shape(build), mode));
    handler.catch(() => (handler = undefined));
    return (await handler)(request, context);
  };
}

const handleRequest = pageHandler();

/** The bench build's empty document (worker/bench-floor.tsx); a constant false elsewhere, so the code is dropped. */
const handleFloor = import.meta.env.BENCH_FLOOR ? pageHandler(floorBuild) : null;

/** Thin entry: the Hono app decides everything; pages go to React Router with the request context. */
export default createWorker(
  (request, env, ctx, execution) =>
    (handleFloor && ctx.url.pathname === FLOOR_PATH ? handleFloor : handleRequest)(request, routerContextFor({ env, ctx, execution })),
  handleFloor ? FLOOR_PATH : undefined,
);
