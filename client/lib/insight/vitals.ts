import { lcpBucketOf, type VitalName } from "~/shared/insight";
import { track } from "./track";
import { setVisitLcp } from "./visit";

let started = false;

/**
 * Real-user speed of this page load: LCP, INP, CLS, TTFB and FCP from the web-vitals library,
 * loaded only now (after consent, once the page is shown), so it is not part of the page's
 * initial JS. The readings are for the page type the document was loaded as; they travel with
 * the beacon sent when the page hides.
 */
export function startVitals(page: string) {
  if (started) return;
  started = true;
  void import("web-vitals")
    .then(({ onLCP, onINP, onCLS, onTTFB, onFCP }) => {
      const report = (metric: { name: string; value: number }) => {
        if (metric.name === "LCP") setVisitLcp(lcpBucketOf(metric.value));
        track({ kind: "vital", page, name: metric.name as VitalName, value: Math.round(metric.value * 1000) / 1000 });
      };
      for (const on of [onLCP, onINP, onCLS, onTTFB, onFCP]) on(report);
    })
    .catch(() => undefined);
}
