import { STORE_KEYS, STORES, type StoreKey } from "~/shared/stores";
import type { Env } from "../../env";
import { storeContact, storeDomains } from "../../config";
import { mailFrom, sendMail } from "../mail/mailer";
import { logError } from "./log";
import { NOTIFY_KINDS, type NotifyKind, type NotifyRow } from "./notify-kinds";

/** A kind mails a store at most this often. */
export const NOTIFY_INTERVAL_MS = 60 * 60 * 1000;
/**
 * What arrived in the last minute waits for the next run: a row another isolate is still
 * writing with a slightly earlier time must not fall behind the watermark.
 */
export const NOTIFY_SETTLE_MS = 60 * 1000;
/** Items listed in one email; the rest are counted, and the back office shows them all. */
const LISTED = 50;
/**
 * Rows one digest reads at most: after an outage or a flood, a digest covers the oldest this
 * many, moves the watermark to the last of them and lets the next run (15 minutes on) send the
 * next one without waiting the hour, so a backlog is caught up in bounded steps.
 */
const DIGEST_MAX_ROWS = 500;

interface Watermark {
  watermark: number;
  sent_at: number | null;
}

/**
 * The merchant's hourly digests: for each store and kind, what arrived since the last email
 * goes to the store's contact address (`storeContact`: the STORE_CONTACTS var, else
 * shared/stores.ts `contactEmail`), at most once an hour.
 * The watermark moves only after the email went out, so a failed send is tried again next
 * run. A store and kind seen for the first time starts from now: no digest of all history.
 * Staff mail is English, like the back office.
 */
export async function sendMerchantNotifications(
  env: Env,
  now = Date.now(),
  kinds: readonly NotifyKind[] = NOTIFY_KINDS,
  maxRows = DIGEST_MAX_ROWS,
): Promise<string[]> {
  const sent: string[] = [];
  const until = now - NOTIFY_SETTLE_MS;
  for (const store of STORE_KEYS) {
    for (const kind of kinds) {
      const mark = await env.DB.prepare("SELECT watermark, sent_at FROM merchant_notifications WHERE store = ? AND kind = ?")
        .bind(store, kind.kind)
        .first<Watermark>();
      if (!mark) {
        await env.DB.prepare("INSERT INTO merchant_notifications (store, kind, watermark) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
          .bind(store, kind.kind, until)
          .run();
        continue;
      }
      if (mark.sent_at !== null && now - mark.sent_at < NOTIFY_INTERVAL_MS) continue;
      const { results } = await env.DB.prepare(kind.query).bind(store, mark.watermark, until, maxRows).all<NotifyRow>();
      if (!results.length) continue;
      const full = results.length >= maxRows;
      // A full digest stops at its last row's time and leaves the hour's wait unstarted. A row of
      // that very millisecond beyond the limit is not mailed: a digest is a nudge, the back
      // office lists everything.
      const watermark = full ? results[results.length - 1].at : until;
      const sentAt = full ? now - NOTIFY_INTERVAL_MS : now;
      try {
        await sendMail(env, mailFrom(env, STORES[store].brandDomain), digest(env, store, kind, results, full));
      } catch (error) {
        // The other stores and kinds still go out; this one is tried again next run.
        logError(`notify:${store}:${kind.kind}`, undefined, error);
        continue;
      }
      // Conditional on the watermark read: two overlapping runs cannot both advance it.
      await env.DB.prepare("UPDATE merchant_notifications SET watermark = ?, sent_at = ? WHERE store = ? AND kind = ? AND watermark = ?")
        .bind(watermark, sentAt, store, kind.kind, mark.watermark)
        .run();
      sent.push(`${store}:${kind.kind}:${results.length}${full ? "+" : ""}`);
    }
  }
  return sent;
}

function digest(env: Env, store: StoreKey, kind: NotifyKind, rows: NotifyRow[], full: boolean) {
  const config = STORES[store];
  const host = storeDomains(env)?.[store] ?? config.domain;
  const lines = rows.slice(0, LISTED).map(kind.line);
  const more = rows.length > LISTED ? [`… and ${rows.length - LISTED} more.`] : [];
  const subject = `${config.seriesName} ${store}: ${kind.title} (${rows.length})`;
  const text = [
    `${kind.title} in the ${store} store since the last email: ${rows.length}.`,
    "",
    ...lines,
    ...more,
    ...(full ? ["", "More arrived than one email covers: the next email, within 15 minutes, goes on from here."] : []),
    "",
    `https://${host}${kind.adminPath}`,
  ].join("\n");
  return { to: storeContact(env, store), subject, text };
}
