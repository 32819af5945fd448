import type { InsightEventBody } from "~/shared/schemas/insight";

/**
 * The part of merchant insight every page carries: `track` and `flush`, a few hundred bytes.
 * The recording itself (the visit, the queue, the beacon, web-vitals) is loaded only once
 * statistics consent is given (./recorder.ts, started by ./use-insight.ts). Until the consent is
 * known (a cached page learns it from visitor/state) events wait here in memory; without
 * consent they are dropped unsent, so a rejected banner sends nothing.
 */
type WithPage<E> = E extends { page: string } ? Omit<E, "page"> & { page?: string } : never;
export type TrackedEvent = WithPage<InsightEventBody>;

type Sink = { add: (event: InsightEventBody) => void; flush: () => void };

const WAITING_MAX = 25;
const waiting: InsightEventBody[] = [];
/** The recorder once allowed; null: not allowed; undefined: consent not known yet. */
let sink: Sink | null | undefined;

/** The page type the document was rendered as (root.tsx's data-page). */
export const pageType = () => document.documentElement.dataset.page ?? "";

export function track(event: TrackedEvent) {
  if (sink === null) return;
  const page = event.page || pageType();
  if (!page) return;
  const full = { ...event, page } as InsightEventBody;
  if (sink) sink.add(full);
  else if (waiting.length < WAITING_MAX) waiting.push(full);
}

/** Sends what is queued now (a payment starts: the provider's page replaces this one). */
export const flush = () => sink?.flush();

/** Connects the recorder (consent given), refuses (null) or waits (undefined). */
export function connect(next: Sink | null | undefined) {
  sink = next;
  if (next === null) waiting.length = 0;
  if (next) for (const event of waiting.splice(0)) next.add(event);
}
