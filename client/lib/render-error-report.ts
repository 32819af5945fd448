import { isRouteErrorResponse } from "react-router";

/**
 * Errors React met while rendering in the browser (caught by an error boundary or not), sent
 * to index/nodeError like the server's render errors, so one table shows both
 * (docs/decisions/1100-deploy-and-operate.md). A page reports a few at most: one broken
 * component re-rendering must not flood the endpoint (which has its own budget per address).
 */
const MAX_PER_PAGE = 5;
let sent = 0;

export function renderErrorBody(error: unknown, componentStack: string | undefined, path: string) {
  const text = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error);
  return {
    errorCode: "CSR",
    errorContent: `${text}${componentStack ? `\nComponent stack:${componentStack}` : ""}`.slice(0, 8000),
    url: path.slice(0, 2048),
  };
}

/** For hydrateRoot's onCaughtError and onUncaughtError; still logs to the console as React does. */
export function reportRenderError(error: unknown, info?: { componentStack?: string }): void {
  console.error(error);
  // A 404 or a redirect thrown as a response is the router's answer, not a broken render.
  if (isRouteErrorResponse(error) || sent >= MAX_PER_PAGE) return;
  sent++;
  const prefix = document.documentElement.dataset.apiPrefix || "/api/";
  void fetch(`${prefix}index/nodeError`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(renderErrorBody(error, info?.componentStack, window.location.pathname)),
    keepalive: true,
  }).catch(() => undefined);
}
