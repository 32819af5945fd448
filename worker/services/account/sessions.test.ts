import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { customerPerTest } from "../../test/account-client";
import { createSession, isSessionActive, revokeOtherSessions, revokeSession, sessionLifetimeMs, sessionState } from "./sessions";

const NOW = Date.UTC(2026, 4, 4);
const customerId = customerPerTest();

describe("sessions", () => {
  it("last 30 days with remember me and a day without", async () => {
    expect(sessionLifetimeMs(true)).toBe(30 * 24 * 3600 * 1000);
    const remembered = await createSession(env.DB, customerId(), true, NOW);
    const browser = await createSession(env.DB, customerId(), false, NOW);
    const day = 24 * 3600 * 1000;
    expect(await isSessionActive(env.DB, browser.id, customerId(), NOW + day - 1)).toBe(true);
    expect(await isSessionActive(env.DB, browser.id, customerId(), NOW + day)).toBe(false);
    expect(await isSessionActive(env.DB, remembered.id, customerId(), NOW + 29 * day)).toBe(true);
    expect(await isSessionActive(env.DB, remembered.id, customerId(), NOW + 30 * day)).toBe(false);
  });

  it("belong to their customer", async () => {
    const session = await createSession(env.DB, customerId(), true, NOW);
    expect(await isSessionActive(env.DB, session.id, customerId() + 1, NOW)).toBe(false);
  });

  it("end one at a time, or all but the current one", async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createSession(env.DB, customerId(), true, NOW)));
    await revokeSession(env.DB, a.id);
    expect(await isSessionActive(env.DB, a.id, customerId(), NOW)).toBe(false);
    await revokeOtherSessions(env.DB, customerId(), c.id);
    expect(await isSessionActive(env.DB, b.id, customerId(), NOW)).toBe(false);
    expect(await isSessionActive(env.DB, c.id, customerId(), NOW)).toBe(true);
  });

  it("read a token without a session id, or with a malformed customer, as revoked", async () => {
    expect(await sessionState(env.DB, { customerId: String(customerId()) })).toBe("revoked");
    expect(await sessionState(env.DB, { customerId: "abc", sid: "x" })).toBe("revoked");
    const session = await createSession(env.DB, customerId(), true);
    expect(await sessionState(env.DB, { customerId: String(customerId()), sid: session.id })).toBe("active");
  });

  it("read as unavailable, not revoked, when the database does not answer", async () => {
    const broken = { prepare: () => ({ bind: () => ({ first: () => Promise.reject(new Error("D1 down")) }) }) } as unknown as D1Database;
    expect(await sessionState(broken, { customerId: "1", sid: "x" })).toBe("unavailable");
  });
});
