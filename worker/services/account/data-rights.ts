import { toLocale } from "~/shared/i18n-config";
import { STORES, type StoreKey } from "~/shared/stores";
import type { Env } from "../../env";
import { erasedMail } from "../mail/account-emails";
import { mailFrom, sendMail } from "../mail/mailer";
import { translatorFor } from "../translator";
import { customerOwner } from "./wishlist";

/**
 * The data subject's rights (GDPR Art. 15, 17, 20; docs/decisions/1327-data-rights.md): a
 * customer's data as one machine-readable document, and erasure — personal data removed or
 * anonymised, orders kept for the retention tax law requires (10 years: § 147 AO, § 14b UStG;
 * France: article L. 123-22 Code de commerce), detached from the account.
 */

type Row = Record<string, unknown>;

const all = (db: D1Database, sql: string, ...values: unknown[]) => db.prepare(sql).bind(...values);

/** Everything the shop holds about one customer, by table; null when there is no such customer. */
export async function customerDataExport(db: D1Database, customerId: number, consentId = "", now = Date.now()) {
  const customer = await db
    .prepare(
      "SELECT id, email, first_name, last_name, store, language, newsletter, privacy_accepted_at, created_at, updated_at FROM customers WHERE id = ?",
    )
    .bind(customerId)
    .first<Row & { email: string }>();
  if (!customer) return null;
  const owner = customerOwner(String(customerId));
  const [addresses, orders, lines, reviews, questions, wallet, wishlist, newsletter, coupons, withdrawals, consent, cart, custom, tickets] =
    await db.batch<Row>([
      all(db, "SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id", customerId),
      all(
        db,
        `SELECT order_number, store, language, email, phone, status, order_type, shipping_method, payment_method, coupon_code, currency,
              subtotal_minor, discount_minor, jewel_safe_minor, shipping_minor, total_minor, wallet_minor, ship_country,
              shipping_address, billing_address, carrier, tracking_number, created_at, paid_at, delivered_at
         FROM orders WHERE customer_id = ? ORDER BY created_at`,
        customerId,
      ),
      all(
        db,
        `SELECT o.order_number, l.title, l.quantity, l.line_minor, l.color, l.size, l.signature, l.sku_code
         FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.customer_id = ? ORDER BY o.created_at, l.position`,
        customerId,
      ),
      all(db, "SELECT store, language, nickname, rating, body, status, created_at FROM reviews WHERE email = ? ORDER BY created_at", customer.email),
      all(db, "SELECT store, language, body, status, created_at FROM questions WHERE email = ? ORDER BY created_at", customer.email),
      all(db, "SELECT amount_cents, kind, reference, created_at FROM wallet_transactions WHERE customer_id = ? ORDER BY created_at", customerId),
      all(db, "SELECT spu_code, created_at FROM wishlist_items WHERE owner = ? ORDER BY created_at", customerOwner(String(customerId))),
      all(db, "SELECT email, store, language, created_at FROM newsletter_subscribers WHERE email = ?", customer.email),
      all(db, "SELECT * FROM customer_coupons WHERE customer_id = ?", customerId),
      all(
        db,
        `SELECT o.order_number, w.name, w.email, w.statement, w.created_at FROM order_withdrawals w JOIN orders o ON o.id = w.order_id
        WHERE o.customer_id = ? ORDER BY w.created_at`,
        customerId,
      ),
      // The consent records of the browser asking (its cc_cookie's id): they are tied to no account.
      all(db, "SELECT store, categories, revision, source, kind, created_at FROM consent_records WHERE consent_id = ? ORDER BY id", consentId),
      all(db, "SELECT store, sku_code, quantity, signature, message, jewel_safe, created_at FROM cart_lines WHERE owner = ? ORDER BY id", owner),
      all(
        db,
        `SELECT request_number, store, language, name, email, country, piece_type, material, stone, details, status, created_at
         FROM custom_requests WHERE customer_id = ?1 OR lower(email) = lower(?2) ORDER BY id`,
        customerId,
        customer.email,
      ),
      // Support tickets are found by the address they came from; the correspondence is theirs too.
      all(
        db,
        "SELECT ticket_number, store, language, name, email, order_number, topic, message, status, created_at FROM support_tickets WHERE lower(email) = lower(?) ORDER BY id",
        customer.email,
      ),
    ]);
  const byOrder = new Map<string, Row[]>();
  for (const line of lines.results) byOrder.set(String(line.order_number), [...(byOrder.get(String(line.order_number)) ?? []), line]);
  const parse = (text: unknown) => {
    try {
      return JSON.parse(String(text)) as unknown;
    } catch {
      return text;
    }
  };
  return {
    exportedAt: new Date(now).toISOString(),
    account: customer,
    addresses: addresses.results,
    orders: orders.results.map((o) => ({
      ...o,
      shipping_address: parse(o.shipping_address),
      billing_address: parse(o.billing_address),
      lines: byOrder.get(String(o.order_number)) ?? [],
    })),
    withdrawals: withdrawals.results,
    reviews: reviews.results,
    questions: questions.results,
    wallet: wallet.results,
    coupons: coupons.results,
    wishlist: wishlist.results,
    newsletter: newsletter.results[0] ?? null,
    consentRecords: consent.results,
    cart: cart.results,
    customRequests: custom.results,
    supportTickets: tickets.results,
  };
}

/**
 * Erases a customer: the account, its sessions, addresses, wallet, coupons, wishlist and bag go
 * (the account's row cascades to some of them); the newsletter subscription goes; reviews and questions stay
 * published under "Anonymous" without the email; orders stay for the tax retention, detached
 * from the account, their phone removed (the invoice's name and address are what the law keeps).
 * One batch: all of it or none. Answers the email and language to confirm to, or null.
 */
async function eraseCustomer(db: D1Database, customerId: number): Promise<{ email: string; language: string; store: string } | null> {
  const customer = await db
    .prepare("SELECT email, language, store FROM customers WHERE id = ?")
    .bind(customerId)
    .first<{ email: string; language: string; store: string }>();
  if (!customer) return null;
  await db.batch([
    db.prepare("UPDATE orders SET customer_id = NULL, phone = '' WHERE customer_id = ?").bind(customerId),
    db.prepare("UPDATE custom_requests SET customer_id = NULL WHERE customer_id = ?").bind(customerId),
    db.prepare("UPDATE reviews SET email = '', nickname = 'Anonymous' WHERE email = ?").bind(customer.email),
    db.prepare("UPDATE questions SET email = '' WHERE email = ?").bind(customer.email),
    db.prepare("DELETE FROM newsletter_subscribers WHERE email = ?").bind(customer.email),
    db.prepare("DELETE FROM account_codes WHERE email = ?").bind(customer.email),
    db.prepare("DELETE FROM wishlist_items WHERE owner = ?").bind(customerOwner(String(customerId))),
    // The account's bag: what it held is the customer's, not the shop's record of a sale.
    db.prepare("DELETE FROM cart_lines WHERE owner = ?").bind(customerOwner(String(customerId))),
    db.prepare("DELETE FROM carts WHERE owner = ?").bind(customerOwner(String(customerId))),
    db.prepare("DELETE FROM customers WHERE id = ?").bind(customerId),
  ]);
  return customer;
}

/** Erases and confirms by email in the account's language (the confirmation's failure is logged, the erasure stands). */
export async function eraseAndConfirm(env: Env, customerId: number): Promise<boolean> {
  const erased = await eraseCustomer(env.DB, customerId);
  if (!erased) return false;
  const store = STORES[erased.store as StoreKey] ?? STORES.us;
  const t = await translatorFor(toLocale(erased.language) ?? store.language);
  await sendMail(env, mailFrom(env, store.brandDomain), erasedMail(t, erased.email, store.seriesName)).catch((error) =>
    console.error("erasure mail", error),
  );
  return true;
}
