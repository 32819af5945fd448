import type { CurrencyCode, Rates } from "~/shared/money";
import type { PaymentMethodKey } from "~/shared/payment-methods";
import type { Env } from "../../env";
import type { OrderRow } from "../orders/orders-store";
import { dueMinor } from "../checkout/wallet-payment";
import { getRates } from "../rates";
import type { PaymentProvider, Settlement } from "./provider";
import { providerByKey, providerForMethod } from "./registry";
import { shopperReferenceOf } from "./stored-cards";
import type { PaymentRow } from "./payments";

/**
 * Starting a payment attempt: the provider is asked first, and the attempt's row is written
 * once, with the provider's answer (where the shopper pays, the provider's reference), in the
 * statement that creates it; for a new order inside the order's own batch. Asking the provider
 * moves no money: it opens a page where the shopper may pay, and that page's address reaches
 * the shopper only from the written row. An attempt whose row is never written (the order's
 * batch refused: sold out, a coupon or the wallet spent meanwhile, the visitor's hold cap, a
 * racing retry of the same key that won) is a page nobody is sent to, which the provider lets
 * lapse. docs/decisions/1343-writes-in-two-trips.md.
 */

/** A new attempt: how and how much, at the rates of the moment it is written. */
interface NewAttempt {
  id: string;
  method: PaymentMethodKey;
  currency: CurrencyCode;
  amountMinor: number;
  now: number;
  rates: Rates;
  saveCard?: boolean;
}

/** The order an attempt pays, as its provider is told of it (`shipping_address`: the checkout's address as JSON). */
type PaidOrder = Pick<OrderRow, "order_number" | "customer_id" | "currency" | "email" | "language" | "ship_country" | "shipping_address">;

/** What the provider is asked to register. */
interface Registered {
  id: string;
  method: PaymentMethodKey;
  saveCard: boolean;
  amountMinor: number;
  settlement: Settlement | null;
}

type Started = Awaited<ReturnType<PaymentProvider["start"]>>;

/** The method's provider; order/create and Continue refuse a method without one before this. */
function takerOf(env: Env, method: PaymentMethodKey): PaymentProvider {
  const provider = providerForMethod(env, method);
  if (!provider) throw new Error(`no payment provider takes ${method} here`);
  return provider;
}

/**
 * The amount due in the provider's own currency, at the rates of the moment the attempt is
 * written (the shopper is shown this amount before paying, and the provider's record must
 * match it). Null for a provider that charges in the order's currency.
 */
function settlementFor(provider: PaymentProvider, currency: CurrencyCode, amountMinor: number, rates: Rates): Settlement | null {
  const target = provider.settlementCurrency;
  if (!target) return null;
  const from = currency === "USD" ? 1 : rates[currency];
  const to = rates[target];
  if (!from || !to) throw new Error(`no rate to convert ${currency} into ${target}`);
  const rate = Number((to / from).toFixed(6));
  return { currency: target, amountMinor: Math.round(amountMinor * rate), rate };
}

/** Registers an attempt with its provider. Providers take the payment id as their idempotency key. */
async function askProvider(env: Env, provider: PaymentProvider, order: PaidOrder, attempt: Registered, origin: string): Promise<Started> {
  // Only a signed-in customer has a reference at the card vault (docs/decisions/0811-stored-cards.md).
  const vaulted = order.customer_id && (attempt.saveCard || attempt.method === "storedCard");
  const shopperReference = vaulted && order.customer_id ? await shopperReferenceOf(env, order.customer_id) : undefined;
  return provider.start(env, {
    paymentId: attempt.id,
    orderNumber: order.order_number,
    method: attempt.method,
    amountMinor: attempt.amountMinor,
    currency: order.currency,
    email: order.email,
    language: order.language,
    shipTo: { country: order.ship_country, address: JSON.parse(order.shipping_address) as Record<string, string | undefined> },
    origin,
    ...(shopperReference ? { shopperReference, saveCard: attempt.saveCard } : {}),
    ...(attempt.settlement ? { settlement: attempt.settlement } : {}),
  });
}

/**
 * A new attempt, registered with its provider: the statement that writes it (nothing when the
 * order `order_number` names is not there) and where the shopper pays.
 */
export async function startedAttempt(
  env: Env,
  order: PaidOrder,
  p: NewAttempt,
  origin: string,
): Promise<{ statement: D1PreparedStatement; redirectUrl: string }> {
  const provider = takerOf(env, p.method);
  const settlement = settlementFor(provider, p.currency, p.amountMinor, p.rates);
  const registered = { id: p.id, method: p.method, saveCard: !!p.saveCard, amountMinor: p.amountMinor, settlement };
  const started = await askProvider(env, provider, order, registered, origin);
  const statement = env.DB.prepare(
    `INSERT INTO payments (id, order_id, provider, method, currency, amount_minor, status, created_at, settle_currency, settle_amount_minor,
       settle_rate, save_card, redirect_url, provider_reference, provider_url)
     SELECT ?, id, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ? FROM orders WHERE order_number = ?`,
  ).bind(
    p.id,
    provider.key,
    p.method,
    p.currency,
    p.amountMinor,
    p.now,
    settlement?.currency ?? null,
    settlement?.amountMinor ?? null,
    settlement?.rate ?? null,
    p.saveCard ? 1 : 0,
    started.redirectUrl,
    started.providerReference ?? null,
    started.providerUrl ?? null,
    order.order_number,
  );
  return { statement, redirectUrl: started.redirectUrl };
}

/**
 * Where the shopper pays a written attempt. Every attempt is written with the provider's answer
 * (startedAttempt); one written without it (before attempts were, or by hand) is registered
 * now and its answer recorded.
 */
export async function launchPayment(
  env: Env,
  order: OrderRow,
  payment: Pick<PaymentRow, "id" | "provider" | "method" | "redirect_url" | "settle_currency" | "settle_amount_minor" | "settle_rate" | "save_card">,
  origin: string,
) {
  if (payment.redirect_url) return payment.redirect_url;
  // The provider the attempt was written for, even if the configuration changed since.
  const provider = providerByKey(env, payment.provider);
  if (!provider) throw new Error(`payment provider ${payment.provider} is not configured`);
  const settlement =
    payment.settle_currency && payment.settle_amount_minor && payment.settle_rate
      ? { currency: payment.settle_currency, amountMinor: payment.settle_amount_minor, rate: payment.settle_rate }
      : null;
  const registered = { id: payment.id, method: payment.method, saveCard: payment.save_card === 1, amountMinor: dueMinor(order), settlement };
  const started = await askProvider(env, provider, order, registered, origin);
  await env.DB.prepare("UPDATE payments SET redirect_url = ?, provider_reference = ?, provider_url = ? WHERE id = ?")
    .bind(started.redirectUrl, started.providerReference ?? null, started.providerUrl ?? null, payment.id)
    .run();
  return started.redirectUrl;
}

/** A new attempt for an unpaid order (Continue, perhaps with another method): one write, after the provider answered. */
export async function startPayment(env: Env, order: OrderRow, method: PaymentMethodKey, origin: string, now = Date.now()): Promise<string> {
  const rates = await getRates(env.DB);
  const attempt = { id: crypto.randomUUID(), method, currency: order.currency, amountMinor: dueMinor(order), now, rates };
  const { statement, redirectUrl } = await startedAttempt(env, order, attempt, origin);
  const written = await statement.run();
  if (written.meta.changes !== 1) throw new Error(`payment ${attempt.id} was not written`);
  return redirectUrl;
}
