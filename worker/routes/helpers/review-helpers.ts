import type { Context } from "hono";
import type { AppEnv } from "../../env";

export type C = Context<AppEnv>;
