// How many rows of each kind the scale seed writes at --factor 1: a merchant with 100,000
// products and a million orders (docs/decisions/1330-past-one-database.md). The rows that have
// no number of their own in the brief (wallets, wishlists, views, tickets, audit, analytics)
// keep a proportion a busy shop of that size would have.
const BASE_COUNTS = {
  products: 100_000,
  customers: 500_000,
  newsletterReaders: 250_000,
  orders: 1_000_000,
  reviews: 2_000_000,
  questions: 200_000,
  coupons: 50_000,
  walletTransactions: 150_000,
  wishlistItems: 400_000,
  productViews: 1_000_000,
  pageViews: 1_000_000,
  tickets: 20_000,
  auditRows: 100_000,
};

/** The counts at a factor, each at least 1 (a product must exist for an order to name it). */
export function scaledCounts(factor) {
  return Object.fromEntries(Object.entries(BASE_COUNTS).map(([name, count]) => [name, Math.max(1, Math.round(count * factor))]));
}

/** The scaled shop's customer with this many orders: the bench's long order list. */
export const BUSY_CUSTOMER_ORDERS = 200;
/** The scaled product with this many reviews: the bench's review page 1,000. */
export const BUSY_PRODUCT_REVIEWS = 20_000;
