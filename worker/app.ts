import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { pathTo } from "~/shared/url-scheme";
import { apiPrefix } from "./config";
import type { AppEnv, Env } from "./env";
import { BadRequest, fail, ok } from "./http";
import { failClosed } from "./middleware/fail-closed";
import { requestContext, type RequestContext } from "./middleware/request-context";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { adminAccess } from "./middleware/admin-access";
import { accountRoutes } from "./routes/account-routes";
import { adminRoutes } from "./routes/admin-routes";
import { cartRoutes } from "./routes/cart-routes";
import { catalogRoutes } from "./routes/catalog-routes";
import { cookieSettingsRoutes } from "./routes/cookie-settings-routes";
import { imageRoutes } from "./routes/image-routes";
import { mediaRoutes } from "./routes/media-routes";
import { questionRoutes, reviewRoutes } from "./routes/review-routes";
import { uploadRoutes } from "./routes/upload-routes";
import { purgeStaleUploads } from "./services/reviews/uploads";
import { indexRoutes } from "./routes/index-routes";
import { orderRoutes, paymentRoutes } from "./routes/order-routes";
import { pageOrRedirect } from "./routes/redirect-rules";
import { ozowPayPage } from "./routes/ozow-pay-page";
import { sandboxPayPage } from "./routes/sandbox-pay-page";
import { seoRoutes } from "./routes/seo-routes";
import { expireUnpaidOrders } from "./services/checkout/orders-store";
import { statRoutes } from "./routes/stat-routes";
import { visitorRoutes } from "./routes/visitor-routes";
import { restoreShortLink } from "./services/short-links";
import { translatorFor } from "./services/translator";

/** Renders a page with React Router; the entry passes the real one, API tests a plain one. */
export type PageRenderer = (
  request: Request,
  env: Env,
  ctx: RequestContext,
  execution: Pick<ExecutionContext, "waitUntil">,
) => Promise<Response>;

/** One router per API area (docs/architecture.md#api); paths keep the spec's `area/action` names. */
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
};

async function handleError(error: Error, c: Context<AppEnv>, prefix: string) {
  const isApi = new URL(c.req.url).pathname.startsWith(prefix);
  if (error instanceof BadRequest) {
    const t = await translatorFor(c.var.ctx?.language ?? "en");
    // `name` is the field's own name, for "Unknown field: {name}".
    const fields = Object.fromEntries(Object.entries(error.fields ?? {}).map(([k, v]) => [k, t(v, { name: k.split(".").at(-1) })]));
    const [name, message] = Object.entries(fields)[0] ?? ["body", error.message];
    return fail(c, API_CODE.badRequest, name === "body" ? message : `${name}: ${message}`, fields);
  }
  console.error("Unhandled error", c.req.method, c.req.url, error);
  const english = "Something went wrong on our side. Please try again later.";
  const message = await translatorFor(c.var.ctx?.language ?? "en").then((t) => t("error.server"), () => english);
  if (isApi) return fail(c, API_CODE.serverError, message);
  return c.html(`<!doctype html><meta charset="utf-8"><title>Error</title><p>${message}</p>`, 500);
}

export function buildApp(prefix: string, renderPage: PageRenderer) {
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders());
  app.use("*", failClosed());
  app.use("*", requestContext());
  app.onError((error, c) => handleError(error, c, prefix));

  const api = new Hono<AppEnv>();
  // The benchmark's baseline: the same worker and middleware, no work behind it.
  api.get("/health", (c) => ok(c, null));
  api.use("*", sameOrigin());
  for (const [area, router] of Object.entries(API_AREAS)) api.route(`/${area}`, router);
  const base = prefix.replace(/\/$/, "");
  app.route(base, api);
  app.all(`${base}/*`, async (c) => {
    const t = await translatorFor(c.var.ctx.language);
    return fail(c, API_CODE.notFound, t("error.api.unknown", { path: new URL(c.req.url).pathname }));
  });

  app.route("/img", imageRoutes);
  app.route("/media", mediaRoutes);

  app.get("/surl/:key", async (c, next) => {
    const path = await restoreShortLink(c.env.KV, c.req.param("key"));
    return path ? c.redirect(path, 302) : next();
  });

  // Some providers (dLocal) send the shopper back with a form POST: the result page is a GET,
  // and what the POST says is never believed anyway (the provider is asked).
  app.post("/payback/:provider", (c) => {
    const url = new URL(c.req.url);
    return c.redirect(`${url.pathname}${url.search}`, 303);
  });
  // The cookie settings page's form post (it works without JavaScript).
  app.route(pathTo("cookieSettings"), cookieSettingsRoutes);
  // The sandbox payment provider's own page (docs/decisions/0200-orders-and-payments.md), and the page showing the
  // rand amount before Ozow's.
  app.route("/payment/sandbox", sandboxPayPage);
  app.route("/payment/ozow", ozowPayPage);
  app.route("/", seoRoutes);
  // The back office's pages: staff only, never cached (docs/decisions/0700-back-office.md).
  app.use("/admin", adminAccess("page"));
  app.use("/admin/*", adminAccess("page"));
  app.all("*", (c) => pageOrRedirect(c, renderPage));
  return app;
}

/** The worker: a Hono app per API prefix (a configuration value), built once per isolate. */
export function createWorker(renderPage: PageRenderer) {
  const apps = new Map<string, Hono<AppEnv>>();
  const appFor = (env: Env) => {
    const prefix = apiPrefix(env);
    let app = apps.get(prefix);
    if (!app) apps.set(prefix, (app = buildApp(prefix, renderPage)));
    return app;
  };
  return {
    fetch: (request: Request, env: Env, execution: ExecutionContext) => appFor(env).fetch(request, env, execution),
    // Cron (wrangler.toml [triggers]): unpaid orders past 24 hours give their stock back.
    scheduled: async (_event: ScheduledController, env: Env, execution: ExecutionContext) => {
      execution.waitUntil(expireUnpaidOrders(env.DB));
      // Review and custom-request uploads no submission took within 24 hours.
      execution.waitUntil(purgeStaleUploads(env));
    },
  } satisfies ExportedHandler<Env>;
}

