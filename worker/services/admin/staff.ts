import { isStaffRole, type StaffRole } from "~/shared/admin-roles";
import { randomId } from "../bytes";
import { decoyPasswordCheck, hashPassword, verifyPassword } from "../account/password";
import { auditStatement, type Actor } from "./audit";
import type { Row } from "../../db/schema.generated";

/** Staff of the back office (migrations/0700_back_office.sql). */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
}

type StaffRow = Pick<Row<"staff">, "id" | "email" | "name" | "role" | "active" | "password_hash" | "password_salt" | "password_iterations">;

const toMember = (row: StaffRow): StaffMember | null =>
  isStaffRole(row.role)
    ? {
        id: row.id,
        email: row.email.toLowerCase(),
        name: row.name,
        role: row.role,
        active: row.active === 1,
      }
    : null;

const byEmail = (db: D1Database, email: string) => db.prepare("SELECT * FROM staff WHERE email = ?").bind(email.trim()).first<StaffRow>();

/** The active staff member with this email, or null (unknown, inactive, or a role the table does not know). */
export async function activeStaff(db: D1Database, email: string): Promise<StaffMember | null> {
  const row = await byEmail(db, email);
  const member = row ? toMember(row) : null;
  return member?.active ? member : null;
}

/** Local sign-in: the same PBKDF2 check as customers, the same time for an unknown email. */
export async function authenticateStaff(db: D1Database, email: string, password: string): Promise<StaffMember | null> {
  const row = await byEmail(db, email);
  if (!row || !row.password_hash || !row.password_salt || !row.password_iterations) return decoyPasswordCheck(password).then(() => null);
  const stored = {
    hash: row.password_hash,
    salt: row.password_salt,
    iterations: row.password_iterations,
  };
  if (!(await verifyPassword(password, stored))) return null;
  const member = toMember(row);
  return member?.active ? member : null;
}

export const STAFF_SESSION_HOURS = 12;

export async function createStaffSession(db: D1Database, staffId: number, now = Date.now()) {
  const session = {
    id: randomId(),
    expiresAt: now + STAFF_SESSION_HOURS * 3600_000,
  };
  await db.batch([
    db.prepare("DELETE FROM staff_sessions WHERE staff_id = ? AND expires_at <= ?").bind(staffId, now),
    db
      .prepare("INSERT INTO staff_sessions (id, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
      .bind(session.id, staffId, now, session.expiresAt),
  ]);
  return session;
}

/** The staff member a live session belongs to, if they are still active. */
export async function staffOfSession(db: D1Database, sessionId: string, staffId: number, now = Date.now()): Promise<StaffMember | null> {
  const row = await db
    .prepare("SELECT s.* FROM staff_sessions x JOIN staff s ON s.id = x.staff_id WHERE x.id = ? AND x.staff_id = ? AND x.expires_at > ?")
    .bind(sessionId, staffId, now)
    .first<StaffRow>();
  const member = row ? toMember(row) : null;
  return member?.active ? member : null;
}

export const endStaffSession = (db: D1Database, sessionId: string) => db.prepare("DELETE FROM staff_sessions WHERE id = ?").bind(sessionId).run();

export async function listStaff(db: D1Database): Promise<StaffMember[]> {
  const { results } = await db.prepare("SELECT * FROM staff ORDER BY active DESC, email").all<StaffRow>();
  return results.map(toMember).filter((m): m is StaffMember => m !== null);
}

export type StaffOutcome = { ok: true; member: StaffMember } | { ok: false; reason: "exists" | "notFound" | "lastOwner" };

/** Adds a staff member; a password only matters for the local sign-in (production signs in through Access). */
export async function addStaff(
  db: D1Database,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole; password?: string },
  now = Date.now(),
): Promise<StaffOutcome> {
  const email = input.email.trim().toLowerCase();
  if (await byEmail(db, email)) return { ok: false, reason: "exists" };
  const hash = input.password ? await hashPassword(input.password) : null;
  const after = { email, name: input.name, role: input.role, active: true };
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO staff (email, name, role, active, password_hash, password_salt, password_iterations, created_at, updated_at)
         VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
      )
      .bind(email, input.name, input.role, hash?.hash ?? null, hash?.salt ?? null, hash?.iterations ?? null, now, now),
    auditStatement(db, actor, { action: "staff:add", subjectType: "staff", subjectId: email, after }, now, { sql: "changes() = 1", values: [] }),
  ]);
  if (inserted.meta.changes !== 1) return { ok: false, reason: "exists" };
  const member = await activeStaff(db, email);
  return member ? { ok: true, member } : { ok: false, reason: "notFound" };
}

/**
 * Changes a member's role or switches them off; every request reads the row afresh, so it
 * takes effect at once. The last active
 * owner cannot be demoted or switched off (the shop would have no one to manage staff).
 */
export async function updateStaff(
  db: D1Database,
  actor: Actor,
  id: number,
  change: { role?: StaffRole; active?: boolean },
  now = Date.now(),
): Promise<StaffOutcome> {
  const row = await db.prepare("SELECT * FROM staff WHERE id = ?").bind(id).first<StaffRow>();
  const before = row ? toMember(row) : null;
  if (!before) return { ok: false, reason: "notFound" };
  const after = {
    ...before,
    role: change.role ?? before.role,
    active: change.active ?? before.active,
  };
  const losesOwner = before.role === "owner" && before.active && (after.role !== "owner" || !after.active);
  // The owner count is checked inside the UPDATE, so two demotions at once cannot both pass.
  const keepsOwner = "(SELECT count(*) FROM staff WHERE role = 'owner' AND active = 1 AND id <> ?3) > 0";
  const [updated] = await db.batch([
    db
      .prepare(`UPDATE staff SET role = ?1, active = ?2, updated_at = ?4 WHERE id = ?3${losesOwner ? ` AND ${keepsOwner}` : ""}`)
      .bind(after.role, after.active ? 1 : 0, id, now),
    auditStatement(
      db,
      actor,
      {
        action: "staff:update",
        subjectType: "staff",
        subjectId: before.email,
        before,
        after,
      },
      now,
      {
        sql: "changes() = 1",
        values: [],
      },
    ),
  ]);
  if (updated.meta.changes !== 1) return { ok: false, reason: "lastOwner" };
  return { ok: true, member: after };
}
