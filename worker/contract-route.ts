import type { Context } from "hono";
import type { z } from "zod";
import type { ApiBody, ApiData, ApiPath, ApiSchema } from "~/shared/api-contract";
import type { AppEnv } from "./env";
import { ok } from "./http";
import { validBody, type BodyMiddleware } from "./middleware/valid-body";

/** Every contract path a router registered; a test posts to each through the app to prove it is mounted where it says. */
export const CONTRACT_PATHS = new Set<ApiPath>();

/**
 * One call of shared/api-contract.ts on its area's router: `action` is its path inside the area
 * (`cart/add` → `/add`), `body` validates the request with the contract's schema, and `ok`
 * answers only with the contract's data. `schema` may depend on the request (the order form's
 * countries come from D1).
 */
export function contract<P extends ApiPath>(path: P, schema: ApiSchema<P> | ((c: Context<AppEnv>) => Promise<ApiSchema<P>>)) {
  CONTRACT_PATHS.add(path);
  return {
    action: path.slice(path.indexOf("/")),
    // The contract's schemas are zod object schemas; TypeScript cannot see that through the path's type.
    body: validBody(schema as z.ZodType) as BodyMiddleware<ApiBody<P>, z.output<ApiSchema<P>>>,
    ok: (c: Context<AppEnv>, data: ApiData<P>, message?: string) => ok(c, data, message),
  };
}
