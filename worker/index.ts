import { createRequestHandler, type ServerBuild } from "react-router";
import { createWorker } from "./app";
import type { Env } from "./env";
import { FLOOR_PATH, floorBuild } from "./bench-floor";
import { COLD_PATH, METER_PATH, coldAnswer, meterAnswer, meteredEnv } from "./bench-meter";
import { routerContextFor } from "../client/lib/load-context";

/**
 * Durable Object classes the runtime finds by name (wrangler.jsonc `durable_objects`). A star
 * export: `wrangler types` then types the binding without importing this entry, so the client's
 * type project (which includes the bindings' types) does not compile the worker; worker/env.ts
 * gives the binding its class.
 */
export * from "./durable/address-budget";

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
const worker = createWorker(
  (request, env, ctx, execution) =>
    (handleFloor && ctx.url.pathname === FLOOR_PATH ? handleFloor : handleRequest)(request, routerContextFor({ env, ctx, execution })),
  handleFloor ? FLOOR_PATH : undefined,
);

/** The bench build also counts D1's rows read per request (worker/bench-meter.ts); other builds are the worker itself. */
export default import.meta.env.BENCH_FLOOR
  ? {
      ...worker,
      fetch: (request: Request, env: Env, execution: ExecutionContext) => {
        const url = new URL(request.url);
        if (url.pathname === METER_PATH) return meterAnswer(url);
        if (url.pathname === COLD_PATH && request.method === "POST") return coldAnswer(env);
        return worker.fetch(request, meteredEnv(request, env), execution);
      },
    }
  : worker;
