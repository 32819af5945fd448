import { RoundTrips, type D1Target } from "./round-trips";
import { writesData } from "./sql-kind";

/** How a request's D1 session starts: at the primary, anywhere, or no older than a bookmark. */
export type SessionStart = "first-primary" | "first-unconstrained" | { bookmark: string };

/** Modelled delay per round trip (bench only): milliseconds to a replica and to the primary. */
export interface TripDelays {
  replica: number;
  primary: number;
}

/**
 * The D1 handle a request's code gets as `env.DB`: every query runs in the request's one D1
 * session (`withSession`), so reads come from the nearest replica that has everything the
 * session (and the bookmark it started from) has seen, and writes go to the primary.
 * It counts the request's sequential round trips and, for `npm run bench`, can wait a
 * modelled delay per trip. docs/decisions/1340-d1-sessions.md.
 *
 * Where a trip goes is modelled, not reported by D1: a write, the first query of a session
 * that starts at the primary, and every query after the session touched the primary count
 * as primary (a nearby replica has rarely caught up with a write just made); anything else
 * as the nearest replica.
 */
export class RequestDatabase implements D1Database {
  readonly trips = new RoundTrips();
  /** Whether any statement of this request may have changed data. */
  wrote = false;
  private readonly session: D1DatabaseSession;
  private atPrimary: boolean;
  /** Reads waiting to ride along with the request's next round trip (see `alongNextTrip`). */
  private riders: (() => void)[] = [];
  private gathering = false;
  /** Writes wait for this (the deferred session check) and are refused when it says no. */
  private writeGate?: Promise<boolean>;

  constructor(
    private readonly db: D1Database,
    start: SessionStart,
    private readonly delays?: TripDelays,
  ) {
    this.session = db.withSession(typeof start === "string" ? start : start.bookmark);
    this.atPrimary = start === "first-primary";
  }

  prepare(query: string): D1PreparedStatement {
    return new SessionStatement(this, this.session.prepare(query), writesData(query));
  }

  async batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const inner = statements.map((statement) => (statement instanceof SessionStatement ? statement.inner : statement));
    const writes = statements.some((statement) => !(statement instanceof SessionStatement) || statement.writes);
    return this.run(writes, () => this.session.batch<T>(inner));
  }

  /** Schema scripts, outside any session (nothing on a request's path calls it). */
  exec(query: string): Promise<D1ExecResult> {
    return this.run(true, () => this.db.exec(query));
  }

  withSession(constraintOrBookmark?: string): D1DatabaseSession {
    return this.db.withSession(constraintOrBookmark);
  }

  dump(): Promise<ArrayBuffer> {
    return this.db.dump();
  }

  /** The session's latest bookmark: what the browser sends back to read its own writes. */
  bookmark(): string | null {
    return this.session.getBookmark();
  }

  /**
   * Opens a window in which `alongNextTrip` reads wait for the request's next round trip and
   * go with it, instead of taking a trip of their own; the returned function closes the
   * window and sends whatever still waits.
   */
  gatherReads(): () => void {
    this.gathering = true;
    return () => {
      this.gathering = false;
      this.releaseRiders();
    };
  }

  /**
   * A read that does not have to go first: inside a `gatherReads` window it goes with the
   * next round trip the request makes (or joins the one in flight), so a page's own meta and
   * its loader's first queries cost one trip, not two. Outside a window it goes at once.
   */
  alongNextTrip<T>(read: () => Promise<T>): Promise<T> {
    if (!this.gathering || this.trips.inFlight > 0) return read();
    return new Promise<T>((resolve, reject) => this.riders.push(() => void read().then(resolve, reject)));
  }

  /**
   * A read that rides the request's next round trip whatever the window: the request
   * context's session check, which the route's first reads carry (or the one in flight).
   * Whoever waits for it without making a trip first sends it with `sendWaiting`.
   */
  withNextTrip<T>(read: () => Promise<T>): Promise<T> {
    if (this.trips.inFlight > 0) return read();
    return new Promise<T>((resolve, reject) => this.riders.push(() => void read().then(resolve, reject)));
  }

  /** Sends every read still waiting for a trip now, in one trip. */
  sendWaiting() {
    this.releaseRiders();
  }

  /**
   * Writes wait until `open` says yes, and fail when it says no: a page whose session check
   * rides its first trip writes nothing for a session that turns out revoked. `undefined`
   * lifts the hold for writes asked from now on (those already waiting keep their answer).
   */
  holdWritesUntil(open: Promise<boolean> | undefined) {
    this.writeGate = open;
  }

  private releaseRiders() {
    for (const ride of this.riders.splice(0)) ride();
  }

  /** @internal One round trip of a statement or batch. */
  run<T>(writes: boolean, work: () => Promise<T>): Promise<T> {
    const gate = writes ? this.writeGate : undefined;
    if (gate) {
      // The check may be waiting for a trip: it goes now, and the write after its answer.
      this.releaseRiders();
      return gate.then((open) => {
        if (!open) throw new Error("A write was held: the request's session is not active.");
        this.writeGate = undefined;
        return this.run(writes, work);
      });
    }
    const target: D1Target = writes || this.atPrimary ? "primary" : "replica";
    if (writes) this.wrote = true;
    if (target === "primary") this.atPrimary = true;
    const trip = this.timed(target, writes, work);
    // The trip is in flight now: reads waiting for it join it.
    this.releaseRiders();
    return trip;
  }

  private timed<T>(target: D1Target, writes: boolean, work: () => Promise<T>): Promise<T> {
    return this.trips.time(target, async () => {
      const delay = this.delays?.[target];
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        return await work();
      } catch (error) {
        // A read may be asked again once when D1 answers a transient internal error (seen
        // locally: "Failed to get session commit token", or SQLITE_BUSY while a second local
        // runtime reads the same files); a write is never repeated here.
        if (writes || !isTransientD1Error(error)) throw error;
        return work();
      }
    });
  }
}

/** A read that may wait for the request's next D1 round trip; a plain D1 handle reads at once. */
export function readAlongNextTrip<T>(db: D1Database, read: () => Promise<T>): Promise<T> {
  return db instanceof RequestDatabase ? db.alongNextTrip(read) : read();
}

/** `RequestDatabase.withNextTrip` on the request's handle; a plain D1 handle reads at once. */
export function readWithNextTrip<T>(db: D1Database, read: () => Promise<T>): Promise<T> {
  return db instanceof RequestDatabase ? db.withNextTrip(read) : read();
}

/** Sends the reads waiting on the request's handle (`withNextTrip`); a no-op for any other handle. */
export function sendWaitingReads(db: D1Database) {
  if (db instanceof RequestDatabase) db.sendWaiting();
}

/** `RequestDatabase.holdWritesUntil` on the request's handle; a plain D1 handle is not held. */
export function holdWritesUntil(db: D1Database, open: Promise<boolean> | undefined) {
  if (db instanceof RequestDatabase) db.holdWritesUntil(open);
}

/** Opens a `gatherReads` window on the request's D1 handle; a no-op for any other handle. */
export function gatherReads(db: D1Database): () => void {
  return db instanceof RequestDatabase ? db.gatherReads() : () => undefined;
}

const isTransientD1Error = (error: unknown) =>
  error instanceof Error && /internal error|session commit token|database is locked|SQLITE_BUSY/i.test(error.message);

/** A statement of the request's session; binding keeps it one. */
class SessionStatement implements D1PreparedStatement {
  constructor(
    private readonly database: RequestDatabase,
    readonly inner: D1PreparedStatement,
    readonly writes: boolean,
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new SessionStatement(this.database, this.inner.bind(...values), this.writes);
  }

  first<T = unknown>(colName: string): Promise<T | null>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  first<T>(colName?: string): Promise<T | null> {
    return this.database.run(this.writes, () => (colName === undefined ? this.inner.first<T>() : this.inner.first<T>(colName)));
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.database.run(this.writes, () => this.inner.run<T>());
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.database.run(this.writes, () => this.inner.all<T>());
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    return this.database.run<T[] | [string[], ...T[]]>(this.writes, () =>
      options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>({ columnNames: false }),
    );
  }
}
