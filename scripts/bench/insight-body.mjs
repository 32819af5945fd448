// Merchant insight's beacon as the bench sends it (docs/decisions/1360-merchant-insight.md): the
// most events one beacon may carry (25), so the figure is the recording's bounded worst case.
import { randomBytes } from "node:crypto";

const EVENTS = [
  { kind: "page", page: "home" },
  { kind: "product", page: "product", code: "100175" },
  { kind: "search", page: "search", term: "gold ring", results: 12 },
  { kind: "vital", page: "product", name: "LCP", value: 1830 },
  { kind: "vital", page: "product", name: "CLS", value: 0.02 },
];

export function insightBeaconBody() {
  return {
    visit: randomBytes(16).toString("base64url"),
    campaign: "google / cpc / bench",
    landing: "/lp/google-rings",
    lcp: "1to2",
    events: Array.from({ length: 25 }, (_, i) => EVENTS[i % EVENTS.length]),
  };
}
