import { Suspense, useId, useState } from "react";
import type { Look } from "~/shared/catalog-types";
import { ProductCard } from "../../components/catalog/product-card";
import { ProductImage } from "../../components/catalog/product-image";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import { ShopTheLook } from "./shop-the-look";

/**
 * One look: the picture with a hotspot button on each piece (named after the product), the
 * product's card when a hotspot is open, the pieces as links, and "shop the look".
 */
export function LookView({ look, bookTitle, eager }: { look: Look; bookTitle: string; eager: boolean }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const name = t("lookBooks.look", { number: look.position + 1 });
  const shown = look.pieces.find((p) => p.product.spuCode === open);
  return (
    <section className="look" aria-labelledby={`${id}-title`} data-testid="look">
      <h2 id={`${id}-title`}>{name}</h2>
      <div className="look__picture">
        <ProductImage
          image={look.image}
          alt={t("lookBooks.pictureAlt", { book: bookTitle, look: name })}
          sizes="(min-width: 1024px) 640px, 100vw"
          priority={eager && look.position === 0}
          eager={eager}
        />
        {look.pieces.map((piece) => (
          <button
            key={piece.product.spuCode}
            type="button"
            className="look__hotspot"
            style={{ left: `${piece.x}%`, top: `${piece.y}%` }}
            aria-label={piece.product.title}
            aria-expanded={open === piece.product.spuCode}
            aria-controls={`${id}-card`}
            onClick={() => setOpen((current) => (current === piece.product.spuCode ? null : piece.product.spuCode))}
          >
            <span aria-hidden="true">+</span>
          </button>
        ))}
      </div>
      <div id={`${id}-card`} className="look__card" hidden={!shown}>
        {/* The card's first showing may wait for its stylesheets: only the card waits, so the
            hotspot keeps the keyboard focus. */}
        {shown && (
          <Suspense fallback={null}>
            <ProductCard product={shown.product} />
            <button type="button" className="button button--link" onClick={() => setOpen(null)}>
              {t("lookBooks.closeCard")}
            </button>
          </Suspense>
        )}
      </div>
      <h3 className="look__pieces-title">{t("lookBooks.inThisLook")}</h3>
      <ul className="look__pieces">
        {look.pieces.map((piece) => (
          <li key={piece.product.spuCode}>
            <Link to={piece.product.href}>{piece.product.title}</Link> <span>{piece.product.salePrice.formatted}</span>
          </li>
        ))}
      </ul>
      <ShopTheLook pieces={look.pieces} lookName={name} />
    </section>
  );
}
