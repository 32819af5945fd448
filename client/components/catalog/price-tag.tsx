import type { Price } from "~/shared/catalog-types";
import { useT } from "../../lib/use-t";

/** The sale price, and the price before the discount struck through when there is one. */
export function PriceTag({ sale, base, className = "" }: { sale: Price; base: Price; className?: string }) {
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
    </p>
  );
}
