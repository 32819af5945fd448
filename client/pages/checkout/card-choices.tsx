import type { StoredCardView } from "~/shared/checkout-types";
import type { PaymentMethodKey } from "~/shared/payment-methods";
import { brandName } from "../../components/account/card-brand";
import { Checkbox } from "../../components/ui/checkbox";
import { useT } from "../../lib/use-t";

/**
 * Below the payment methods: a signed-in customer paying by card may save it (the provider
 * keeps it, docs/decisions/0811-stored-cards.md); paying with a saved card names the cards
 * the provider's page will offer.
 */
export function CardChoices({
  method,
  canSave,
  save,
  onSave,
  cards,
}: {
  method: PaymentMethodKey | null;
  canSave: boolean;
  save: boolean;
  onSave: (save: boolean) => void;
  cards: StoredCardView[];
}) {
  const t = useT();
  if (method === "card" && canSave) {
    return (
      <div className="checkout-card-save" data-testid="save-card">
        <Checkbox checked={save} onChange={onSave} label={t("checkout.card.save")} />
        <p className="checkout-section__hint">{t("checkout.card.saveNote")}</p>
      </div>
    );
  }
  if (method === "storedCard" && cards.length) {
    const names = cards.map((card) => `${brandName(card.brand)} •••• ${card.lastFour} (${card.expiryMonth}/${card.expiryYear})`).join(", ");
    return (
      <p className="checkout-section__hint" data-testid="stored-cards">
        {t("checkout.storedCard.cards", { cards: names })}
      </p>
    );
  }
  return null;
}
