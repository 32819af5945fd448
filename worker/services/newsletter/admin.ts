import type { NewsletterList, NewsletterSubscriber } from "~/shared/admin-types";
import type { NewsletterFilter } from "~/shared/schemas/admin-newsletter";
import { sha256Hex } from "../bytes";
import { auditStatement, type Actor } from "../admin/audit";
import { conditions, desc, asc, likeText, pageOf } from "../admin/paging";

/**
 * The newsletter list staff see (docs/decisions/0820-newsletter-staff.md): the footer's
 * `newsletter_subscribers`, plus customers who opted in at registration and have no row there
 * (registration writes one, but not in the account's own batch, and older or imported accounts
 * may lack it). Both tables key the email NOCASE, and the second half skips every email the
 * first has, so an address is listed once; the footer's row wins because it is the one the
 * shopper gave the newsletter itself. A footer address not yet confirmed is neither listed nor
 * exported.
 */
const FOOTER = `SELECT email, store, language, 'footer' AS source,
         CAST(round((julianday(created_at) - 2440587.5) * 86400000) AS INTEGER) AS created_at
    FROM newsletter_subscribers`;
const ACCOUNT = "SELECT c.email, c.store, c.language, 'account' AS source, c.created_at FROM customers c";
/** A footer address counts once its owner confirmed it (docs/decisions/1303-newsletter-double-opt-in.md). */
const CONFIRMED = "confirmed_at IS NOT NULL";
const OPTED_IN = `c.newsletter = 1 AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers n WHERE n.email = c.email AND n.${CONFIRMED})`;
const AUDIENCE = `(${FOOTER} WHERE ${CONFIRMED} UNION ALL ${ACCOUNT} WHERE ${OPTED_IN}) AS audience`;

const PAGE_SIZE = 25;
/** Rows per D1 query while the CSV streams: small enough to keep memory flat, big enough to keep round trips few. */
const EXPORT_CHUNK = 500;

const toSubscriber = (r: Record<string, unknown>): NewsletterSubscriber => ({
  email: String(r.email),
  store: String(r.store),
  language: String(r.language),
  source: r.source === "account" ? "account" : "footer",
  createdAt: Number(r.created_at),
});

function filtered(filter: NewsletterFilter) {
  const where = conditions();
  if (filter.store) where.add("store = ?", filter.store);
  if (filter.language) where.add("language = ?", filter.language);
  if (filter.q) where.add("email LIKE ? ESCAPE '\\'", `%${likeText(filter.q)}%`);
  return where;
}

/** Newest first, offset paged like the other back-office lists; the per-store totals are the whole list's. */
async function listSubscribers(db: D1Database, filter: NewsletterFilter & { page?: number }): Promise<NewsletterList> {
  const where = filtered(filter);
  const query = {
    columns: "email, store, language, source, created_at",
    from: `${AUDIENCE}`,
    key: [desc("created_at"), asc("email COLLATE NOCASE")],
    where,
  };
  const [page, totals] = await Promise.all([
    pageOf(db, query, filter, PAGE_SIZE, toSubscriber),
    db.prepare(`SELECT store, count(*) AS n FROM ${AUDIENCE} GROUP BY store ORDER BY store`).all<{ store: string; n: number }>(),
  ]);
  return { ...page, perStore: totals.results.map((r) => ({ store: r.store, count: Number(r.n) })) };
}

/** Who looked at the addresses, and which part of the list: written before the list or the file is read. */
export const auditNewsletterLook = (
  db: D1Database,
  actor: Actor,
  action: "newsletter:view" | "newsletter:export",
  filter: NewsletterFilter & { page?: number },
) => auditStatement(db, actor, { action, subjectType: "newsletter", subjectId: filter.store ?? "all", before: null, after: filter }).run();

/** The list as staff see it, its look audited first (the screen's loader and the list API both read through here). */
export async function viewSubscribers(db: D1Database, actor: Actor, filter: NewsletterFilter & { page?: number }): Promise<NewsletterList> {
  await auditNewsletterLook(db, actor, "newsletter:view", filter);
  return listSubscribers(db, filter);
}

/**
 * The filtered list in chunks, by email (keyset: each query starts after the last address of
 * the one before), so an export of any size holds one chunk in memory at a time.
 */
export async function* subscriberChunks(db: D1Database, filter: NewsletterFilter): AsyncGenerator<NewsletterSubscriber[]> {
  let after = "";
  for (;;) {
    // Each half reads only its next chunk by its email index, then the two are merged: ordering
    // the union as a whole sorted everything after `after` on every chunk, so a 500,000-address
    // export read its list about a thousand times over (docs/decisions/1330-past-one-database.md).
    const footer = filtered(filter);
    footer.add("email > ? COLLATE NOCASE", after);
    footer.add(CONFIRMED);
    const account = filtered(filter);
    account.add("c.email > ? COLLATE NOCASE", after);
    account.add(OPTED_IN);
    const sql = `SELECT * FROM (${FOOTER} ${footer.clause} ORDER BY email COLLATE NOCASE LIMIT ?)
      UNION ALL SELECT * FROM (${ACCOUNT} ${account.clause} ORDER BY c.email COLLATE NOCASE LIMIT ?)
      ORDER BY email COLLATE NOCASE LIMIT ?`;
    const { results } = await db
      .prepare(sql)
      .bind(...footer.values, EXPORT_CHUNK, ...account.values, EXPORT_CHUNK, EXPORT_CHUNK)
      .all<Record<string, unknown>>();
    if (!results.length) return;
    yield results.map(toSubscriber);
    if (results.length < EXPORT_CHUNK) return;
    after = String(results[results.length - 1].email);
  }
}

/**
 * Forgets an address: its footer row goes and the customer's opt-in (if any) is switched off,
 * in one batch with the audit row. The audit row names the address by its SHA-256 only, so the
 * append-only log does not keep what the shopper asked the shop to forget; null when the list
 * has no such address (or another request removed it first).
 */
export async function removeSubscriber(db: D1Database, actor: Actor, email: string, now = Date.now()): Promise<NewsletterSubscriber | null> {
  const found = await db.prepare(`SELECT * FROM ${AUDIENCE} WHERE email = ? COLLATE NOCASE`).bind(email).first<Record<string, unknown>>();
  if (!found) return null;
  const subscriber = toSubscriber(found);
  const stillListed = {
    sql: "(EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = ?) OR EXISTS (SELECT 1 FROM customers WHERE email = ? AND newsletter = 1))",
    values: [email, email],
  };
  const entry = {
    action: "newsletter:remove",
    subjectType: "newsletter",
    subjectId: await subscriberDigest(email),
    before: { store: subscriber.store, language: subscriber.language, source: subscriber.source },
    after: null,
  };
  const [audit] = await db.batch([
    auditStatement(db, actor, entry, now, stillListed),
    db.prepare("DELETE FROM newsletter_subscribers WHERE email = ?").bind(email),
    db.prepare("UPDATE customers SET newsletter = 0, updated_at = ? WHERE email = ? AND newsletter = 1").bind(now, email),
  ]);
  return audit.meta.changes === 1 ? subscriber : null;
}

/** How the audit log names an address: enough to answer "was x removed?" by hashing x, not the address itself. */
export const subscriberDigest = (email: string) => sha256Hex(email.trim().toLowerCase());
