import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { pathTo } from "~/shared/url-scheme";
import { apiPrefix } from "./config";
import type { AppEnv, Env } from "./env";
import { fail, ok, refusalAnswer } from "./http";
import { d1Session } from "./middleware/d1-session";
import { failClosed } from "./middleware/fail-closed";
import { requestContext } from "./middleware/request-context";
import type { RequestContext } from "./request-context-type";
import { requestLog } from "./middleware/request-log";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { adminAccess } from "./middleware/admin-access";
import { accountRoutes } from "./routes/account/account-routes";
import { adminRoutes } from "./routes/admin/admin-routes";
import { cartRoutes } from "./routes/cart/cart-routes";
import { catalogRoutes } from "./routes/catalog/catalog-routes";
import { cookieSettingsRoutes } from "./routes/site/cookie-settings-routes";
import { newsletterConfirmRoutes } from "./routes/site/newsletter-confirm-routes";
import { imageRoutes } from "./routes/media/image-routes";
import { mediaRoutes } from "./routes/media/media-routes";
import { questionRoutes, reviewRoutes } from "./routes/reviews/review-routes";
import { customRoutes } from "./routes/custom-jewelry/custom-jewelry-routes";
import { withdrawalRoutes } from "./routes/orders/withdrawal-routes";
import { uploadRoutes } from "./routes/reviews/upload-routes";
import { indexRoutes } from "./routes/site/index-routes";
import { orderRoutes, paymentRoutes } from "./routes/orders/order-routes";
import { deliverPage } from "./routes/pages/page-delivery";
import { pageOrRedirect } from "./routes/pages/redirect-rules";
import { ozowPayPage } from "./routes/payments/ozow-pay-page";
import { sandboxPayPage } from "./routes/payments/sandbox-pay-page";
import { seoRoutes } from "./routes/pages/seo-routes";
import { runCron } from "./services/operate/cron";
import { statRoutes } from "./routes/site/stat-routes";
import { visitorRoutes } from "./routes/site/visitor-routes";
import { restoreShortLink } from "./services/short-links";
import { SPECULATION_RULES_PATH, speculationRulesAnswer } from "./services/speculation-rules";
import { translatorFor } from "./services/translator";
import { logError } from "./services/operate/log";
import { Refusal } from "./services/refusal";
import { escapeHtml } from "./services/html-escape";

/** Renders a page with React Router; the entry passes the real one, API tests a plain one. */
export type PageRenderer = (request: Request, env: Env, ctx: RequestContext, execution: Pick<ExecutionContext, "waitUntil">) => Promise<Response>;

/** One router per API area (docs/architecture.md#api); paths are `area/action`, as the client calls them. */
const API_AREAS = {
  index: indexRoutes,
  stat: statRoutes,
  category: catalogRoutes,
  account: accountRoutes,
  cart: cartRoutes,
  order: orderRoutes,
  payment: paymentRoutes,
  visitor: visitorRoutes,
  admin: adminRoutes,
  review: reviewRoutes,
  question: questionRoutes,
  upload: uploadRoutes,
  custom: customRoutes,
  withdrawal: withdrawalRoutes,
};

async function handleError(error: Error, c: Context<AppEnv>, prefix: string) {
  const isApi = new URL(c.req.url).pathname.startsWith(prefix);
  if (error instanceof Refusal) return refusalAnswer(c, error);
  const requestId = c.var.requestId;
  logError("worker", requestId, error, { method: c.req.method, store: c.var.ctx?.store.key });
  const english = "Something went wrong on our side. Please try again later.";
  const t = await translatorFor(c.var.ctx?.language ?? "en").catch(() => undefined);
  const message = t ? t("error.server") : english;
  // The id support finds the log line by (docs/decisions/1100-deploy-and-operate.md).
  const reference = t ? t("error.reference", { id: requestId }) : `Error reference: ${requestId}`;
  if (isApi) return fail(c, API_CODE.serverError, `${message} (${reference})`);
  return c.html(`<!doctype html><meta charset="utf-8"><title>Error</title><p>${message}</p><p>${escapeHtml(reference)}</p>`, 500);
}

/** `benchFloor`: a path rendered as a page without the redirect lookup (the bench build's floor, worker/bench-floor.tsx). */
export function buildApp(prefix: string, renderPage: PageRenderer, benchFloor?: string) {
  const app = new Hono<AppEnv>();
  app.use("*", requestLog());
  app.use("*", securityHeaders());
  app.use("*", failClosed());
  app.onError((error, c) => handleError(error, c, prefix));

  // Answers that know nothing of the visitor come before the request context: an image, a
  // short link or the health check reads no cookie, token or session (a signed-in shopper's
  // listing asks for dozens of images). docs/decisions/0010-request-path-cpu.md.
  const base = prefix.replace(/\/$/, "");
  // The benchmark's baseline: the same worker and middleware as any visitor-free answer.
  app.get(`${base}/health`, (c) => ok(c, null));
  app.get(SPECULATION_RULES_PATH, () => speculationRulesAnswer());
  app.route("/img", imageRoutes);
  app.route("/media", mediaRoutes);
  app.get("/surl/:key", async (c, next) => {
    const path = await restoreShortLink(c.env.KV, c.req.param("key"));
    return path ? c.redirect(path, 302) : next();
  });

  // Everything below knows its visitor (an unknown short link falls through to the 404 page).
  // Every request's D1 work in one session, reads near the shopper (docs/decisions/1340-d1-sessions.md).
  app.use("*", d1Session(base));
  app.use("*", requestContext());
  const api = new Hono<AppEnv>();
  api.use("*", sameOrigin());
  for (const [area, router] of Object.entries(API_AREAS)) api.route(`/${area}`, router);
  app.route(base, api);
  app.all(`${base}/*`, async (c) => {
    const t = await translatorFor(c.var.ctx.language);
    return fail(c, API_CODE.notFound, t("error.api.unknown", { path: new URL(c.req.url).pathname }));
  });

  // Some providers (dLocal) send the shopper back with a form POST: the result page is a GET,
  // and what the POST says is never believed anyway (the provider is asked).
  app.post("/payback/:provider", (c) => {
    const url = new URL(c.req.url);
    return c.redirect(`${url.pathname}${url.search}`, 303);
  });
  // The cookie settings page's form post (it works without JavaScript).
  app.route(pathTo("cookieSettings"), cookieSettingsRoutes);
  // The newsletter's double opt-in link (a page of its own, with the button that confirms).
  app.route("/newsletter/confirm", newsletterConfirmRoutes);
  // The sandbox payment provider's own page (docs/decisions/0200-orders-and-payments.md), and the page showing the
  // rand amount before Ozow's.
  app.route("/payment/sandbox", sandboxPayPage);
  app.route("/payment/ozow", ozowPayPage);
  app.route("/", seoRoutes);
  // The back office's pages: staff only, never cached (docs/decisions/0700-back-office.md).
  app.use("/admin", adminAccess("page"));
  app.use("/admin/*", adminAccess("page"));
  // "known": the floor is in no route table, and must render rather than answer the kept 404.
  if (benchFloor) app.get(benchFloor, (c) => deliverPage(c, renderPage, "known"));
  app.all("*", (c) => pageOrRedirect(c, renderPage));
  return app;
}

/** The worker: a Hono app per API prefix (a configuration value), built once per isolate. */
export function createWorker(renderPage: PageRenderer, benchFloor?: string) {
  const apps = new Map<string, Hono<AppEnv>>();
  const appFor = (env: Env) => {
    const prefix = apiPrefix(env);
    let app = apps.get(prefix);
    if (!app) apps.set(prefix, (app = buildApp(prefix, renderPage, benchFloor)));
    return app;
  };
  return {
    fetch: (request: Request, env: Env, execution: ExecutionContext) => appFor(env).fetch(request, env, execution),
    // Cron (wrangler.jsonc "triggers"): expiry, uploads, retention, merchant digests.
    scheduled: async (_event: ScheduledController, env: Env, execution: ExecutionContext) => {
      execution.waitUntil(runCron(env));
    },
  } satisfies ExportedHandler<Env>;
}
