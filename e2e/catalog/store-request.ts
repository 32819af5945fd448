import type { APIRequestContext } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);

/**
 * A request to a store without a browser: Node does not resolve `*.localhost` as Chromium
 * does, so it goes to the loopback address with the store's host name in the Host header.
 */
export function storeGet(request: APIRequestContext, store: string, path: string, headers: Record<string, string> = {}) {
  return request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { Host: `${store.replace("_", "-")}.localhost:${port}`, ...headers },
    maxRedirects: 0,
  });
}
