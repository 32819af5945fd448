import { BEACON_MAX_EVENTS } from "~/shared/insight";
// Types only: the schema module would bring zod along.
import type { InsightEventBody } from "~/shared/schemas/insight";
import { currentVisit } from "./visit";

/**
 * The queue of shopper events, sent in one `sendBeacon` when the page is hidden, when it is
 * full, or when a payment starts. Loaded only with statistics consent (./track.ts).
 */
const queue: InsightEventBody[] = [];
let endpoint = "";

export function add(event: InsightEventBody) {
  queue.push(event);
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

/** Starts sending to `{apiPrefix}stat/insight`; stops (and drops the queue) with null. */
export function sendTo(apiPrefix: string | null) {
  endpoint = apiPrefix === null ? "" : `${apiPrefix}stat/insight`;
  if (!endpoint) queue.length = 0;
  else listen();
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  window.addEventListener("pagehide", flush);
}
