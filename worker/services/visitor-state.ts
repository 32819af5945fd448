import type { VisitorPayload, VisitorShellState } from "~/shared/shell-state";
import type { RequestContext } from "../request-context-type";
import type { Env } from "../env";
import { cartCount } from "./cart-count";
import { listCountries } from "./countries";
import { catalogContext } from "./catalog/context";
import { freeGiftFor } from "./free-gift/campaigns";
import { freightList } from "./freight";

/**
 * What a page knows only per visitor: identity, consent, cart count, a claimable free
 * gift and the freight list of their ship-to country. Pages served from the edge cache ask for it after they load (visitor/state).
 */
export async function visitorState(env: Env, ctx: RequestContext, giftCode: string | undefined): Promise<VisitorPayload> {
  const cc = catalogContext(env, ctx);
  const [count, freeGift, countries, freight] = await Promise.all([
    cartCount(env.DB, ctx.session, ctx.store.key),
    freeGiftFor(cc, giftCode),
    listCountries(env.DB),
    freightList(env.DB, ctx.store.key, ctx.shipCountry, ctx.currency),
  ]);
  return { ...visitorFields(ctx, count), freeGift, countries: countries.map(({ iso2, name }) => ({ iso2, name })), freight };
}

/** The visitor's part of the shell state: one definition for the root loader and visitor/state. */
export function visitorFields(ctx: RequestContext, cartCount: number): VisitorShellState {
  return {
    uuid: ctx.session.uuid,
    signedIn: Boolean(ctx.session.customerId),
    username: ctx.session.email ? ctx.session.email.split("@")[0] : "",
    country: ctx.country,
    shipCountry: ctx.shipCountry,
    device: ctx.device,
    askConsent: ctx.askConsent,
    consent: ctx.consent,
    cartCount,
  };
}
