import { createStore } from "jotai";
import { STORES } from "~/shared/stores";
import type { ShellState } from "~/shared/shell-state";
import { shellStateAtom } from "../atoms/shell";

/** The shell state of a de-store visitor, as the root loader would give it. */
export function shellState(over: Partial<ShellState> = {}): ShellState {
  return {
    store: STORES.de,
    language: "en",
    currency: "EUR",
    country: "DE",
    shipCountry: "DE",
    uuid: "00000000-0000-4000-8000-000000000000",
    signedIn: false,
    username: "",
    device: "desktop",
    webp: true,
    askConsent: false,
    consent: null,
    cartCount: 0,
    apiPrefix: "/api/",
    versionCheckIntervalMs: 300000,
    countries: [],
    freight: [],
    sizeType: "cm",
    personalized: true,
    ...over,
  };
}

export function shellStore(over: Partial<ShellState> = {}) {
  const store = createStore();
  store.set(shellStateAtom, shellState(over));
  return store;
}

/** Answers API calls by path: `fetch` stubbed with the envelopes a test names. */
export function stubApi(answers: Record<string, (body: unknown) => unknown>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\//, "");
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    const answer = answers[path];
    if (!answer) return new Response(JSON.stringify({ code: 404, message: "unknown", data: null }), { status: 404 });
    const result = answer(body);
    if (result instanceof Error) throw result;
    return new Response(JSON.stringify(result), { status: 200 });
  };
  return { calls, fetch: fetchStub as typeof fetch };
}
