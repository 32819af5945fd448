// The Lighthouse section's arithmetic (plain Node for `npm run bench`, tested beside it): the
// median of a page's runs and its verdict against the targets of docs/decisions/0011-mobile-speed.md.

/** Issue 21's targets, Lighthouse mobile preset, median of the runs. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  fcpMs: 1500,
  tbtMs: 100,
  cls: 0,
  htmlKb: 40,
};

/** The median of numbers (the mean of the middle two for an even count); NaN when there are none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const FIELDS = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "fcpMs", "tbtMs", "cls", "siMs", "jsKb"];

/** One figure per field: the median over the runs, each field on its own. */
export function medianRun(runs) {
  return Object.fromEntries(FIELDS.map((field) => [field, median(runs.map((run) => run[field]))]));
}

/** Scores and metrics as one run of a Lighthouse JSON report gives them (scores 0–100, times in ms). */
export function readReport(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests.filter((item) => item.resourceType === "Script").reduce((n, item) => n + (item.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    siMs: value("speed-index"),
    jsKb: jsBytes / 1000,
  };
}

/**
 * What falls short of the targets, one short phrase each (empty: the page passes). CLS counts
 * as 0 below 0.005 (Lighthouse prints it with two decimals). SEO is judged only on indexable
 * pages: a `noindex` page rightly loses the crawlability audit.
 */
export function shortfalls(result, { indexable = true, htmlKb = NaN } = {}) {
  const t = TARGETS;
  const found = [];
  if (!(result.performance >= t.performance)) found.push(`performance ${result.performance} < ${t.performance}`);
  if (!(result.lcpMs <= t.lcpMs)) found.push(`LCP ${(result.lcpMs / 1000).toFixed(2)} s > ${t.lcpMs / 1000} s`);
  if (!(result.fcpMs <= t.fcpMs)) found.push(`FCP ${(result.fcpMs / 1000).toFixed(2)} s > ${t.fcpMs / 1000} s`);
  if (!(result.tbtMs <= t.tbtMs)) found.push(`TBT ${Math.round(result.tbtMs)} ms > ${t.tbtMs} ms`);
  if (!(result.cls < 0.005)) found.push(`CLS ${result.cls.toFixed(3)} > 0`);
  if (!(result.accessibility >= t.accessibility)) found.push(`accessibility ${result.accessibility} < 100`);
  if (!(result.bestPractices >= t.bestPractices)) found.push(`best practices ${result.bestPractices} < 100`);
  if (indexable && !(result.seo >= t.seo)) found.push(`SEO ${result.seo} < 100`);
  if (htmlKb > t.htmlKb) found.push(`HTML ${htmlKb.toFixed(1)} KB gzip > ${t.htmlKb} KB`);
  return found;
}
