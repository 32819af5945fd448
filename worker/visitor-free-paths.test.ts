import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createWorker } from "./app";
import { registered, TestBrowser } from "./test/account-client";

/** The bindings with a D1 that counts the statements reading a customer's session. */
function countingSessionReads() {
  const reads = { count: 0 };
  const db = env.DB;
  const count = (sql: string) => {
    if (/FROM customer_sessions/i.test(sql)) reads.count++;
    return sql;
  };
  const DB = {
    prepare: (sql: string) => db.prepare(count(sql)),
    batch: db.batch.bind(db),
    exec: db.exec.bind(db),
    // Every request runs in a D1 session (worker/middleware/d1-session.ts): its reads are counted too.
    withSession: (start?: string) => {
      const session = db.withSession(start);
      return {
        prepare: (sql: string) => session.prepare(count(sql)),
        batch: session.batch.bind(session),
        getBookmark: session.getBookmark.bind(session),
      };
    },
    dump: db.dump.bind(db),
  } as D1Database;
  return { reads, bindings: { ...env, DB } };
}

const worker = createWorker(async () => new Response("<!doctype html><p>page</p>", { headers: { "Content-Type": "text/html" } }));

async function signedInCookies() {
  const browser = new TestBrowser();
  await registered(browser);
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

async function get(path: string, cookie: string, bindings: typeof env) {
  const execution = createExecutionContext();
  const response = await worker.fetch(new Request(`http://us.localhost${path}`, { headers: { Cookie: cookie } }), bindings, execution);
  await waitOnExecutionContext(execution);
  await response.arrayBuffer();
  return response;
}

describe("answers that know nothing of the visitor", () => {
  it("a signed-in shopper's 40 image requests read no session; a page request reads it once", async () => {
    const cookie = await signedInCookies();
    const { reads, bindings } = countingSessionReads();
    for (let i = 0; i < 40; i++) {
      const response = await get(`/img/640/webp/catalog/not-there-${i}`, cookie, bindings);
      expect(response.status).toBe(404);
    }
    expect(reads.count).toBe(0);
    // The counter does see a session read: a page needs to know who is signed in.
    await get("/", cookie, bindings);
    expect(reads.count).toBe(1);
  });

  it("the health check, an uploaded file and a short link read no session and set no cookie", async () => {
    const cookie = await signedInCookies();
    const { reads, bindings } = countingSessionReads();
    await env.KV.put("surl:bench1", "/category-rings");
    for (const path of ["/api/health", "/media/u/abc123", "/surl/bench1"]) {
      const response = await get(path, cookie, bindings);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(reads.count).toBe(0);
  });

  it("an unknown short link still gets the visitor's own 404 page", async () => {
    const { bindings } = countingSessionReads();
    const response = await get("/surl/nothing-here", "", bindings);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    // A new visitor: the page request hands out the uuid and token cookies.
    expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
  });
});
