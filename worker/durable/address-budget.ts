import { DurableObject } from "cloudflare:workers";
import { windowOf, type RateLimitRule } from "../services/rate-limit";

/**
 * One client address's lookup budgets, counted in a Durable Object of its own
 * (`idFromName(address)`, placed near where it was first asked for: near the shopper). The
 * object runs one call at a time and its SQLite storage answers synchronously, so a burst from
 * one address is counted exactly, and no D1 write sends the lookup to the primary
 * (docs/decisions/1342-fewer-round-trips.md, addendum 2026-11-28 "track order's budget").
 */
export class AddressBudget extends DurableObject {
  /**
   * Counts one hit under the fixed-window rule (the D1 counter's windows, `windowOf`) and tells
   * whether it is still allowed. The count is read and written in one statement, with nothing
   * awaited before it: no other call for this address runs in between.
   */
  async hit(rule: RateLimitRule, now: number): Promise<boolean> {
    const { start, end } = windowOf(rule, now);
    const sql = this.ctx.storage.sql;
    sql.exec(
      "CREATE TABLE IF NOT EXISTS hits (bucket TEXT PRIMARY KEY, window_start INTEGER NOT NULL, window_end INTEGER NOT NULL, hits INTEGER NOT NULL)",
    );
    const [row] = sql
      .exec<{ hits: number }>(
        `INSERT INTO hits (bucket, window_start, window_end, hits) VALUES (?, ?, ?, 1)
         ON CONFLICT (bucket) DO UPDATE SET
           hits = CASE WHEN hits.window_start = excluded.window_start THEN hits.hits + 1 ELSE 1 END,
           window_start = excluded.window_start, window_end = excluded.window_end
         RETURNING hits`,
        rule.name,
        start,
        end,
      )
      .toArray();
    if (row.hits === 1) await this.forgetAt(end * 1000);
    return row.hits <= rule.limit;
  }

  /** An address that stops asking leaves nothing behind: its counts go once their windows are over. */
  override async alarm(): Promise<void> {
    const sql = this.ctx.storage.sql;
    sql.exec("DELETE FROM hits WHERE window_end * 1000 <= ?", Date.now());
    const [next] = sql.exec<{ end: number | null }>("SELECT min(window_end) AS end FROM hits").toArray();
    if (next?.end) await this.ctx.storage.setAlarm(next.end * 1000);
    else await this.ctx.storage.deleteAll();
  }

  private async forgetAt(at: number) {
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > at) await this.ctx.storage.setAlarm(at);
  }
}
