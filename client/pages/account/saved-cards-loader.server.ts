import type { StoredCardView } from "~/shared/checkout-types";
import { AdyenUnavailable } from "~/worker/services/payments/adyen";
import { cardVault, customerCards } from "~/worker/services/payments/stored-cards";
import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";
import { requireCustomer } from "./require-customer.server";

export interface SavedCardsData {
  /** Whether a provider keeps cards here at all (production without Adyen: no). */
  available: boolean;
  /** The provider could not be asked just now. */
  unreachable: boolean;
  cards: StoredCardView[];
}

/** /accounts/cards: the cards the payment provider keeps for the customer (docs/decisions/0811-stored-cards.md). */
export const savedCardsLoader: PageLoader<SavedCardsData> = async ({ context, url }) => {
  const customerId = requireCustomer(context, url);
  const t = await translatorFor(context.ctx.language);
  const available = cardVault(context.env) !== null;
  let cards: StoredCardView[] = [];
  let unreachable = false;
  try {
    cards = await customerCards(context.env, customerId);
  } catch (error) {
    if (!(error instanceof AdyenUnavailable)) throw error;
    unreachable = true;
  }
  return { data: { available, unreachable, cards }, title: t("account.cards.title") };
};
