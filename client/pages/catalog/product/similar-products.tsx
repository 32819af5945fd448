import { useEffect, useId, useState } from "react";
import type { ProductCard } from "~/shared/catalog-types";
import { ProductGrid } from "../../../components/catalog/product-card";
import { useApi } from "../../../lib/use-api";
import { useT } from "../../../lib/use-t";

/**
 * Answers already fetched in this page load, by product code: a product page brought back
 * (keep-alive, history) shows its strip at once, without asking again.
 */
const fetched = new Map<string, ProductCard[]>();

/**
 * Similar products, below the fold: asked for once the page is in the browser, so the shared
 * cached page stays small and quick to render (docs/decisions/0002-edge-cache.md).
 * Nothing shows until they are there, or if there are none or the call fails.
 */
export function SimilarProducts({ productCode }: { productCode: string }) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const [products, setProducts] = useState<ProductCard[] | undefined>(() => fetched.get(productCode));

  useEffect(() => {
    const known = fetched.get(productCode);
    setProducts(known);
    if (known) return;
    let current = true;
    api<{ products: ProductCard[] }>("category/similar", { productCode })
      .then((result) => {
        if (result.code !== 200 || !result.data) return;
        fetched.set(productCode, result.data.products);
        if (current) setProducts(result.data.products);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, productCode]);

  if (!products?.length) return null;
  return (
    <section className="product-strip" aria-labelledby={`${id}-similar`} data-testid="similar-products">
      <h2 id={`${id}-similar`}>{t("catalog.product.similar")}</h2>
      <ProductGrid products={products} />
    </section>
  );
}
