import { conditions, desc, pageOf, type PagePosition } from "./paging";
import type { AuditRow } from "~/shared/admin-types";

/**
 * The audit log: one row per staff action, written by the same D1 batch as the action, so
 * there is never an action without its row nor a row without its action. The table refuses
 * UPDATE and DELETE (triggers in migrations/0700_back_office.sql); nothing here changes a row.
 */
export interface Actor {
  id: number;
  email: string;
  role: string;
}

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
}

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The audit row's INSERT. `onlyIf` is an SQL condition (with its own values) that must hold
 * when the statement runs — e.g. "the order is still in the status the action moves it from" —
 * so that an action that changed nothing leaves no row. Put it before the statement it guards
 * when that statement changes the condition.
 */
export function auditStatement(
  db: D1Database,
  actor: Actor,
  entry: AuditEntry,
  now = Date.now(),
  onlyIf?: { sql: string; values: unknown[] },
): D1PreparedStatement {
  const values = [actor.id, actor.email, entry.action, entry.subjectType, entry.subjectId, asJson(entry.before), asJson(entry.after), now];
  const sql = `INSERT INTO audit_log (staff_id, staff_email, action, subject_type, subject_id, before_json, after_json, created_at)
    SELECT ?, ?, ?, ?, ?, ?, ?, ?${onlyIf ? ` WHERE ${onlyIf.sql}` : ""}`;
  return db.prepare(sql).bind(...values, ...(onlyIf?.values ?? []));
}

const AUDIT_PAGE_SIZE = 50;

/** Newest first; optionally only one record's history, or one staff member's actions. */
export function listAudit(
  db: D1Database,
  filter: PagePosition & {
    subjectType?: string;
    subjectId?: string;
    staffEmail?: string;
  },
) {
  const where = conditions();
  if (filter.subjectType) where.add("subject_type = ?", filter.subjectType);
  if (filter.subjectId) where.add("subject_id = ?", filter.subjectId);
  if (filter.staffEmail) where.add("staff_email = ?", filter.staffEmail.toLowerCase());
  return pageOf(db, { columns: "*", from: "audit_log", where, key: [desc("id")] }, filter, AUDIT_PAGE_SIZE, (r): AuditRow => ({
    id: Number(r.id),
    staffEmail: String(r.staff_email),
    action: String(r.action),
    subjectType: String(r.subject_type),
    subjectId: String(r.subject_id),
    before: r.before_json ? JSON.parse(String(r.before_json)) : null,
    after: r.after_json ? JSON.parse(String(r.after_json)) : null,
    createdAt: Number(r.created_at),
  }));
}
