import { useId } from "react";
import type { Price } from "~/shared/checkout-types";
import { helpPath } from "~/shared/url-scheme";
import { Checkbox } from "../../components/ui/checkbox";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";

/**
 * Tariff insurance: offered where the destination may charge import duties on this order
 * (shared/tariff-insurance; the server prices it the same way in order/create). Shown only
 * when offered for the chosen country.
 */
export function TariffControl({ price, checked, onChange }: { price: Price | null; checked: boolean; onChange: (use: boolean) => void }) {
  const t = useT();
  const titleId = useId();
  if (!price) return null;
  return (
    <section className="checkout-section" aria-labelledby={titleId} data-testid="tariff-control">
      <h2 id={titleId} className="checkout-section__title">
        {t("checkout.tariff.title")}
      </h2>
      <Checkbox checked={checked} onChange={onChange} label={t("checkout.tariff.use", { price: price.formatted })} />
      <p className="checkout-section__hint">{t("checkout.tariff.note")}</p>
      <Link to={helpPath("shipping-info")}>{t("checkout.tariff.help")}</Link>
    </section>
  );
}
