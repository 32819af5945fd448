import { describe, expect, it } from "vitest";
import { RequestDatabase } from "./request-database";

const TRANSIENT = "D1_ERROR: Failed to get session commit token: internal error; reference = x";

/** A D1 stand-in whose statements fail `failures` times with `message`, then answer. */
function flakyD1(message: string, failures: number) {
  let calls = 0;
  const answer = async <T>(value: T) => {
    calls += 1;
    if (calls <= failures) throw new Error(message);
    return value;
  };
  const statement = {
    bind: () => statement,
    first: () => answer({ n: 1 }),
    run: () => answer({ success: true, results: [], meta: {} }),
  };
  const session = { prepare: () => statement, batch: () => answer([]), getBookmark: () => null };
  return { db: new RequestDatabase({ withSession: () => session } as never, "first-unconstrained"), calls: () => calls };
}

describe("RequestDatabase", () => {
  it.each([TRANSIENT, "D1_ERROR: database is locked: SQLITE_BUSY"])("asks a read once more when D1 answers %s", async (message) => {
    const d1 = flakyD1(message, 1);
    await expect(d1.db.prepare("SELECT 1 AS n").first()).resolves.toEqual({ n: 1 });
    expect(d1.calls()).toBe(2);
  });

  it("never repeats a write, and gives other errors back at once", async () => {
    const write = flakyD1(TRANSIENT, 1);
    await expect(write.db.prepare("UPDATE skus SET stock = 1").run()).rejects.toThrow("commit token");
    expect(write.calls()).toBe(1);
    const wrong = flakyD1("D1_ERROR: no such table: nope", 1);
    await expect(wrong.db.prepare("SELECT * FROM nope").first()).rejects.toThrow("no such table");
    expect(wrong.calls()).toBe(1);
  });
});

describe("reads that ride along with the next round trip", () => {
  /** A D1 stand-in whose statements answer after a tick and record the order they were asked in. */
  function recordingD1() {
    const asked: string[] = [];
    const statement = (sql: string) => ({
      bind: () => statement(sql),
      first: async () => {
        asked.push(sql);
        await new Promise((resolve) => setTimeout(resolve, 1));
        return { sql };
      },
    });
    const session = { prepare: statement, getBookmark: () => null };
    return { db: new RequestDatabase({ withSession: () => session } as never, "first-unconstrained"), asked };
  }

  it("a read that rides the next trip goes with the first one, window or not, or when sent", async () => {
    const { db, asked } = recordingD1();
    const check = db.withNextTrip(() => db.prepare("SELECT 'session'").first());
    await Promise.resolve();
    expect(asked).toEqual([]);
    await db.prepare("SELECT 'page'").first();
    await expect(check).resolves.toEqual({ sql: "SELECT 'session'" });
    expect(db.trips.trips).toBe(1);
    const alone = db.withNextTrip(() => db.prepare("SELECT 'again'").first());
    db.sendWaiting();
    await expect(alone).resolves.toEqual({ sql: "SELECT 'again'" });
    expect(asked).toEqual(["SELECT 'page'", "SELECT 'session'", "SELECT 'again'"]);
  });

  it("held writes go after the check says yes, and never when it says no", async () => {
    const open = recordingD1();
    const check = open.db.withNextTrip(() => open.db.prepare("SELECT 'session'").first());
    open.db.holdWritesUntil(check.then(() => true));
    await open.db.prepare("UPDATE orders SET status = 'cancelled'").first();
    expect(open.asked).toEqual(["SELECT 'session'", "UPDATE orders SET status = 'cancelled'"]);

    const shut = recordingD1();
    shut.db.holdWritesUntil(shut.db.withNextTrip(() => shut.db.prepare("SELECT 'session'").first()).then(() => false));
    await expect(shut.db.prepare("UPDATE orders SET status = 'cancelled'").first()).rejects.toThrow("session is not active");
    await expect(shut.db.prepare("DELETE FROM cart_lines").first()).rejects.toThrow("session is not active");
    await expect(shut.db.prepare("SELECT 'read'").first()).resolves.toEqual({ sql: "SELECT 'read'" });
    // Lifted for what the request asks next (the page rendered anew for the anonymous visitor).
    shut.db.holdWritesUntil(undefined);
    await shut.db.prepare("DELETE FROM cart_lines WHERE owner = 'u:x'").first();
    expect(shut.asked).toEqual(["SELECT 'session'", "SELECT 'read'", "DELETE FROM cart_lines WHERE owner = 'u:x'"]);
  });

  it("waits inside a window for the next trip and shares it", async () => {
    const { db, asked } = recordingD1();
    const send = db.gatherReads();
    const rider = db.alongNextTrip(() => db.prepare("SELECT 'meta'").first());
    await Promise.resolve();
    expect(asked).toEqual([]);
    await db.prepare("SELECT 'page'").first();
    await expect(rider).resolves.toEqual({ sql: "SELECT 'meta'" });
    send();
    expect(asked).toEqual(["SELECT 'page'", "SELECT 'meta'"]);
    expect(db.trips.trips).toBe(1);
  });

  it("goes when the window closes without another trip, and at once outside a window", async () => {
    const { db, asked } = recordingD1();
    const send = db.gatherReads();
    const rider = db.alongNextTrip(() => db.prepare("SELECT 'meta'").first());
    send();
    await expect(rider).resolves.toEqual({ sql: "SELECT 'meta'" });
    await expect(db.alongNextTrip(() => db.prepare("SELECT 'later'").first())).resolves.toEqual({ sql: "SELECT 'later'" });
    expect(asked).toEqual(["SELECT 'meta'", "SELECT 'later'"]);
    expect(db.trips.trips).toBe(2);
  });
});
