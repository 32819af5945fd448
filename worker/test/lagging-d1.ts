import { applyD1Migrations, env } from "cloudflare:test";
import { RoundTrips, type D1Target } from "../services/d1/round-trips";
import { writesData } from "../services/d1/sql-kind";

/**
 * A D1 stand-in with read replication for worker tests (docs/decisions/1340-d1-sessions.md):
 * writes go to the primary (the test D1) and reach the replica (a second D1) only when the
 * test calls `catchUp()`, so the replica lags for as long as a test wants. Sessions behave as
 * D1 documents them: a session reads from the replica when the replica has everything the
 * session has seen (its bookmark), and otherwise waits for the primary — which this stand-in
 * records as a read the primary served.
 */
interface Write {
  sql: string;
  params: unknown[];
}

/** What one session (one request) did. */
export interface SessionRecord {
  start: string;
  trips: RoundTrips;
  /** Reads that waited for the primary because the replica was behind the session. */
  waitedReads: number;
  /** Reads that went to the primary because the session started there. */
  primaryReads: number;
  replicaReads: number;
  writes: number;
  /** Each statement with the trip it went in, for reading what a request does in order. */
  statements: { trip: number; target: D1Target; sql: string }[];
}

/** Modelled time per round trip; only its order matters to the tests, never its length. */
const TRIP_MS: Record<D1Target, number> = { replica: 2, primary: 6 };

const bookmarkOf = (version: number) => `${version.toString(16).padStart(8, "0")}-00000000-00000000-${"0".repeat(32)}`;
const versionOf = (bookmark: string) => (/^[0-9a-f]{8}-/.test(bookmark) ? parseInt(bookmark.slice(0, 8), 16) : 0);

export class LaggingD1 implements D1Database {
  readonly sessions: SessionRecord[] = [];
  private version = 0;
  private replicaVersion = 0;
  /** Writes (a batch's together) the replica has not applied yet. */
  private pending: Write[][] = [];

  private constructor(
    readonly primary: D1Database,
    readonly replica: D1Database,
  ) {}

  /** A stand-in over the test D1 and a replica with the same schema. */
  static async create(): Promise<LaggingD1> {
    await applyD1Migrations(env.REPLICA_DB, env.TEST_MIGRATIONS);
    return new LaggingD1(env.DB, env.REPLICA_DB);
  }

  /** The replica applies every write so far. */
  async catchUp() {
    for (const writes of this.pending.splice(0)) {
      await this.replica.batch(writes.map((w) => this.replica.prepare(w.sql).bind(...w.params)));
    }
    this.replicaVersion = this.version;
  }

  /** The last session opened: the request just sent. */
  last(): SessionRecord {
    const record = this.sessions.at(-1);
    if (!record) throw new Error("no session yet");
    return record;
  }

  withSession(start: string = "first-unconstrained"): D1DatabaseSession {
    const record: SessionRecord = { start, trips: new RoundTrips(), waitedReads: 0, primaryReads: 0, replicaReads: 0, writes: 0, statements: [] };
    this.sessions.push(record);
    return new LaggingSession(this, record, start);
  }

  // Outside a session D1 goes to the primary, as the cron and the test fixtures do.
  prepare(sql: string): D1PreparedStatement {
    return this.primary.prepare(sql);
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return this.primary.batch<T>(statements);
  }

  exec(sql: string): Promise<D1ExecResult> {
    return this.primary.exec(sql);
  }

  dump(): Promise<ArrayBuffer> {
    return this.primary.dump();
  }

  /** @internal Runs statements where a session with this floor may read them; returns the new floor. */
  async execute<T>(
    record: SessionRecord,
    floor: number,
    atPrimary: boolean,
    statements: Write[],
    run: (db: D1Database) => Promise<T>,
  ): Promise<{ result: T; floor: number }> {
    const writes = statements.filter((s) => writesData(s.sql));
    const waits = !writes.length && !atPrimary && this.replicaVersion < floor;
    const target: D1Target = writes.length || atPrimary || waits ? "primary" : "replica";
    if (writes.length) record.writes += writes.length;
    else if (waits) record.waitedReads += 1;
    else if (target === "primary") record.primaryReads += 1;
    else record.replicaReads += 1;
    const result = await record.trips.time(target, async () => {
      for (const s of statements) record.statements.push({ trip: record.trips.trips, target, sql: s.sql.replace(/\s+/g, " ").slice(0, 90) });
      // A trip takes time, as it does across a network: queries a request starts independently
      // overlap as they would in production instead of finishing before the next one starts.
      await new Promise((resolve) => setTimeout(resolve, TRIP_MS[target]));
      return run(target === "primary" ? this.primary : this.replica);
    });
    if (writes.length) {
      this.pending.push(writes);
      this.version += 1;
    }
    return { result, floor: Math.max(floor, target === "primary" ? this.version : this.replicaVersion) };
  }
}

class LaggingSession implements D1DatabaseSession {
  private floor: number;
  private started = false;
  /** Whether an answer came back: until then every query carries the start's constraint, as D1's binding sends it. */
  private answered = false;

  constructor(
    private readonly d1: LaggingD1,
    private readonly record: SessionRecord,
    private readonly start: string,
  ) {
    this.floor = start.startsWith("first-") ? 0 : versionOf(start);
  }

  prepare(sql: string): D1PreparedStatement {
    return new LaggingStatement(this, { sql, params: [] });
  }

  async batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const writes = statements.map((s) => (s as LaggingStatement).write);
    return this.run(writes, (db) => db.batch<T>(writes.map((w) => db.prepare(w.sql).bind(...w.params))));
  }

  getBookmark(): string | null {
    return this.started ? bookmarkOf(this.floor) : null;
  }

  /** @internal */
  async run<T>(statements: Write[], work: (db: D1Database) => Promise<T>): Promise<T> {
    // D1's binding sends the session's constraint with every query until an answer brings a
    // bookmark, so queries sent together at the start of a first-primary session all go to the primary.
    const atPrimary = !this.answered && this.start === "first-primary";
    this.started = true;
    const { result, floor } = await this.d1.execute(this.record, this.floor, atPrimary, statements, work);
    this.answered = true;
    this.floor = Math.max(this.floor, floor);
    return result;
  }
}

class LaggingStatement implements D1PreparedStatement {
  constructor(
    private readonly session: LaggingSession,
    readonly write: Write,
  ) {}

  private on = (db: D1Database) => db.prepare(this.write.sql).bind(...this.write.params);

  bind(...params: unknown[]): D1PreparedStatement {
    return new LaggingStatement(this.session, { sql: this.write.sql, params });
  }

  first<T = unknown>(colName: string): Promise<T | null>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  first<T>(colName?: string): Promise<T | null> {
    return this.session.run([this.write], (db) => (colName === undefined ? this.on(db).first<T>() : this.on(db).first<T>(colName)));
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.session.run([this.write], (db) => this.on(db).run<T>());
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.session.run([this.write], (db) => this.on(db).all<T>());
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    return this.session.run<T[] | [string[], ...T[]]>([this.write], (db) =>
      options?.columnNames ? this.on(db).raw<T>({ columnNames: true }) : this.on(db).raw<T>({ columnNames: false }),
    );
  }
}
