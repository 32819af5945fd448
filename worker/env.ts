import type { RequestContext } from "./middleware/request-context";

/** What every deployment binds (wrangler types lists them optional: the production env names none). */
type Bound = "DB" | "KV" | "MEDIA";

/**
 * Bindings and variables of wrangler.toml as `npm run types` generates them
 * (worker/worker-configuration.d.ts, checked in CI), plus the secrets only some
 * deployments set and the assets binding the build adds.
 */
export interface Env extends Required<Pick<WranglerEnv, Bound>>, Partial<Omit<WranglerEnv, Bound>> {
  ASSETS?: Fetcher;
  /** Sender of account emails; defaults to no-reply@ the store's brand domain. */
  MAIL_FROM?: string;
  /** "kv": outside production, keep a copy of every email for `node scripts/mail.mjs`. */
  MAIL_OUTBOX?: string;
  /** PayPal REST credentials; unset: PayPal's methods pay through the sandbox provider. */
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  /** Default: api-m.paypal.com in production, api-m.sandbox.paypal.com elsewhere. */
  PAYPAL_API_BASE?: string;
  /** The webhook's id at PayPal, needed to verify its deliveries. */
  PAYPAL_WEBHOOK_ID?: string;
  /** Adyen Checkout API key and merchant account; unset: Adyen's methods pay through the sandbox. */
  ADYEN_API_KEY?: string;
  ADYEN_MERCHANT_ACCOUNT?: string;
  /** Default: the test Checkout API; live needs the account's own prefixed URL (…/checkout/v71). */
  ADYEN_CHECKOUT_BASE?: string;
  /** The hex HMAC key of the standard webhook, to verify its deliveries. */
  ADYEN_HMAC_KEY?: string;
  /** Sezzle API keys; unset: Sezzle pays through the sandbox provider. */
  SEZZLE_PUBLIC_KEY?: string;
  SEZZLE_PRIVATE_KEY?: string;
  /** Default: gateway.sezzle.com in production, sandbox.gateway.sezzle.com elsewhere. */
  SEZZLE_API_BASE?: string;
  /** dLocal API credentials; unset: the dLocal card and OXXO pay through the sandbox provider. */
  DLOCAL_LOGIN?: string;
  DLOCAL_TRANS_KEY?: string;
  DLOCAL_SECRET_KEY?: string;
  /** Default: api.dlocal.com in production, sandbox.dlocal.com elsewhere. */
  DLOCAL_API_BASE?: string;
}

/** Hono's typed context: `c.env` and `c.var.ctx`. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    ctx: RequestContext;
    /** Set for an answer whose inline scripts the CSP allows by hash instead of by nonce. */
    cspScriptSources?: string[];
  };
}
