import { Activity, useRef, type ReactNode } from "react";

/** How many pages stay alive, and for how long their data is reused without asking again. */
export const KEPT_PAGES = 5;
export const KEPT_MS = 15 * 60 * 1000;

interface Kept<P> {
  key: string;
  payload: P;
  at: number;
}

// Module-level so the route's clientLoader can answer from it without a server round trip.
let kept: Kept<unknown>[] = [];

/** The data of a page still kept alive, to show it again without refetching. */
export function keptPayload<P>(key: string, now = Date.now()): P | undefined {
  const found = kept.find((k) => k.key === key);
  return found && now - found.at < KEPT_MS ? (found.payload as P) : undefined;
}

function keep<P>(key: string, payload: P, now: number) {
  const found = kept.find((k) => k.key === key);
  const entry = found?.payload === payload ? found : { key, payload, at: now };
  // Most recently shown first; the page shown longest ago drops out.
  kept = [entry, ...kept.filter((k) => k.key !== key)].slice(0, KEPT_PAGES);
}

/** Forgets every kept page (tests, and a change that makes every page's data stale). */
export function forgetKeptPages() {
  kept = [];
}

/**
 * Keeps the last pages whose route record says `keepAlive` (home, listings, product, search…) mounted
 * but hidden with React's <Activity>, so coming back shows the same page in the same state:
 * loaded data, open panels, chosen options, and the scroll position the router restores.
 */
export function KeepAlive<P>({
  current,
  keepAlive,
  render,
}: {
  current: { key: string; payload: P };
  keepAlive: boolean;
  render: (payload: P) => ReactNode;
}) {
  const shown = useRef(new Set<string>());
  // Only the browser keeps pages: a server renders one page per request.
  if (keepAlive && typeof document !== "undefined") keep(current.key, current.payload, Date.now());
  const alive = kept.filter((k) => shown.current.has(k.key) || k.key === current.key) as Kept<P>[];
  shown.current = new Set(alive.map((k) => k.key));
  const entries = alive.some((k) => k.key === current.key) ? alive : [{ key: current.key, payload: current.payload, at: 0 }, ...alive];
  return (
    <>
      {entries.map((entry) => (
        <Activity key={entry.key} mode={entry.key === current.key ? "visible" : "hidden"}>
          {render(entry.key === current.key ? current.payload : entry.payload)}
        </Activity>
      ))}
    </>
  );
}
