import { formatMoney, isCurrency } from "~/shared/money";

/**
 * What the merchant is told about: one row per kind, each a query for what arrived in a store
 * between two times (?1 store, ?2 since and ?3 until, both ms; ?4 the most rows) and how one row reads in the
 * email. A new kind is one more row here.
 */
export interface NotifyKind {
  kind: string;
  /** The email's subject and heading, e.g. "New paid orders". */
  title: string;
  /** The back-office screen that shows them. */
  adminPath: string;
  /** Returns rows `{ at, ref, detail }` with ?2 < at <= ?3, oldest first, at most ?4 of them. */
  query: string;
  line: (row: NotifyRow) => string;
}

export interface NotifyRow {
  at: number;
  ref: string;
  detail: string | null;
  amount?: number | null;
  currency?: string | null;
}

/** ms → the ISO text older tables keep their times in. */
const ISO = (param: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${param} / 1000.0, 'unixepoch')`;

export const NOTIFY_KINDS: readonly NotifyKind[] = [
  {
    kind: "order",
    title: "New paid orders",
    adminPath: "/admin/orders",
    query: `SELECT paid_at AS at, order_number AS ref, email AS detail, total_minor AS amount, currency
            FROM orders WHERE store = ?1 AND paid_at > ?2 AND paid_at <= ?3 ORDER BY paid_at LIMIT ?4`,
    line: (row) => `${row.ref}  ${isCurrency(row.currency) ? formatMoney((row.amount ?? 0) / 100, row.currency) : ""}  ${row.detail ?? ""}`.trim(),
  },
  {
    kind: "ticket",
    title: "New support tickets",
    adminPath: "/admin/tickets",
    query: `SELECT CAST(round((julianday(created_at) - 2440587.5) * 86400000) AS INTEGER) AS at, ticket_number AS ref, topic AS detail
            FROM support_tickets WHERE store = ?1 AND created_at > ${ISO("?2")} AND created_at <= ${ISO("?3")} ORDER BY created_at LIMIT ?4`,
    line: (row) => `${row.ref}  ${row.detail ?? ""}`.trim(),
  },
  {
    kind: "review",
    title: "Reviews waiting for moderation",
    adminPath: "/admin/reviews",
    query: `SELECT created_at AS at, 'review ' || id AS ref, rating || '/5 ' || coalesce(hold_reason, '') AS detail
            FROM reviews WHERE store = ?1 AND status = 'pending' AND created_at > ?2 AND created_at <= ?3 ORDER BY created_at LIMIT ?4`,
    line: (row) => `${row.ref}  ${row.detail ?? ""}`.trim(),
  },
  {
    kind: "paymentMismatch",
    title: "Payments the providers and the shop disagree on",
    adminPath: "/admin/payments",
    query: `SELECT found_at AS at, order_number AS ref, provider || ' · ' || kind || ': ' || detail AS detail
            FROM payment_mismatches WHERE store = ?1 AND found_at > ?2 AND found_at <= ?3 ORDER BY found_at LIMIT ?4`,
    line: (row) => `${row.ref}  ${row.detail ?? ""}`.trim(),
  },
  {
    kind: "custom",
    title: "New custom jewelry requests",
    adminPath: "/admin/custom",
    query: `SELECT created_at AS at, request_number AS ref, piece_type || ' · ' || country AS detail
            FROM custom_requests WHERE store = ?1 AND created_at > ?2 AND created_at <= ?3 ORDER BY created_at LIMIT ?4`,
    line: (row) => `${row.ref}  ${row.detail ?? ""}`.trim(),
  },
];
