/**
 * What D1 bills, per request, for the benchmark's scale section (scripts/bench/scale.mjs): a
 * request that carries `x-bench-meter: <id>` gets a D1 binding that adds up every result's
 * `meta.rows_read` and `rows_written`; `GET /__bench/d1?id=<id>` then answers the sums, after
 * the answer and whatever it left to `waitUntil`; `POST /__bench/cold` first makes the next request
 * as cold as a new isolate's, by forgetting the per-isolate memos. Only the bench build serves this (like the
 * floor, worker/bench-floor.tsx); it is dropped from every other build.
 */
import type { Env } from "./env";
import { bumpCatalogVersion } from "./services/catalog/version";
import { forgetLists } from "./services/reviews/list-memo";

export const METER_PATH = "/__bench/d1";
/** Forgets what this isolate keeps of the catalogue and review lists: the next page is a cold one. */
export const COLD_PATH = "/__bench/cold";
const METER_HEADER = "x-bench-meter";

interface Totals {
  rowsRead: number;
  rowsWritten: number;
  queries: number;
}

/** The last few hundred requests' totals: the bench reads each right after its request. */
const totals = new Map<string, Totals>();
const KEEP = 500;

function totalsFor(id: string): Totals {
  let entry = totals.get(id);
  if (!entry) {
    entry = { rowsRead: 0, rowsWritten: 0, queries: 0 };
    totals.set(id, entry);
    if (totals.size > KEEP) totals.delete(totals.keys().next().value!);
  }
  return entry;
}

function count(entry: Totals, result: unknown) {
  const meta = (result as { meta?: { rows_read?: number; rows_written?: number } } | null)?.meta;
  entry.rowsRead += meta?.rows_read ?? 0;
  entry.rowsWritten += meta?.rows_written ?? 0;
  entry.queries += 1;
}

/** A statement that counts its results; `first` and `raw` go through `all`, which carries the meta. */
function meteredStatement(statement: D1PreparedStatement, entry: Totals, real: WeakMap<object, D1PreparedStatement>): D1PreparedStatement {
  const wrapped = {
    bind: (...values: unknown[]) => meteredStatement(statement.bind(...values), entry, real),
    all: async () => {
      const result = await statement.all();
      count(entry, result);
      return result;
    },
    run: async () => {
      const result = await statement.run();
      count(entry, result);
      return result;
    },
    first: async (column?: string) => {
      const result = await statement.all<Record<string, unknown>>();
      count(entry, result);
      const row = result.results[0];
      if (!row) return null;
      return column === undefined ? row : (row[column] ?? null);
    },
    raw: async (options?: { columnNames?: boolean }) => {
      const result = await statement.all<Record<string, unknown>>();
      count(entry, result);
      const rows = result.results.map((row) => Object.values(row));
      return options?.columnNames ? [Object.keys(result.results[0] ?? {}), ...rows] : rows;
    },
  } as unknown as D1PreparedStatement;
  real.set(wrapped, statement);
  return wrapped;
}

function meteredDatabase(db: D1Database, entry: Totals): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => meteredStatement(target.prepare(sql), entry, real);
      // Every request's queries run in a D1 session (services/d1/request-database.ts): meter the session too.
      if (property === "withSession") return (start?: string) => meteredDatabase(target.withSession(start) as unknown as D1Database, entry);
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((s) => real.get(s) ?? s));
          for (const result of results) count(entry, result);
          return results;
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The env a metered request runs with, or the env itself when the request asks for no meter. */
export function meteredEnv(request: Request, env: Env): Env {
  const id = request.headers.get(METER_HEADER);
  if (!id) return env;
  return { ...env, DB: meteredDatabase(env.DB, totalsFor(id)) };
}

export async function coldAnswer(env: Env): Promise<Response> {
  await bumpCatalogVersion(env.KV);
  forgetLists();
  return new Response(null, { status: 204 });
}

export function meterAnswer(url: URL): Response {
  const entry = totals.get(url.searchParams.get("id") ?? "");
  return entry ? Response.json(entry) : Response.json({ error: "No metered request has that id." }, { status: 404 });
}
