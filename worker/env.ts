import type { RequestContext } from "./request-context-type";
import type { StaffMember } from "./services/admin/staff";
import type { SessionState } from "./services/account/sessions";
import type { AddressBudget } from "./durable/address-budget";

/** What every deployment binds (wrangler types lists them optional: the production env names none). */
type Bound = "DB" | "KV" | "MEDIA";

/**
 * Bindings and variables of wrangler.jsonc as `npm run types` generates them
 * (worker/worker-configuration.d.ts, checked in CI), plus the secrets only some
 * deployments set and the assets binding the build adds.
 */
export interface Env extends Required<Pick<WranglerEnv, Bound>>, Partial<Omit<WranglerEnv, Bound | "ADDRESS_BUDGET">> {
  ASSETS?: Fetcher;
  /** Each client address's lookup budget (worker/durable/address-budget.ts); unset: budgeted lookups answer 503. */
  ADDRESS_BUDGET?: DurableObjectNamespace<AddressBudget>;
  /** Sender of account emails; defaults to no-reply@ the store's brand domain. */
  MAIL_FROM?: string;
  /** "kv": outside production, keep a copy of every email for `node scripts/mail.mjs`. */
  MAIL_OUTBOX?: string;
  /** "1": production may use providers' test API bases (a staging shop with real test cards). */
  PAYMENTS_TEST_MODE?: string;
  /** PayPal REST credentials; unset: PayPal's methods are not offered in production (the sandbox takes them in development). */
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  /** Default: api-m.paypal.com in production, api-m.sandbox.paypal.com elsewhere. */
  PAYPAL_API_BASE?: string;
  /** The webhook's id at PayPal, needed to verify its deliveries. */
  PAYPAL_WEBHOOK_ID?: string;
  /** Adyen Checkout API key and merchant account; unset: Adyen's methods are not offered in production (the sandbox takes them in development). */
  ADYEN_API_KEY?: string;
  ADYEN_MERCHANT_ACCOUNT?: string;
  /** Default: the test Checkout API; live needs the account's own prefixed URL (…/checkout/v71). */
  ADYEN_CHECKOUT_BASE?: string;
  /** The hex HMAC key of the standard webhook, to verify its deliveries. */
  ADYEN_HMAC_KEY?: string;
  /** Sezzle API keys; unset: Sezzle is not offered in production (the sandbox takes it in development). */
  SEZZLE_PUBLIC_KEY?: string;
  SEZZLE_PRIVATE_KEY?: string;
  /** Default: gateway.sezzle.com in production, sandbox.gateway.sezzle.com elsewhere. */
  SEZZLE_API_BASE?: string;
  /** dLocal API credentials; unset: the dLocal card and OXXO are not offered in production (the sandbox takes them in development). */
  DLOCAL_LOGIN?: string;
  DLOCAL_TRANS_KEY?: string;
  DLOCAL_SECRET_KEY?: string;
  /** Default: api.dlocal.com in production, sandbox.dlocal.com elsewhere. */
  DLOCAL_API_BASE?: string;
  /** Ozow site code, private key (hashes) and API key (status query, refunds); unset: no Ozow. */
  OZOW_SITE_CODE?: string;
  OZOW_PRIVATE_KEY?: string;
  OZOW_API_KEY?: string;
  /** Defaults: https://pay.ozow.com and https://api.ozow.com (tests point them at a fake). */
  OZOW_PAY_BASE?: string;
  OZOW_API_BASE?: string;
  /** Cloudflare Access team (`team` or `team.cloudflareaccess.com`) guarding /admin; unset in production: /admin is closed. */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience (AUD) tag. */
  ACCESS_AUD?: string;
  /** Analytics Engine SQL API token ("Account Analytics: Read") for the insight screen; unset in production: the screen answers 503. */
  INSIGHT_API_TOKEN?: string;
  /** Tests only: where the Analytics Engine SQL API is (default api.cloudflare.com). */
  INSIGHT_SQL_BASE?: string;
}

/** Hono's typed context: `c.env` and `c.var.ctx`. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    ctx: RequestContext;
    /** Set for an answer whose inline scripts the CSP allows by hash instead of by nonce. */
    cspScriptSources?: string[];
    /** This request's id for logs and the error page (middleware/request-log.ts). */
    requestId: string;
    /** The request context set a cookie (middleware/request-context.ts preparedCookies). */
    setsCookies?: true;
    /** A session check riding the request's first D1 trip, until settled (middleware/request-context.ts settleSession). */
    sessionCheck?: Promise<SessionState>;
    /** The back office's staff member (middleware/admin-access.ts). */
    staff?: StaffMember;
  };
}
