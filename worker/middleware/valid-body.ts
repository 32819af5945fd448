import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../env";
import { BadRequest, readBody } from "../http";

type Schema<S extends z.ZodType> = S | ((c: Context<AppEnv>) => Promise<S>);

/** A middleware that puts a validated JSON body `Out` where `c.req.valid("json")` reads it; `In` is what a caller sends. */
export type BodyMiddleware<In, Out> = MiddlewareHandler<AppEnv, string, { in: { json: In }; out: { json: Out } }>;

/**
 * A route's JSON body, checked against the zod schema the client shares (`shared/schemas/`)
 * before the handler runs; the handler reads it with `c.req.valid("json")`. A body that fails
 * throws the refusal `readBody` throws, so every area answers the same 400 envelope. Typed as
 * Hono's own validators are, so `hc` (client/lib/api-client.ts) knows each call's body.
 * docs/decisions/0018-typed-contract.md says why this is not `@hono/zod-validator`.
 *
 * `refused`, where a route answers a bad body in a form of its own, is that answer (it may
 * throw the refusal on for the usual one).
 */
export function validBody<S extends z.ZodType>(
  schema: Schema<S>,
  refused?: (c: Context<AppEnv>, error: BadRequest) => Promise<Response>,
): BodyMiddleware<z.input<S>, z.output<S>> {
  return async (c, next) => {
    const resolved = typeof schema === "function" ? await schema(c) : schema;
    let body: z.output<S>;
    try {
      body = await readBody(c, resolved);
    } catch (error) {
      if (refused && error instanceof BadRequest) return refused(c, error);
      throw error;
    }
    // Every body schema is an object schema (shared/schemas/); zod's output type does not say so.
    c.req.addValidatedData("json", body as object);
    await next();
  };
}
