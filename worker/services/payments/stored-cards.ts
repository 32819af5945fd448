import type { StoredCardView } from "~/shared/checkout-types";
import { appSecret } from "../../config";
import type { Env } from "../../env";
import { adyenCardVault } from "./adyen";
import { hmacHex } from "./hmac";
import { providerForMethod } from "./registry";
import { sandboxCardVault } from "./sandbox";

/**
 * Saved cards (docs/decisions/0811-stored-cards.md). The card is tokenized and kept by the
 * provider that takes card payments (Adyen; the sandbox in development), never by the shop:
 * the shop knows a customer's cards only by asking that provider with the customer's opaque
 * shopper reference. Guests have no reference, so they never see or save a card.
 */
export interface CardVault {
  list(shopperReference: string): Promise<StoredCardView[]>;
  /** False when the provider refuses: the card is not this shopper's, or is gone. */
  remove(shopperReference: string, id: string): Promise<boolean>;
}

/** The vault of the provider that takes card payments here; null where cards cannot be saved. */
export function cardVault(env: Env): CardVault | null {
  const provider = providerForMethod(env, "storedCard");
  if (provider?.key === "adyen") return adyenCardVault(env);
  if (provider?.key === "sandbox") return sandboxCardVault(env);
  return null;
}

/**
 * A customer's reference at the provider: an HMAC of the customer id under the app secret,
 * so it names nobody (no email, no guessable number) and is the same at every visit.
 */
export async function shopperReferenceOf(env: Env, customerId: number): Promise<string> {
  const mac = await hmacHex(`adyen-shopper-reference-v1|${appSecret(env)}`, String(customerId));
  return `hc-${mac.slice(0, 40)}`;
}

/** A signed-in customer's saved cards; none for a guest or where no provider keeps cards. */
export async function customerCards(env: Env, customerId: number | null): Promise<StoredCardView[]> {
  const vault = customerId ? cardVault(env) : null;
  if (!vault || !customerId) return [];
  return vault.list(await shopperReferenceOf(env, customerId));
}

/**
 * Deletes one of the customer's saved cards. A card id that is not among this customer's
 * cards is refused before the provider is asked; the provider, asked with this customer's
 * reference, refuses another shopper's card as well.
 */
export async function deleteCustomerCard(env: Env, customerId: number, id: string): Promise<boolean> {
  const vault = cardVault(env);
  if (!vault) return false;
  const reference = await shopperReferenceOf(env, customerId);
  const cards = await vault.list(reference);
  if (!cards.some((card) => card.id === id)) return false;
  return vault.remove(reference, id);
}
