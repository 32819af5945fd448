/**
 * Sequential D1 round trips of one request: a query that starts while another is still on its
 * way shares that trip (parallel queries and one batch are one trip). Each trip is marked
 * primary when any of its queries went (or is modelled to go) to the primary.
 * docs/decisions/1340-d1-sessions.md.
 */
export type D1Target = "replica" | "primary";

export class RoundTrips {
  trips = 0;
  primaryTrips = 0;
  /** Queries on their way now. */
  inFlight = 0;
  private tripIsPrimary = false;

  async time<T>(target: D1Target, work: () => Promise<T>): Promise<T> {
    if (this.inFlight === 0) {
      this.trips += 1;
      this.tripIsPrimary = false;
    }
    if (target === "primary" && !this.tripIsPrimary) {
      this.tripIsPrimary = true;
      this.primaryTrips += 1;
    }
    this.inFlight += 1;
    try {
      return await work();
    } finally {
      this.inFlight -= 1;
    }
  }

  /** The figures as a Server-Timing entry (read by `npm run bench`). */
  serverTiming(): string {
    return `d1;desc="trips=${this.trips} primary=${this.primaryTrips}"`;
  }
}

/** `trips=2 primary=1` out of a Server-Timing header, or null. */
export function parseRoundTrips(serverTiming: string | null): { trips: number; primary: number } | null {
  const match = /d1;desc="trips=(\d+) primary=(\d+)"/.exec(serverTiming ?? "");
  return match ? { trips: Number(match[1]), primary: Number(match[2]) } : null;
}
