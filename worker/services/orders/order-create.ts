import type { CreatedOrder } from "~/shared/checkout-types";
import { LOW_STOCK } from "~/shared/constants";
import { newOrderNumber } from "~/shared/order-number";
import type { OrderCreateBody } from "~/shared/schemas/order";
import type { Env } from "../../env";
import { pathTo } from "~/shared/url-scheme";
import { walletBalance } from "../account/wallet";
import { orderTakeStatement } from "../ledger/stock-movements";
import { refreshForStock } from "../catalog/stock-refresh";
import { paidStatements, pendingPayment } from "../payments/payments";
import { launchPayment, startPayment, startedAttempt } from "../payments/attempt-start";
import { clearCartStatements } from "../checkout/cart";
import { useCouponStatement } from "../coupons/redeem";
import { claimStageStatement, STAGE_FREE_GUARD, stageLost } from "../custom-jewelry/checkout-stage";
import { planOrder, type OrderPlan, type PlanContext } from "./order-plan";
import { assertPaymentOpen } from "../checkout/decline-lock";
import { holdCapGuard, heldBy, HOLD_CAPS } from "./order-budgets";
import { OrderRefused, OrderThrottled, SessionLapsed } from "./order-refused";
import { overLimit, type Counted } from "../account/limits";
import type { SqlCondition } from "../rate-limit";
import type { PaymentRow } from "../payments/payments";
import { sendOrderConfirmation } from "../mail/order-email";
import { orderVatStatements } from "../tax/order-vat";
import { findOrderByKey, findOrderByNumber, minorPrice, transitionOrder, UNPAID_LIFETIME_MS, type OrderRow } from "./orders-store";
import { rateOf, toMinor } from "../checkout/pricing";
import { dueMinor, WALLET_GUARD, walletDebitStatement, walletMinor } from "../checkout/wallet-payment";

/**
 * `order/create`: prices everything on the server (order-plan), then writes the order in ONE
 * D1 batch, which is a transaction: the order and its lines, the coupon use, the stock of
 * every limited SKU, the history row, the first payment attempt and the emptied cart. Stock is
 * taken with
 *   UPDATE skus SET stock = stock - ? WHERE sku_code = ? AND stock IS NOT NULL
 * and the catalogue's CHECK (stock IS NULL OR stock >= 0) turns an oversell into a failed
 * statement, which rolls the whole batch back: no order, no stock taken, no cart emptied.
 * (A `WHERE stock >= ?` with a meta.changes check could not undo the statements before it.)
 * Made-to-order SKUs (stock NULL) are not limited.
 */
export interface CreateContext extends PlanContext {
  env: Env;
  customerId: number | null;
  /** The client address that places the order (http.ts clientIp): its holdings are capped too. */
  clientKey: string | null;
  origin: string;
  /** Budget counters this order spends (order-budgets.ts), counted in its first round trip. */
  counted?: Counted[];
  /**
   * A signed-in shopper's session check, which rode the first round trip: the order goes on
   * only when it answers true, and the budget is counted only under `countOnlyIf` (the session
   * still active) so a revoked session writes nothing (docs/decisions/1343-writes-in-two-trips.md, addendum).
   */
  session?: { active: () => Promise<boolean>; countOnlyIf: SqlCondition };
  /** Work after the answer (the confirmation mail of an order the wallet paid in full). */
  waitUntil?: (work: Promise<unknown>) => void;
}

const randomDigits = () => crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;

/** What the provider is asked for: the order's total less its wallet part (none when the wallet pays it all). */
const dueOf = (plan: OrderPlan) => toMinor(plan.totals.total) - walletMinor(plan.wallet);

/**
 * The order's first payment attempt, registered with its provider before the order's batch, which
 * writes it with the provider's answer (payments/attempt-start.ts): the provider's reference is in
 * the table from the start, with no write of its own after the provider answered. Null when the
 * wallet pays the order in full.
 */
function firstAttempt(cc: CreateContext, body: OrderCreateBody, plan: OrderPlan, orderNumber: string) {
  const due = dueOf(plan);
  if (due <= 0) return null;
  const order = {
    order_number: orderNumber,
    customer_id: cc.customerId,
    currency: cc.currency,
    email: body.email,
    language: cc.language,
    ship_country: body.shippingAddress.country,
    shipping_address: JSON.stringify(body.shippingAddress),
  };
  const attempt = {
    id: crypto.randomUUID(),
    method: body.paymentMethod,
    currency: cc.currency,
    amountMinor: due,
    now: cc.now,
    rates: plan.rates,
    saveCard: plan.saveCard,
  };
  return startedAttempt(cc.env, order, attempt, cc.origin);
}

function orderStatements(cc: CreateContext, body: OrderCreateBody, plan: OrderPlan, orderNumber: string, attempt: D1PreparedStatement | null) {
  const { db, now } = cc;
  const { totals, usd } = plan;
  const cents = (amount: number) => toMinor(amount);
  const address = body.shippingAddress;
  const withEmail = (a: typeof address) => JSON.stringify({ ...a, email: body.email });
  const orderId = "(SELECT id FROM orders WHERE order_number = ?1)";
  const statements: D1PreparedStatement[] = [];
  // eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: "use" the coupon
  if (plan.coupon) statements.push(useCouponStatement(db, plan.coupon, cc.owner, orderNumber, now));
  if (plan.wallet && cc.customerId) statements.push(walletDebitStatement(db, cc.customerId, plan.wallet, orderNumber, now));
  // A customer's coupon must carry this order's number by now, the wallet debit must be
  // written and a custom payment must still be free, or the order row is not written and the lines below fail on their NOT NULL
  // order_id, undoing the batch.
  const guards = [
    ...(plan.coupon?.source === "customer" ? ["EXISTS (SELECT 1 FROM customer_coupons WHERE order_number = ?1)"] : []),
    ...(plan.wallet ? [WALLET_GUARD] : []),
    // A custom payment is claimed here, in the batch, not only when planned (custom-stage.ts).
    ...(body.orderType === "custommade" ? [STAGE_FREE_GUARD] : []),
    // What one visitor may hold at once is checked here too, so concurrent orders cannot pass it together.
    holdCapGuard("?34", sum(reservedStock(plan).values())),
  ];
  const guard = `WHERE ${guards.join(" AND ")}`;
  const walletPart = walletMinor(plan.wallet);
  statements.push(
    db
      .prepare(
        `INSERT INTO orders (order_number, idempotency_key, store, language, owner, customer_id, email, phone, status,
           order_type, custom_made_param, shipping_method, payment_method, coupon_code, currency, rate,
           subtotal_cents, discount_cents, jewel_safe_cents, shipping_cents, total_cents,
           subtotal_minor, discount_minor, jewel_safe_minor, shipping_minor, total_minor,
           ship_country, shipping_address, billing_address, created_at, updated_at, wallet_cents, wallet_minor,
           tariff_insurance_cents, tariff_insurance_minor, client_key)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'unpaid', ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20,
           ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?29, ?30, ?31, ?32, ?33, ?34 ${guard}`,
      )
      .bind(
        orderNumber,
        body.idempotencyKey,
        cc.store,
        cc.language,
        cc.owner,
        cc.customerId,
        body.email,
        address.phone,
        body.orderType,
        body.customMadeParam ?? null,
        body.shippingMethod,
        body.paymentMethod,
        plan.coupon?.code ?? null,
        cc.currency,
        rateOf(cc.currency, plan.rates),
        cents(usd.subtotal),
        cents(usd.discount),
        cents(usd.jewelSafe),
        cents(usd.shipping ?? 0),
        cents(usd.total),
        cents(totals.subtotal),
        cents(totals.discount),
        cents(totals.jewelSafe),
        cents(totals.shipping ?? 0),
        cents(totals.total),
        address.country,
        withEmail(address),
        withEmail(body.billingAddress ?? address),
        now,
        plan.wallet?.cents ?? 0,
        walletPart,
        cents(usd.tariffInsurance),
        cents(totals.tariffInsurance),
        cc.clientKey,
      ),
  );
  plan.lines.forEach((line, i) => {
    const amounts = totals.lines[i];
    statements.push(
      db
        .prepare(
          `INSERT INTO order_lines (order_id, position, kind, sku_code, spu_code, product_code, slug, title, image_key, color, size,
             quantity, reserved, unit_cents, base_cents, jewel_safe_cents, unit_minor, line_minor, signature, message, gift_code)
           VALUES (${orderId}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21)`,
        )
        .bind(
          orderNumber,
          i,
          line.kind,
          line.sku?.skuCode ?? null,
          line.sku?.spuCode ?? null,
          line.sku?.productCode ?? null,
          line.sku?.slug ?? null,
          line.title,
          line.sku?.image?.key ?? null,
          line.sku?.color ?? null,
          line.sku?.size ?? null,
          line.quantity,
          line.sku && line.sku.stock !== null ? 1 : 0,
          line.item.unitCents,
          line.item.baseCents,
          line.item.jewelSafeCents,
          cents(amounts.unit),
          cents(amounts.lineTotal),
          line.signature,
          line.message,
          line.giftCode ?? null,
        ),
    );
  });
  // The VAT the order collected, or why none (docs/decisions/1320-vat-at-checkout.md).
  const eligible = plan.lines.map((line) => line.item.couponEligible);
  statements.push(...orderVatStatements(db, orderNumber, orderId, address.country, totals, usd, eligible));
  for (const [sku, quantity] of reservedStock(plan)) {
    statements.push(
      orderTakeStatement(db, sku, quantity, orderNumber, now),
      db.prepare("UPDATE skus SET stock = stock - ? WHERE sku_code = ? AND stock IS NOT NULL").bind(quantity, sku),
    );
  }
  statements.push(
    db
      .prepare(`INSERT INTO order_events (order_id, from_status, to_status, note, created_at) VALUES (${orderId}, NULL, 'unpaid', 'created', ?2)`)
      .bind(orderNumber, now),
  );
  // An order the wallet pays in full has no provider attempt.
  if (attempt) statements.push(attempt);
  if (plan.cartLineIds.length) statements.push(...clearCartStatements(cc, plan.cartLineIds));
  if (body.orderType === "custommade") {
    statements.push(claimStageStatement(db, orderNumber, cc.store, body.customMadeParam ?? ""));
  }
  return statements;
}

/** The limited SKUs of a plan and how many pieces the order takes of each. */
function reservedStock(plan: OrderPlan): Map<string, number> {
  const reserved = new Map<string, number>();
  for (const line of plan.lines) {
    if (line.sku && line.sku.stock !== null) reserved.set(line.sku.skuCode, (reserved.get(line.sku.skuCode) ?? 0) + line.quantity);
  }
  return reserved;
}

/**
 * Cached product and listing pages show stock (sold out, "Only {n} left"). An order that
 * leaves a SKU at or below the low-stock mark changes what those pages must say, so the
 * catalogue version moves (at most once a minute, catalog/stock-refresh.ts) and shared pages
 * render afresh; above it nothing shown changes (docs/decisions/0002-edge-cache.md).
 */
function lowStockStatement(cc: CreateContext, reserved: Map<string, number>): D1PreparedStatement {
  const codes = [...reserved.keys()];
  return cc.db
    .prepare(`SELECT count(*) AS n FROM skus WHERE stock IS NOT NULL AND stock <= ? AND sku_code IN (${codes.map(() => "?").join(", ")})`)
    .bind(LOW_STOCK, ...codes);
}

/**
 * What the order's batch reads back after its writes, in the same round trip: how many of its
 * SKUs are now low (refreshPagesShowingStock), the order row, and its first payment attempt.
 */
function readBackStatements(cc: CreateContext, body: OrderCreateBody, orderNumber: string, reserved: Map<string, number>) {
  return [
    reserved.size ? lowStockStatement(cc, reserved) : cc.db.prepare("SELECT 0 AS n"),
    cc.db.prepare("SELECT * FROM orders WHERE order_number = ?").bind(orderNumber),
    cc.db
      .prepare(
        `SELECT * FROM payments WHERE order_id = (SELECT id FROM orders WHERE order_number = ?) AND method = ? AND status = 'pending'
          ORDER BY created_at, rowid LIMIT 1`,
      )
      .bind(orderNumber, body.paymentMethod),
  ];
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/**
 * A guarded order row that was not written: was it the visitor's hold cap? Retry-After is when
 * their oldest unpaid order lapses; paying or cancelling one frees the cap at once.
 */
async function holdCapReached(cc: CreateContext, plan: OrderPlan): Promise<OrderThrottled | null> {
  const units = sum(reservedStock(plan).values());
  const checks = [
    [await heldBy(cc.db, "owner", cc.owner), HOLD_CAPS.visitor],
    ...(cc.clientKey ? [[await heldBy(cc.db, "client_key", cc.clientKey), HOLD_CAPS.client] as const] : []),
  ] as const;
  for (const [held, cap] of checks) {
    const lapses = Math.max(60, Math.ceil(((held.oldest ?? cc.now) + UNPAID_LIFETIME_MS - cc.now) / 1000));
    if (held.orders >= cap.unpaidOrders) return new OrderThrottled("checkout.hold.orders", { max: cap.unpaidOrders }, lapses);
    if (held.units + units > cap.heldUnits) return new OrderThrottled("checkout.hold.units", { max: cap.heldUnits }, lapses);
  }
  return null;
}

/** What a failed batch means for the shopper. */
function refusalFor(error: unknown): OrderRefused | "duplicateKey" | "duplicateNumber" | null {
  const text = String((error as Error)?.message ?? error);
  if (text.includes("orders.idempotency_key")) return "duplicateKey";
  if (text.includes("orders.order_number")) return "duplicateNumber";
  if (/CHECK constraint failed: .*stock/.test(text)) return new OrderRefused(409, "checkout.soldOut");
  if (/CHECK constraint failed: .*uses|order_lines\.order_id/.test(text))
    return new OrderRefused(409, "checkout.couponProblem", { reason: "" }, "coupon");
  return null;
}

/**
 * A stock refusal may be the free gift's: two shoppers racing for its last piece. The loser
 * is told so (the cart, priced again, no longer holds the gift), not that an item sold out.
 */
async function giftGone(cc: CreateContext, plan: OrderPlan, refusal: OrderRefused): Promise<OrderRefused> {
  const gift = plan.lines.find((line) => line.giftCode && line.sku?.stock !== null);
  if (refusal.messageKey !== "checkout.soldOut" || !gift?.sku) return refusal;
  const row = await cc.db.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(gift.sku.skuCode).first<{ stock: number | null }>();
  const needed = plan.lines.filter((line) => line.sku?.skuCode === gift.sku?.skuCode).reduce((n, line) => n + line.quantity, 0);
  return row && row.stock !== null && row.stock < needed ? new OrderRefused(409, "checkout.gift.gone", { title: gift.title }) : refusal;
}

/** An order its wallet part pays in full is paid at once, without a provider. */
async function paidByWallet(cc: CreateContext, order: OrderRow) {
  if (order.status !== "unpaid" || dueMinor(order) > 0) return;
  const paid = await transitionOrder(cc.db, order, "processing", "paid: wallet", cc.now, paidStatements(cc.db, order.id, cc.now));
  if (paid && cc.waitUntil) {
    const fresh = (await findOrderByNumber(cc.db, order.order_number)) ?? order;
    cc.waitUntil(sendOrderConfirmation(cc.env, fresh, new URL(cc.origin)).catch((error) => console.error("order confirmation mail", error)));
  }
}

/** `pending`: the order's pending attempt when already read (null: none), else read here. */
async function answerFor(
  cc: CreateContext,
  order: OrderRow,
  method: OrderCreateBody["paymentMethod"],
  known?: PaymentRow | null,
): Promise<CreatedOrder> {
  let paymentUrl = "";
  if (order.wallet_minor > 0 && dueMinor(order) === 0) {
    await paidByWallet(cc, order);
    paymentUrl = pathTo("accountOrderDetail", {}, { orderNumber: order.order_number });
  } else if (order.status === "unpaid") {
    const pending = known !== undefined ? known : await pendingPayment(cc.db, order.id, method);
    // A replayed key after a decline starts a new attempt: the same card-testing lock as Continue.
    if (!pending) await assertPaymentOpen(cc.db, { orderId: order.id, owner: order.owner, clientKey: cc.clientKey }, cc.now);
    paymentUrl = pending ? await launchPayment(cc.env, order, pending, cc.origin) : await startPayment(cc.env, order, method, cc.origin, cc.now);
  }
  return {
    orderNumber: order.order_number,
    paymentUrl,
    total: minorPrice(order.total_minor, order.currency),
    wallet: minorPrice(order.wallet_minor, order.currency),
    due: minorPrice(dueMinor(order), order.currency),
  };
}

/** A guarded order row that was not written: was it the wallet, spent by another order meanwhile? */
async function walletShort(cc: CreateContext, plan: OrderPlan) {
  if (!plan.wallet || !cc.customerId) return null;
  const balance = await walletBalance(cc.db, cc.customerId);
  return balance < plan.wallet.cents ? new OrderRefused(409, "checkout.wallet.short", {}, "useWallet") : null;
}

/**
 * Two round trips to the primary when nothing is refused (docs/decisions/1343-writes-in-two-trips.md):
 * the budget's counters, the replay and card-testing checks and every read the plan needs
 * together; then the provider is asked for the first attempt (no D1), and the order's batch
 * writes the order with that attempt and reads back what the answer needs.
 */
export async function createOrder(cc: CreateContext, body: OrderCreateBody): Promise<CreatedOrder> {
  const replay = async (existing: OrderRow | null) => {
    if (!existing) return null;
    // A key is the shopper's own: someone else's key reveals nothing and creates nothing.
    if (existing.owner !== cc.owner) throw new OrderRefused(409, "checkout.idempotencyKey.reused");
    return answerFor(cc, existing, existing.payment_method);
  };
  const [budget, earlier, lock, planned] = await Promise.allSettled([
    overLimit(cc.db, cc.counted ?? [], cc.now, cc.session?.countOnlyIf),
    findOrderByKey(cc.db, body.idempotencyKey),
    // Order after order, each declined, is card testing too.
    assertPaymentOpen(cc.db, { orderId: null, owner: cc.owner, clientKey: cc.clientKey }, cc.now),
    planOrder(cc, body),
  ]);
  // Nothing read for a session that does not speak for its customer is used.
  if (cc.session && !(await cc.session.active())) throw new SessionLapsed();
  // Refusals in the order the steps used to run one after another: budget, replay, lock, plan.
  const wait = settled(budget);
  if (wait > 0) throw new OrderThrottled("account.tooMany", { minutes: Math.max(1, Math.ceil(wait / 60)) }, wait);
  const replayed = await replay(settled(earlier));
  if (replayed) return replayed;
  settled(lock);
  const plan = settled(planned);
  const reserved = reservedStock(plan);
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderNumber = newOrderNumber(cc.store, new Date(cc.now), randomDigits);
    const payment = await firstAttempt(cc, body, plan, orderNumber);
    const writes = orderStatements(cc, body, plan, orderNumber, payment?.statement ?? null);
    let read: D1Result[];
    try {
      read = (await cc.db.batch([...writes, ...readBackStatements(cc, body, orderNumber, reserved)])).slice(writes.length);
    } catch (error) {
      const refusal = refusalFor(error);
      if (refusal === "duplicateNumber") continue;
      // A guarded order row (coupon, wallet) is also not written when a racing retry of the
      // same key has just spent them: that retry's order is the answer.
      if (refusal === "duplicateKey" || refusal instanceof OrderRefused) {
        const same = await replay(await findOrderByKey(cc.db, body.idempotencyKey));
        if (same) return same;
      }
      if (refusal instanceof OrderRefused) {
        const lost = body.orderType === "custommade" ? await stageLost(cc.db, cc.store, body.customMadeParam) : null;
        throw (await holdCapReached(cc, plan)) ?? lost ?? (await walletShort(cc, plan)) ?? (await giftGone(cc, plan, refusal));
      }
      throw error;
    }
    const [lowStock, orderRow, pending] = read.map((result) => result.results[0]);
    // Cached pages show stock: an order leaving a SKU low changes what they must say (catalog/stock-refresh.ts).
    if (((lowStock as { n: number } | undefined)?.n ?? 0) > 0) await refreshForStock(cc.env.KV, cc.now);
    const order = orderRow as OrderRow | undefined;
    if (!order) throw new Error(`order ${orderNumber} vanished after its batch`);
    return answerFor(cc, order, body.paymentMethod, (pending as PaymentRow | undefined) ?? null);
  }
  throw new Error("could not draw a free order number");
}

/** A settled step's value, or its refusal thrown. */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === "rejected") throw result.reason;
  return result.value;
}
