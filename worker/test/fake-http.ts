import { afterEach, beforeEach, vi } from "vitest";

/** A provider fake's JSON answer. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A call a provider fake received, for tests to inspect. */
export interface FakeCall {
  method: string;
  path: string;
  body: any;
}

/**
 * The request a fake's `fetch` received, recorded in `calls`: its path, its body as text and,
 * when it is JSON, parsed (a form body stays text). The request itself can still be read.
 */
export async function receive(calls: FakeCall[], input: RequestInfo | URL, init?: RequestInit) {
  const request = new Request(input, init);
  const text = request.method === "GET" ? "" : await request.clone().text();
  const body = /^\s*[[{]/.test(text) ? JSON.parse(text) : text || undefined;
  const path = new URL(request.url).pathname;
  calls.push({ method: request.method, path, body });
  return { request, text, body, path };
}

/**
 * Answers a repeated idempotency key (per path) with the first answer, as Adyen and PayPal do.
 * A call without a key is always answered afresh.
 */
export function idempotentReplies() {
  const replies = new Map<string, { status: number; body: string }>();
  return async (path: string, key: string | null, answer: () => Promise<Response> | Response): Promise<Response> => {
    const slot = key ? `${path}|${key}` : null;
    const earlier = slot ? replies.get(slot) : undefined;
    if (earlier) return new Response(earlier.body, { status: earlier.status, headers: { "Content-Type": "application/json" } });
    const response = await answer();
    if (slot) replies.set(slot, { status: response.status, body: await response.clone().text() });
    return response;
  };
}

type Fetcher = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * Stubs the global `fetch` so requests to the fake's hosts reach the fake and every other
 * request the real network (restore with vi.unstubAllGlobals). Returns the fake.
 */
export function routeFetchTo<F extends { fetch: Fetcher }>(fake: F, ...hosts: string[]): F {
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    return hosts.some((host) => url.startsWith(host)) ? fake.fetch(input, init) : realFetch(input, init);
  });
  return fake;
}

/**
 * A fresh fake for each test of the file, answering every fetch to its hosts (everything else
 * goes out as usual). Call at the top of a test file; the getter gives the current fake.
 */
export function fakePerTest<F extends { fetch: Fetcher }>(make: () => F, ...hosts: string[]): () => F {
  let current = make();
  beforeEach(() => {
    current = routeFetchTo(make(), ...hosts);
  });
  afterEach(() => vi.unstubAllGlobals());
  return () => current;
}
