import { Link } from "../ui/link";
import type { ProductCard as Card } from "~/shared/catalog-types";
import { useT } from "../../lib/use-t";
import { WishlistButton } from "../account/wishlist-button";
import { Rate } from "../ui/rate";
import { PriceTag } from "./price-tag";
import { ProductImage } from "./product-image";

/** Grid cells are about a quarter of the page on desktop, half on phones. */
const CARD_SIZES = "(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw";

export function ProductCard({ product, eager = false, priority = false }: { product: Card; eager?: boolean; priority?: boolean }) {
  const t = useT();
  return (
    <article className="product-card" data-testid="product-card" data-spu={product.spuCode}>
      <Link to={product.href} className="product-card__link">
        <div className="product-card__media">
          <ProductImage image={product.image} sizes={CARD_SIZES} eager={eager} priority={priority} alt="" />
          {product.hoverImage && <ProductImage image={product.hoverImage} sizes={CARD_SIZES} className="product-card__hover" alt="" />}
          <span className="product-card__badges">
            {product.isNew && <span className="badge-tag">{t("catalog.card.new")}</span>}
            {product.discountPercent > 0 && (
              <span className="badge-tag badge-tag--sale">{t("catalog.card.off", { percent: product.discountPercent })}</span>
            )}
          </span>
        </div>
        <h3 className="product-card__title">{product.title}</h3>
      </Link>
      <WishlistButton spuCode={product.spuCode} productName={product.title} className="product-card__heart" />
      <PriceTag sale={product.salePrice} base={product.basePrice} lowestPrior={product.lowestPrior} />
      {product.rating.count > 0 && (
        <p className="product-card__rating">
          <Rate readOnly value={product.rating.average} size={14} />
          <span className="product-card__reviews">{t("catalog.card.reviews", { count: product.rating.count })}</span>
        </p>
      )}
    </article>
  );
}

/**
 * A list of cards; the first `eagerCount` images are above the fold and load at once, the very
 * first as the page's main image (preloaded, fetchpriority high: a listing's LCP on a phone).
 */
export function ProductGrid({ products, eagerCount = 0, label }: { products: Card[]; eagerCount?: number; label?: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.spuCode}>
          <ProductCard product={product} eager={i < eagerCount} priority={i === 0 && eagerCount > 0} />
        </li>
      ))}
    </ul>
  );
}
