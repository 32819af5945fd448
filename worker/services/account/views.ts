import type { AccountOverview, CouponView, WalletView } from "~/shared/account-types";
import { convertFromUsdCents, formatUsdCents, type CurrencyCode, type Rates } from "~/shared/money";
import { getRates } from "../rates";
import { listCoupons, type CustomerCoupon } from "../coupons/account";
import { findCustomerById } from "../customers/customers";
import { listCustomerOrders } from "../orders/account";
import { walletBalance, walletTransactions } from "./wallet";

/** Account data as pages show it: amounts in the shopper's currency (stored as USD cents). */

function couponView(coupon: CustomerCoupon, currency: CurrencyCode, rates: Rates): CouponView {
  return {
    code: coupon.code,
    source: coupon.source,
    status: coupon.status,
    discount: coupon.kind === "percent" ? `${coupon.value}%` : formatUsdCents(coupon.value, currency, rates),
    minSubtotal: coupon.minSubtotalCents > 0 ? formatUsdCents(coupon.minSubtotalCents, currency, rates) : null,
    startsAt: coupon.startsAt,
    expiresAt: coupon.expiresAt,
    usedAt: coupon.usedAt,
    orderNumber: coupon.orderNumber,
  };
}

export async function couponViews(db: D1Database, customerId: number, currency: CurrencyCode, now = Date.now()) {
  const [coupons, rates] = await Promise.all([listCoupons(db, customerId, now), getRates(db)]);
  return coupons.map((c) => couponView(c, currency, rates));
}

export async function walletView(db: D1Database, customerId: number, currency: CurrencyCode, page = 1): Promise<WalletView> {
  const [balanceCents, list, rates] = await Promise.all([walletBalance(db, customerId), walletTransactions(db, customerId, page), getRates(db)]);
  return {
    balance: formatUsdCents(balanceCents, currency, rates),
    balanceCents,
    balanceAmount: convertFromUsdCents(balanceCents, currency, rates),
    transactions: list.transactions.map((tx) => ({
      id: tx.id,
      kind: tx.kind,
      reference: tx.reference,
      amount: formatUsdCents(tx.amountCents, currency, rates),
      credit: tx.amountCents > 0,
      createdAt: tx.createdAt,
    })),
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
  };
}

/** Orders the /accounts overview shows; the rest are on /accounts/orders. */
const RECENT_ORDERS = 3;

/** The /accounts overview; null when the customer no longer exists. */
export async function accountOverview(db: D1Database, customerId: number, currency: CurrencyCode, now = Date.now()): Promise<AccountOverview | null> {
  const [customer, coupons, wallet, orders] = await Promise.all([
    findCustomerById(db, customerId),
    couponViews(db, customerId, currency, now),
    walletView(db, customerId, currency),
    listCustomerOrders(db, customerId, { pageSize: RECENT_ORDERS }, now),
  ]);
  if (!customer) return null;
  return {
    profile: { email: customer.email, firstName: customer.firstName, lastName: customer.lastName, createdAt: customer.createdAt },
    coupons,
    activeCoupons: coupons.filter((c) => c.status === "active").length,
    wallet,
    recentOrders: orders.orders,
  };
}
