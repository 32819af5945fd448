import { convertFromUsdCents, round2, type CurrencyCode, type Rates } from "~/shared/money";
import { walletBalance } from "../account/wallet";
import { toMinor, toUsdCents } from "./pricing";

/**
 * Store credit as part payment of an order. The server decides the amount: the customer's
 * balance, capped by the order total. The debit is a wallet row keyed 'order:{number}', written
 * in the order's own batch with the balance check in the same statement, and the order row
 * is inserted only if that row is there: two orders racing for one balance cannot both spend
 * it, and a retried order/create (same idempotency key, same order) spends it once.
 */
export interface WalletUse {
  /** What the wallet pays, in USD cents (the wallet's unit) and in the order's currency. */
  cents: number;
  amount: number;
}

const walletDebitKey = (orderNumber: string) => `order:${orderNumber}`;

/** How much of `total` (order currency) the balance covers; null when nothing. */
function walletShare(balanceCents: number, total: number, currency: CurrencyCode, rates: Rates): WalletUse | null {
  if (balanceCents <= 0 || total <= 0) return null;
  const balance = convertFromUsdCents(balanceCents, currency, rates);
  const amount = round2(Math.min(balance, total));
  // The whole balance when it is all used, so no fraction of a cent is left behind by rounding.
  const cents = amount === balance ? balanceCents : Math.min(balanceCents, toUsdCents(amount, currency, rates));
  return amount > 0 && cents > 0 ? { cents, amount } : null;
}

export async function planWallet(db: D1Database, customerId: number, total: number, currency: CurrencyCode, rates: Rates) {
  return walletShare(await walletBalance(db, customerId), total, currency, rates);
}

export function walletDebitStatement(db: D1Database, customerId: number, use: WalletUse, orderNumber: string, now: number) {
  return db
    .prepare(
      `INSERT INTO wallet_transactions (customer_id, amount_cents, kind, reference, idempotency_key, created_at)
       SELECT ?1, ?2, 'order', ?3, ?4, ?5
        WHERE (SELECT coalesce(sum(amount_cents), 0) FROM wallet_transactions WHERE customer_id = ?1) >= ?6
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(customerId, -use.cents, orderNumber, walletDebitKey(orderNumber), now, use.cents);
}

/** SQL condition (order number as ?1) that holds once the order's debit row is written. */
export const WALLET_GUARD = "EXISTS (SELECT 1 FROM wallet_transactions WHERE idempotency_key = 'order:' || ?1)";

/**
 * A cancelled or refunded order gives its wallet part back, once (its own key), and only
 * while the order is still in `from` (the same guard as the status change of its batch). A
 * refund keeps the tariff insurance (non-refundable, docs/decisions/0810-tariff-insurance.md)
 * where the provider's part did not cover it, unless the customer withdrew (payments/refunds.ts
 * keptTariffMinor); a cancelled order was never paid, so it keeps nothing.
 */
export function walletReturnStatement(db: D1Database, orderId: number, from: string, now: number, keepTariff = false) {
  const kept = keepTariff
    ? "CASE WHEN EXISTS (SELECT 1 FROM order_withdrawals w WHERE w.order_id = orders.id) THEN 0 ELSE max(0, tariff_insurance_cents - (total_cents - wallet_cents)) END"
    : "0";
  return db
    .prepare(
      `INSERT INTO wallet_transactions (customer_id, amount_cents, kind, reference, idempotency_key, created_at)
       SELECT customer_id, wallet_cents - ${kept}, 'refund', order_number, 'order-return:' || order_number, ?3
         FROM orders WHERE id = ?1 AND status = ?2 AND wallet_cents - ${kept} > 0 AND customer_id IS NOT NULL
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(orderId, from, now);
}

/** What the payment provider is asked for: the total less the wallet's part. */
export const dueMinor = (order: { total_minor: number; wallet_minor?: number | null }) => Math.max(0, order.total_minor - (order.wallet_minor ?? 0));

export const walletMinor = (use: WalletUse | null) => (use ? toMinor(use.amount) : 0);
