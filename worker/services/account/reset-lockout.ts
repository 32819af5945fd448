import { byEmail } from "./limits";
import { utcDay } from "~/shared/utc-day";

/**
 * Wrong reset codes count per email and UTC day, whichever code they were meant for: each
 * code allows a few tries, but asking for a new code must not buy more. At the daily
 * ceiling the email's password reset is locked until the next UTC day. Registration codes
 * have the same budget, counted apart (`purpose` "register").
 */
export const RESET_LOCKOUT = { maxFailuresPerDay: 10 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds until the lock (if any) lifts: the next UTC midnight. */
export const secondsUntilTomorrow = (now: number) => Math.ceil((DAY_MS - (now % DAY_MS)) / 1000);

type CodePurpose = "reset" | "register";

const failureKey = async (email: string, purpose: CodePurpose) => (purpose === "reset" ? "" : `${purpose}:`) + (await byEmail(email));

export async function isResetLocked(db: D1Database, email: string, now = Date.now(), purpose: CodePurpose = "reset"): Promise<boolean> {
  const row = await db
    .prepare("SELECT failures FROM reset_failures WHERE email_key = ? AND day = ?")
    .bind(await failureKey(email, purpose), utcDay(now))
    .first<{ failures: number }>();
  return (row?.failures ?? 0) >= RESET_LOCKOUT.maxFailuresPerDay;
}

/**
 * Counts one wrong code. Returns "locked" when this failure reached the ceiling and the
 * owner has not been told yet today (the caller tells them, once), "counted" otherwise.
 */
export async function recordResetFailure(
  db: D1Database,
  email: string,
  now = Date.now(),
  purpose: CodePurpose = "reset",
): Promise<"counted" | "locked"> {
  const key = await failureKey(email, purpose);
  const day = utcDay(now);
  const [, counted] = await db.batch([
    // Earlier days of this email no longer matter.
    db.prepare("DELETE FROM reset_failures WHERE email_key = ? AND day < ?").bind(key, day),
    db
      .prepare(
        `INSERT INTO reset_failures (email_key, day, failures) VALUES (?1, ?2, 1)
         ON CONFLICT (email_key, day) DO UPDATE SET failures = failures + 1
         RETURNING failures`,
      )
      .bind(key, day),
  ]);
  const failures = (counted.results[0] as { failures: number } | undefined)?.failures ?? 0;
  if (failures < RESET_LOCKOUT.maxFailuresPerDay) return "counted";
  // Exactly one caller wins the right to notify, however many guesses arrive at once.
  const claimed = await db
    .prepare("UPDATE reset_failures SET notified_at = ? WHERE email_key = ? AND day = ? AND notified_at IS NULL")
    .bind(now, key, day)
    .run();
  return claimed.meta.changes === 1 ? "locked" : "counted";
}
