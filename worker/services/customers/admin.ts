import { listAddresses } from "../account/addresses";
import { findCustomerById, withoutPassword } from "./customers";
import { creditStatement, debitStatement, walletBalance, walletTransactions } from "../account/wallet";
import { auditStatement, type Actor } from "../admin/audit";
import { asc, conditions, pageOf, prefixRange, type PagePosition, type PageQuery } from "../admin/paging";

/** Customers as the back office sees them: found by email, with orders, addresses and wallet. */
const CUSTOMERS_PAGE_SIZE = 25;

/**
 * Customers whose email starts with what staff typed (all of them for nothing or a lone "@"),
 * in email order: a walk of the email index from the typed start, never a read of every customer.
 */
export function customerListQuery(query: string): PageQuery {
  const where = conditions();
  const start = query.trim().toLowerCase();
  if (start && start !== "@") {
    const range = prefixRange(start);
    where.add("email >= ? AND email < ?", range.from, range.to);
  }
  return { columns: "id, email, first_name, last_name, store, created_at", from: "customers", key: [asc("email")], where };
}

export function findCustomers(db: D1Database, query: string, position: PagePosition = {}) {
  return pageOf(db, customerListQuery(query), position, CUSTOMERS_PAGE_SIZE, (r) => ({
    id: Number(r.id),
    email: String(r.email),
    name: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim(),
    store: String(r.store),
    createdAt: Number(r.created_at),
  }));
}

export async function customerDetail(db: D1Database, id: number, walletPage = 1) {
  const found = await findCustomerById(db, id);
  if (!found) return null;
  const [addresses, balance, wallet, orders, sessions] = await Promise.all([
    listAddresses(db, id),
    walletBalance(db, id),
    walletTransactions(db, id, walletPage, 20),
    db
      .prepare(
        "SELECT order_number, store, status, currency, total_minor, created_at FROM orders WHERE customer_id = ? ORDER BY created_at DESC LIMIT 50",
      )
      .bind(id)
      .all<{
        order_number: string;
        store: string;
        status: string;
        currency: string;
        total_minor: number;
        created_at: number;
      }>(),
    db.prepare("SELECT count(*) AS n FROM customer_sessions WHERE customer_id = ? AND expires_at > ?").bind(id, Date.now()).first<{ n: number }>(),
  ]);
  return {
    customer: withoutPassword(found),
    addresses,
    walletBalanceCents: balance,
    wallet,
    orders: orders.results.map((o) => ({
      orderNumber: o.order_number,
      store: o.store,
      status: o.status,
      currency: o.currency,
      totalMinor: o.total_minor,
      createdAt: o.created_at,
    })),
    activeSessions: sessions?.n ?? 0,
  };
}

/**
 * Credits or debits store credit with a reason, through the ledger checkout spends from. The
 * client's key makes a retried submit count once; a debit never takes the balance below zero.
 * The audit row is written only when the movement was.
 */
export async function adjustWallet(
  db: D1Database,
  actor: Actor,
  customerId: number,
  input: {
    direction: "credit" | "debit";
    amountCents: number;
    reason: string;
    key: string;
  },
  now = Date.now(),
): Promise<"done" | "repeated" | "short" | "notFound"> {
  if (!(await findCustomerById(db, customerId))) return "notFound";
  const movement = {
    amountCents: input.amountCents,
    kind: "adjustment" as const,
    reference: input.reason,
    idempotencyKey: `staff:${input.key}`,
  };
  const before = await walletBalance(db, customerId);
  const write = input.direction === "credit" ? creditStatement(db, customerId, movement, now) : debitStatement(db, customerId, movement, now);
  const signed = input.direction === "credit" ? input.amountCents : -input.amountCents;
  const entry = {
    action: `wallet:${input.direction}`,
    subjectType: "customer",
    subjectId: String(customerId),
    before: { balanceCents: before },
    after: {
      balanceCents: before + signed,
      amountCents: signed,
      reason: input.reason,
    },
  };
  // changes() is the wallet INSERT's: nothing written (a repeat, a short balance), no audit row.
  const [written] = await db.batch([write, auditStatement(db, actor, entry, now, { sql: "changes() = 1", values: [] })]);
  if (written.meta.changes === 1) return "done";
  const repeated = await db.prepare("SELECT 1 AS found FROM wallet_transactions WHERE idempotency_key = ?").bind(movement.idempotencyKey).first();
  return repeated ? "repeated" : "short";
}

/** Signs the customer out on every device. */
export async function revokeCustomerSessions(db: D1Database, actor: Actor, customerId: number, now = Date.now()) {
  const [deleted] = await db.batch([
    db.prepare("DELETE FROM customer_sessions WHERE customer_id = ?").bind(customerId),
    auditStatement(
      db,
      actor,
      {
        action: "customer:revokeSessions",
        subjectType: "customer",
        subjectId: String(customerId),
      },
      now,
    ),
  ]);
  return deleted.meta.changes;
}
