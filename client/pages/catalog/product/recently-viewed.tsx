import { useEffect } from "react";
import { Link } from "../../../components/ui/link";
import { ProductImage } from "../../../components/catalog/product-image";
import { useT } from "../../../lib/use-t";
import { useViewedHistory } from "../../../lib/use-viewed-history";

const SHOWN = 8;

/** The shopper's recently viewed products (local history), without the one on screen. */
export function RecentlyViewed({ currentSpu }: { currentSpu: string }) {
  const t = useT();
  const { state, load } = useViewedHistory();
  useEffect(() => {
    void load();
  }, [load, currentSpu]);
  if (state.kind !== "list") return null;
  const items = state.entries
    .flatMap((e) => e.spuCodes)
    .filter((p, i, all) => p.spuCode !== currentSpu && all.findIndex((q) => q.spuCode === p.spuCode) === i);
  if (items.length === 0) return null;
  return (
    <section className="product-strip" aria-label={t("catalog.product.recentlyViewed")} data-testid="recently-viewed">
      <h2>{t("catalog.product.recentlyViewed")}</h2>
      <ul className="product-strip__list">
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.spuCode}>
            <Link to={item.seoLink} className="mini-card">
              <ProductImage image={item.productImage} fixedWidth={140} />
              <span className="mini-card__price">{item.productSalePrice}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
