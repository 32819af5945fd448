import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { orderCreateSchema, orderPayBody, orderTrackBody, type OrderCreateBody } from "~/shared/schemas/order";
import type { AppEnv } from "../../env";
import { contract } from "../../contract-route";
import { clientIp, ok, reply } from "../../http";
import { listCountries } from "../../services/countries";
import { translatorFor } from "../../services/translator";
import { cartOwner } from "../../services/checkout/cart";
import { cartContextFor } from "../../services/checkout/cart-view";
import { createOrder } from "../../services/orders/order-create";
import { SessionLapsed } from "../../services/orders/order-refused";
import { sessionActiveCondition } from "../../services/account/sessions";
import { settleSession } from "../../middleware/request-context";
import { payAgain, trackWithinBudget } from "../../services/orders/order-access";
import { CHECKOUT_BUDGETS, checkoutCounted } from "../../services/orders/order-budgets";
import { isLoopback } from "../../services/ip-bucket";
import { tooMany } from "../helpers/account-helpers";
import { payableProviders, providerByKey } from "../../services/payments/registry";
import { deliveryHandled, deliveryMark, settlePayment } from "../../services/payments/payments";
import { sendOrderConfirmation } from "../../services/mail/order-email";
import { customerCards } from "../../services/payments/stored-cards";
import { invoiceRoutes } from "./invoice-routes";

/** `order/*`: create (idempotent, priced on the server), pay again, track, invoices (invoice-routes.ts). */
export const orderRoutes = new Hono<AppEnv>();
orderRoutes.route("/", invoiceRoutes);

/** The address an order's holdings and declines count against; none for a loopback client (ip-bucket.ts). */
const clientKey = (c: Context<AppEnv>) => {
  const ip = clientIp(c);
  return isLoopback(ip) ? null : ip;
};

const create = contract("order/create", async (c) => orderCreateSchema(await listCountries(c.env.DB)));
const pay = contract("order/pay", orderPayBody);
const track = contract("order/track", orderTrackBody);

orderRoutes.post(create.action, create.body, async (c) => {
  const body = c.req.valid("json");
  try {
    return await placeOrder(c, body);
  } catch (error) {
    if (!(error instanceof SessionLapsed)) throw error;
  }
  // The session was not active (the context is the anonymous visitor's now): asked again as them, as a check made first would have.
  return placeOrder(c, body);
});

async function placeOrder(c: Context<AppEnv>, body: OrderCreateBody) {
  const { ctx } = c.var;
  const now = Date.now();
  // Counted here, checked inside createOrder's first trip (docs/decisions/1342-fewer-round-trips.md).
  const counted = await checkoutCounted(CHECKOUT_BUDGETS.orderCreate, clientIp(c), cartOwner(ctx.session), body.email);
  const t = await translatorFor(ctx.language);
  // A refused order (services/checkout/order-refused.ts) answers through the app's error handler.
  const created = await createOrder(
    {
      ...cartContextFor(c.env, ctx),
      counted,
      // A signed-in shopper's session check rode this request's first trip (middleware/request-context.ts).
      session: c.var.sessionCheck ? { active: () => settleSession(c), countOnlyIf: sessionActiveCondition(ctx.session, now) } : undefined,
      store: ctx.store.key,
      env: c.env,
      customerId: ctx.session.customerId ? Number(ctx.session.customerId) : null,
      clientKey: clientKey(c),
      t,
      now,
      providers: payableProviders(c.env),
      storedCards: async () => (await customerCards(c.env, Number(ctx.session.customerId) || null)).length,
      origin: ctx.url.origin,
      waitUntil: (work) => c.executionCtx.waitUntil(work),
    },
    body,
  );
  return create.ok(c, created, t("checkout.orderCreated", { orderNumber: created.orderNumber }));
}

orderRoutes.post(pay.action, pay.body, async (c) => {
  const { ctx } = c.var;
  const { orderNumber, paymentMethod } = c.req.valid("json");
  const budget = CHECKOUT_BUDGETS.orderPay;
  const over = await tooMany(c, [...(await checkoutCounted(budget, clientIp(c), cartOwner(ctx.session))), [budget.order, orderNumber.toUpperCase()]]);
  if (over) return over;
  const who = {
    owner: cartOwner(ctx.session),
    customerId: ctx.session.customerId,
    store: ctx.store.key,
    origin: ctx.url.origin,
    clientKey: clientKey(c),
  };
  const { paymentUrl } = await payAgain(c.env, who, orderNumber, paymentMethod);
  return pay.ok(c, { orderNumber, paymentUrl });
});

/**
 * Order number or tracking number, plus email or phone. The answer never tells whether an
 * order or a tracking number exists; both ways share one rate limit.
 */
orderRoutes.post(track.action, track.body, async (c) => {
  const { ctx } = c.var;
  const t = await translatorFor(ctx.language);
  const { orderNumber, trackingNumber, contact } = c.req.valid("json");
  const by = orderNumber ? { orderNumber } : { trackingNumber: trackingNumber ?? "" };
  const looked = await trackWithinBudget(c.env, clientIp(c), by, contact);
  if (looked.over) return reply(c, API_CODE.tooMany, t("track.tooMany"), null);
  const { tracking } = looked;
  if (!tracking) return reply(c, API_CODE.notFound, t("track.notFound"), null);
  return track.ok(c, tracking, tracking.trackingNumber ? "success" : t("track.noLogistics"));
});

/** `payment/webhook/{provider}`: server-to-server, verified by the provider's signature. */
export const paymentRoutes = new Hono<AppEnv>();

paymentRoutes.post("/webhook/:provider", async (c) => {
  const provider = providerByKey(c.env, c.req.param("provider"));
  if (!provider) return reply(c, API_CODE.notFound, "Unknown payment provider", null);
  const event = await provider.handleWebhook(c.env, c.req.raw);
  if (!event) return reply(c, API_CODE.forbidden, "Webhook signature does not verify", null);
  if ("ignored" in event) return ok(c, { duplicate: false, ignored: true });
  if (await deliveryHandled(c.env.DB, provider.key, event.eventId)) return ok(c, { duplicate: true });
  const result = await settlePayment(c.env, provider, event, Date.now(), [deliveryMark(c.env.DB, provider.key, event.eventId, event.paymentId)]);
  if (!result) return reply(c, API_CODE.notFound, "Unknown payment", null);
  if (result.kind === "success" && result.justPaid) {
    c.executionCtx.waitUntil(sendOrderConfirmation(c.env, result.order, c.var.ctx.url).catch((e) => console.error("order mail", e)));
  }
  return ok(c, { duplicate: false, status: result.order.status });
});
