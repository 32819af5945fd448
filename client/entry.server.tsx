import { I18nProvider } from "@lingui/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { appContext } from "./lib/load-context";
import { ServerRouter } from "react-router";
import { i18nFor } from "~/worker/services/translator";
import { logError } from "~/worker/services/operate/log";
import { recordNodeError } from "~/worker/services/site-events";
import clientChunks from "virtual:client-chunks";
import { HydrationModulesContext, hydrationModules } from "./lib/hydration-modules";
import { PageScriptsProvider, pageScripts } from "./lib/page-scripts";
import { NonceContext } from "./lib/nonce";
import { RequestIdContext } from "./lib/request-id";

export const streamTimeout = 5_000;

const pageModules = hydrationModules(clientChunks);

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { ctx } = appContext(loadContext);
  const i18n = await i18nFor(ctx.language);
  let shellFailed = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={ctx.nonce}>
      <RequestIdContext.Provider value={ctx.requestId}>
        <HydrationModulesContext.Provider value={pageModules}>
          <PageScriptsProvider value={pageScripts(routerContext)}>
            <I18nProvider i18n={i18n}>
              <ServerRouter context={routerContext} url={request.url} nonce={ctx.nonce} />
            </I18nProvider>
          </PageScriptsProvider>
        </HydrationModulesContext.Provider>
      </RequestIdContext.Provider>
    </NonceContext.Provider>,
    {
      nonce: ctx.nonce,
      // React would otherwise stream a page larger than 12.8 kB as its Suspense fallback first
      // and swap the content in later: the footer jumps (CLS 0.23 on /ui-kit). Inline, the
      // browser still paints the page progressively as the HTML arrives.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        shellFailed = true;
        if (!request.signal.aborted) logError("ssr-stream", ctx.requestId, error, { store: ctx.store.key });
      },
    },
  );
  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode) await body.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  // The page's one stylesheet (client/styles/shop.css), announced before the HTML is read:
  // Cloudflare's edge turns it into a 103 Early Hint (docs/decisions/0011-mobile-speed.md).
  for (const href of routerContext.manifest.routes.root?.css ?? []) headers.append("Link", `<${href}>; rel=preload; as=style`);
  headers.set("Vary", "Cookie, CF-IPCountry");
  return new Response(body, { headers, status: shellFailed ? 500 : status });
}

/**
 * Server-render errors go to the logs with the request id, and are stored through
 * index/nodeError's service, whose table the cron prunes after 30 days
 * (docs/decisions/1100-deploy-and-operate.md).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || !context) return;
  const { ctx, env, execution } = appContext(context);
  logError("ssr", ctx?.requestId, error, { store: ctx?.store.key });
  const content = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error);
  const write = recordNodeError(env.DB, { errorCode: "SSR", errorContent: content, url: new URL(request.url).pathname, store: ctx?.store.key }).catch(
    () => undefined,
  );
  execution?.waitUntil(write);
};
