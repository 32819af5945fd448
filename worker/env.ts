import type { RequestContext } from "./middleware/request-context";

/** Bindings and variables of wrangler.toml. */
export interface Env {
  DB: D1Database;
  KV: KVNamespace;
  MEDIA: R2Bucket;
  EMAIL?: SendEmail;
  ASSETS?: Fetcher;
  APP_SECRET?: string;
  ENVIRONMENT?: string;
  API_PREFIX?: string;
  STORE_DOMAINS?: string;
  VERSION_CHECK_INTERVAL_MS?: string;
  /** Sender of account emails; defaults to no-reply@ the store's brand domain. */
  MAIL_FROM?: string;
  /** "kv": outside production, keep a copy of every email for `node scripts/mail.mjs`. */
  MAIL_OUTBOX?: string;
}

/** Hono's typed context: `c.env` and `c.var.ctx`. */
export interface AppEnv {
  Bindings: Env;
  Variables: { ctx: RequestContext };
}
