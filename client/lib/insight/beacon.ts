import { BEACON_MAX_EVENTS } from "~/shared/insight";
// Types only: the schema module would bring zod into every page's initial JS.
import type { InsightEventBody } from "~/shared/schemas/insight";
import { currentVisit, forgetVisit } from "./visit";

/**
 * Shopper events for merchant insight, queued in the page and sent in one `sendBeacon` when
 * the page is hidden (or the queue is full, or a payment starts). Nothing is sent without
 * statistics consent: until the visitor's consent is known (a cached page learns it from
 * visitor/state) events wait in memory, and they are dropped unsent when it is not given, so a
 * rejected banner sends nothing.
 */
type Event = InsightEventBody extends infer E ? (E extends { page: string } ? Omit<E, "page"> & { page?: string } : never) : never;

/** Where beacons go once allowed; null: not allowed; undefined: not known yet. */
let endpoint: string | null | undefined;
const queue: InsightEventBody[] = [];

/** The page type the document was rendered as (root.tsx's data-page). */
export const pageType = () => document.documentElement.dataset.page ?? "";

/** `apiPrefix` once recording is allowed, null when it is not, undefined while consent is not known. */
export function enableInsight(apiPrefix: string | null | undefined) {
  if (apiPrefix === null && endpoint) forgetVisit();
  endpoint = typeof apiPrefix === "string" ? `${apiPrefix}stat/insight` : apiPrefix;
  if (endpoint === null) queue.length = 0;
  if (endpoint) listen();
}

export function track(event: Event) {
  if (endpoint === null || (endpoint === undefined && queue.length >= BEACON_MAX_EVENTS)) return;
  const page = event.page || pageType();
  if (!page) return;
  queue.push({ ...event, page } as InsightEventBody);
  // Readings taken while the page hides (web-vitals reports then) go out with that same beacon.
  if (queue.length >= BEACON_MAX_EVENTS || document.visibilityState === "hidden") queueMicrotask(flush);
}

/** Sends what is queued now; the browser delivers a beacon even while the page unloads. */
export function flush() {
  const visit = currentVisit();
  if (!endpoint || !visit || !queue.length) return;
  const events = queue.splice(0, BEACON_MAX_EVENTS);
  const body = JSON.stringify({
    visit: visit.id,
    campaign: visit.campaign,
    landing: visit.landing,
    ...(visit.lcp ? { lcp: visit.lcp } : {}),
    events,
  });
  if (!navigator.sendBeacon?.(endpoint, body))
    void fetch(endpoint, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => undefined);
  if (queue.length) flush();
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  window.addEventListener("pagehide", flush);
}
