/**
 * Whether a statement may change data. D1 sends writes to the primary whatever the session
 * says; the request's handle needs to know too, to model where a trip goes and to hand the
 * browser a bookmark only after a write (docs/decisions/1340-d1-sessions.md). Anything not
 * plainly a read counts as a write: the safe side.
 */
const READ_START = /^\s*(SELECT|WITH)\b/i;
const WRITE_WORD = /\b(INSERT|UPDATE|DELETE|CREATE|DROP|ALTER)\b|\bREPLACE\s+INTO\b/i;

export function writesData(sql: string): boolean {
  return !READ_START.test(sql) || WRITE_WORD.test(sql);
}
