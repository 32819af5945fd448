import type { Env } from "./env";
import type { RequestContext } from "./request-context-type";

// What worker/index.ts hands React Router's loaders, under one key of React Router 8's context
// (client/lib/load-context.ts). React Router 8 no longer declares AppLoadContext; the shop keeps
// the name for its own type. A declaration file of its own, so the client project
// (tsconfig.client.json) sees it without compiling the worker's entry.
declare module "react-router" {
  interface AppLoadContext {
    env: Env;
    ctx: RequestContext;
    execution: Pick<ExecutionContext, "waitUntil">;
  }
}
