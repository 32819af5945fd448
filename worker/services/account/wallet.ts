import { LIMITS } from "~/shared/account-rules";

/**
 * Store credit in USD cents (the shop's base unit; pages show it in the shopper's currency).
 * Refunds and campaigns credit it, checkout spends it as part payment. Every movement may
 * carry an idempotency key, so a retried refund or payment counts once.
 */
type WalletKind = "refund" | "campaign" | "order" | "adjustment";

export interface WalletTransaction {
  id: number;
  amountCents: number;
  kind: WalletKind;
  reference: string;
  createdAt: number;
}

export async function walletBalance(db: D1Database, customerId: number): Promise<number> {
  const row = await db
    .prepare("SELECT coalesce(sum(amount_cents), 0) AS balance FROM wallet_transactions WHERE customer_id = ?")
    .bind(customerId)
    .first<{ balance: number }>();
  return row?.balance ?? 0;
}

export async function walletTransactions(db: D1Database, customerId: number, page = 1, pageSize: number = LIMITS.walletPageSize) {
  const [list, count] = await db.batch<WalletTransaction | { n: number }>([
    db
      .prepare(
        `SELECT id, amount_cents AS amountCents, kind, reference, created_at AS createdAt
           FROM wallet_transactions WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(customerId, pageSize, (page - 1) * pageSize),
    db.prepare("SELECT count(*) AS n FROM wallet_transactions WHERE customer_id = ?").bind(customerId),
  ]);
  const total = (count.results[0] as { n: number }).n;
  return { transactions: list.results as WalletTransaction[], total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export interface WalletMovement {
  amountCents: number;
  kind: WalletKind;
  reference?: string;
  idempotencyKey?: string;
}

const INSERT = "INSERT INTO wallet_transactions (customer_id, amount_cents, kind, reference, idempotency_key, created_at)";
// A retry with the same key writes nothing (changes 0), which the callers read as "already done".
const ONCE = "ON CONFLICT (idempotency_key) DO NOTHING";

/** The INSERT's values for a movement, in its column order, with the amount signed. */
const rowValues = (customerId: number, signedCents: number, movement: WalletMovement, now: number) =>
  [customerId, signedCents, movement.kind, movement.reference ?? "", movement.idempotencyKey ?? null, now] as const;

const wroteRow = async (statement: D1PreparedStatement) => (await statement.run()).meta.changes === 1;

/** Adds credit. Returns false when the idempotency key was already used. */
export async function creditWallet(db: D1Database, customerId: number, movement: WalletMovement, now = Date.now()) {
  return wroteRow(creditStatement(db, customerId, movement, now));
}

/** The credit's INSERT, for callers that write it in a batch with more (the back office's audit row). */
export function creditStatement(db: D1Database, customerId: number, movement: WalletMovement, now = Date.now()) {
  if (!(movement.amountCents > 0)) throw new Error("A wallet credit must be positive");
  return db.prepare(`${INSERT} VALUES (?, ?, ?, ?, ?, ?) ${ONCE}`).bind(...rowValues(customerId, movement.amountCents, movement, now));
}

/**
 * Spends credit (part payment at checkout). The balance check and the debit are one
 * statement, so two payments at once cannot overdraw. Returns false when the balance is
 * short or the idempotency key was already used.
 */
export async function debitWallet(db: D1Database, customerId: number, movement: WalletMovement, now = Date.now()) {
  return wroteRow(debitStatement(db, customerId, movement, now));
}

/** The debit's guarded INSERT, for callers that write it in a batch with more. */
export function debitStatement(db: D1Database, customerId: number, movement: WalletMovement, now = Date.now()) {
  if (!(movement.amountCents > 0)) throw new Error("A wallet debit is given as a positive amount");
  return db
    .prepare(
      `${INSERT} SELECT ?, ?, ?, ?, ?, ?
        WHERE (SELECT coalesce(sum(amount_cents), 0) FROM wallet_transactions WHERE customer_id = ?) >= ?
       ${ONCE}`,
    )
    .bind(...rowValues(customerId, -movement.amountCents, movement, now), customerId, movement.amountCents);
}
