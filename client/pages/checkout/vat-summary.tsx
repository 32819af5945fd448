import { formatMoney, type CurrencyCode } from "~/shared/money";
import type { VatOutcome } from "~/shared/vat";
import { useT } from "../../lib/use-t";

/**
 * The VAT of the order for the chosen country (shared/vat): added to prices without VAT, the
 * part included in prices with it, or why none is charged at checkout — above the EU's €150 or
 * the UK's £135, VAT and duty are charged on delivery; US sales tax is not collected.
 */
export function VatSummary({ vat, currency }: { vat: VatOutcome; currency: CurrencyCode }) {
  const t = useT();
  const rate = `${vat.rateBp / 100} %`;
  const removed = -vat.adjust;
  return (
    <div className="vat-summary" data-testid="vat-summary">
      {vat.status === "collected" && (
        <dl className="order-totals">
          <dt>{vat.pricesIncludeVat ? t("summary.vatIncluded", { rate }) : t("summary.vat", { rate })}</dt>
          <dd data-testid="order-vat">{formatMoney(vat.vat, currency)}</dd>
        </dl>
      )}
      {vat.status === "notCollected" && removed > 0 && (
        <dl className="order-totals">
          <dt>{t("summary.vatRemoved")}</dt>
          <dd data-testid="order-vat-removed">-{formatMoney(removed, currency)}</dd>
        </dl>
      )}
      {vat.reason && <p className="vat-summary__note">{t(`checkout.vat.${vat.reason}`)}</p>}
    </div>
  );
}
