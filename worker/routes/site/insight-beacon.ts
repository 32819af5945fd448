import type { Context } from "hono";
import { consentAllows } from "~/shared/consent";
import type { insightBeaconBody } from "~/shared/schemas/insight";
import type { z } from "zod";
import type { AppEnv } from "../../env";
import { clientIp, ok } from "../../http";
import { BEACON_BUDGET, beaconPoints } from "../../services/insight/beacon";
import { tagOrderStatement } from "../../services/insight/order-paid";
import { recordInsight } from "../../services/insight/recorder";
import { cartOwner } from "../../services/checkout/cart";
import { isLoopback } from "../../services/ip-bucket";
import type { Counted } from "../../services/account/limits";
import { tooMany } from "../helpers/account-helpers";

/**
 * `stat/insight`: a browser's shopper events and speed readings (docs/decisions/1360-merchant-insight.md).
 * Statistics consent first: without it nothing is counted, budgeted or stored. The answer
 * never waits for the recording. The body is checked by the route's `validBody`: `sendBeacon`
 * posts it as text, and the validator reads the text whatever its content type.
 */
export async function insightBeacon(c: Context<AppEnv>, beacon: z.output<typeof insightBeaconBody>) {
  const { ctx } = c.var;
  if (!consentAllows("analytics", ctx)) return ok(c, { recorded: false });
  const ip = clientIp(c);
  // Loopback is the local bench and soak only (services/ip-bucket.ts); the visitor's budget still counts.
  const counted: Counted[] = [[BEACON_BUDGET.visitor, ctx.session.uuid]];
  if (!isLoopback(ip)) counted.push([BEACON_BUDGET.ip, ip]);
  const limited = await tooMany(c, counted);
  if (limited) return limited;

  const points = beaconPoints(beacon, { store: ctx.store.key, device: ctx.device });
  const later = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
  recordInsight(c.env, points, later);
  const payment = beacon.events.find((event) => event.kind === "payment");
  if (payment) {
    const tag = {
      orderNumber: payment.order,
      owner: cartOwner(ctx.session),
      visit: beacon.visit,
      campaign: beacon.campaign,
      landing: beacon.landing,
    };
    const statement = tagOrderStatement(c.env.DB, { ...tag, device: ctx.device, lcp: beacon.lcp ?? "" });
    later(statement.run().catch((error: unknown) => console.warn("insight: order not tagged", String(error))));
  }
  return ok(c, { recorded: true });
}
