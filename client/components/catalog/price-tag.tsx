import type { Price } from "~/shared/catalog-types";
import { useT } from "../../lib/use-t";

/**
 * The sale price, and the price before the discount struck through when there is one; where
 * that price is the lowest of the 30 days before the reduction, it says so
 * (docs/decisions/1326-omnibus-prices.md).
 */
export function PriceTag({
  sale,
  base,
  lowestPrior = false,
  className = "",
}: {
  sale: Price;
  base: Price;
  lowestPrior?: boolean;
  className?: string;
}) {
  const t = useT();
  const discounted = base.amount > sale.amount;
  return (
    <p className={`price-tag ${className}`}>
      <span className={discounted ? "price-tag__sale price-tag__sale--discounted" : "price-tag__sale"}>
        {discounted && <span className="visually-hidden">{t("catalog.price.now")} </span>}
        {sale.formatted}
      </span>
      {discounted && (
        <s className="price-tag__base">
          <span className="visually-hidden">{t("catalog.price.was")} </span>
          {base.formatted}
        </s>
      )}
      {discounted && lowestPrior && <span className="price-tag__reference">{t("catalog.price.lowest30")}</span>}
    </p>
  );
}
