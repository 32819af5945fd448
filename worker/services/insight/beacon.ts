import type { DeviceType } from "~/shared/device";
import type { InsightBeacon, InsightEventBody } from "~/shared/schemas/insight";
import type { RateLimitRule } from "../rate-limit";
import type { InsightPoint } from "./points";

/**
 * A beacon's budget: a page sends one when it is hidden, a few more on a long visit, so these
 * are far above a shopper's and still bound what a script can make the shop store.
 */
export const BEACON_BUDGET = {
  ip: { name: "insight-ip", limit: 600, windowSeconds: 600 },
  visitor: { name: "insight-visitor", limit: 120, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

function detailOf(event: InsightEventBody): { detail: string; value: number } {
  switch (event.kind) {
    case "product":
      return { detail: event.code, value: 0 };
    case "payment":
      return { detail: event.order, value: 0 };
    case "search":
      return { detail: event.term.toLowerCase(), value: event.results };
    case "searchClick":
      return { detail: event.term.toLowerCase(), value: event.position };
    case "vital":
      return { detail: event.name, value: event.value };
    default:
      return { detail: "", value: 0 };
  }
}

/** The beacon's events as points; the store and device class are the server's, never the browser's word. */
export function beaconPoints(beacon: InsightBeacon, who: { store: string; device: DeviceType }): InsightPoint[] {
  return beacon.events.map((event) => ({
    store: who.store,
    kind: event.kind,
    page: event.page,
    device: who.device,
    visit: beacon.visit,
    campaign: beacon.campaign,
    landing: beacon.landing,
    lcp: beacon.lcp ?? "",
    value2: 0,
    ...detailOf(event),
  }));
}
