import { SESSION } from "~/shared/account-rules";
import { randomId } from "../bytes";

/**
 * Signed-in sessions. The sealed he-token names its session (claim `sid`); a session is
 * valid while its row exists and has not expired, so revoking is deleting the row.
 */
export interface Session {
  id: string;
  expiresAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function sessionLifetimeMs(remember: boolean): number {
  return remember ? SESSION.rememberDays * DAY_MS : SESSION.browserSessionHours * 60 * 60 * 1000;
}

export async function createSession(db: D1Database, customerId: number, remember: boolean, now = Date.now()): Promise<Session> {
  const session = { id: randomId(), expiresAt: now + sessionLifetimeMs(remember) };
  await db.batch([
    // Housekeeping: this customer's expired sessions go when a new one starts.
    db.prepare("DELETE FROM customer_sessions WHERE customer_id = ? AND expires_at <= ?").bind(customerId, now),
    db
      .prepare("INSERT INTO customer_sessions (id, customer_id, remember, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
      .bind(session.id, customerId, remember ? 1 : 0, now, session.expiresAt),
  ]);
  return session;
}

/** One indexed read; the request context calls it for every request that claims a customer. */
export async function isSessionActive(db: D1Database, sessionId: string, customerId: number, now = Date.now()): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS ok FROM customer_sessions WHERE id = ? AND customer_id = ? AND expires_at > ?")
    .bind(sessionId, customerId, now)
    .first<{ ok: number }>();
  return row !== null;
}

export async function revokeSession(db: D1Database, sessionId: string) {
  await db.prepare("DELETE FROM customer_sessions WHERE id = ?").bind(sessionId).run();
}

/** Signs out every other browser of the customer (password change); `keep` stays signed in. */
export async function revokeOtherSessions(db: D1Database, customerId: number, keep: string) {
  await db.prepare("DELETE FROM customer_sessions WHERE customer_id = ? AND id <> ?").bind(customerId, keep).run();
}

export async function revokeAllSessions(db: D1Database, customerId: number) {
  await db.prepare("DELETE FROM customer_sessions WHERE customer_id = ?").bind(customerId).run();
}

/**
 * `isSessionActive` as SQL, for a write that must happen only while the session speaks for
 * its customer (order/create's budget counters, written in the trip that checks the session).
 */
export function sessionActiveCondition(claims: { customerId: string; sid?: string }, now = Date.now()) {
  const customerId = Number(claims.customerId);
  return {
    sql: "EXISTS (SELECT 1 FROM customer_sessions WHERE id = ? AND customer_id = ? AND expires_at > ?)",
    values: [claims.sid ?? "", Number.isSafeInteger(customerId) ? customerId : 0, now],
  };
}

export type SessionState = "active" | "revoked" | "unavailable";

/**
 * Whether a token that claims a customer still speaks for them. "unavailable" when D1 did
 * not answer: the request is served as anonymous, but the cookie is kept for the next one.
 */
export async function sessionState(db: D1Database, claims: { customerId: string; sid?: string }, now = Date.now()): Promise<SessionState> {
  const customerId = Number(claims.customerId);
  if (!claims.sid || !Number.isSafeInteger(customerId) || customerId <= 0) return "revoked";
  try {
    return (await isSessionActive(db, claims.sid, customerId, now)) ? "active" : "revoked";
  } catch (error) {
    console.error("Session check failed", error);
    return "unavailable";
  }
}
