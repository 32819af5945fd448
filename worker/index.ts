import { createRequestHandler } from "react-router";
import { createWorker } from "./app";
import type { Env } from "./env";
import type { RequestContext } from "./middleware/request-context";

declare module "react-router" {
  interface AppLoadContext {
    env: Env;
    ctx: RequestContext;
    execution: ExecutionContext;
  }
}

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** Thin entry: the Hono app decides everything; pages go to React Router with the request context. */
export default createWorker((request, env, ctx, execution) => handleRequest(request, { env, ctx, execution }));
