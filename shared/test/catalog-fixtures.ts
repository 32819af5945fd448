/** Catalogue objects for unit tests of code that only reads the contract's shapes. */
import { formatMoney, type CurrencyCode } from "../money";
import type { ProductCard, ProductDetail, Sku } from "~/shared/catalog-types";

export const price = (amount: number, currency: CurrencyCode = "USD") => ({
  amount,
  currency,
  formatted: formatMoney(amount, currency),
});

export function card(over: Partial<ProductCard> = {}): ProductCard {
  return {
    spuCode: "HE100",
    productCode: "HE100",
    href: "/product-gold-ring-HE100.html",
    title: "Gold ring",
    image: { key: "products/he100/1.jpg", width: 800, height: 800, alt: "Gold ring" },
    salePrice: price(49.5),
    basePrice: price(59.5),
    discountPercent: 17,
    rating: { average: 4.5, count: 12 },
    isNew: false,
    tags: [],
    ...over,
  };
}

export function sku(over: Partial<Sku> = {}): Sku {
  return { skuCode: "HE100-7", size: "7", stock: 3, price: price(49.5), basePrice: price(59.5), ...over };
}

export function detail(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...card(),
    description: "A ring in gold.",
    material: "Gold-plated",
    stone: null,
    images: [card().image, { key: "products/he100/2.jpg", width: 800, height: 800, alt: "Gold ring, side" }],
    skus: [sku()],
    measurements: [],
    sizeGuide: "ring",
    personalizable: false,
    jewelSafe: null,
    breadcrumb: [
      { name: "Home", href: "/" },
      { name: "Rings", href: "/category-rings" },
      { name: "Gold ring", href: "/product-gold-ring-HE100.html" },
    ],
    categoryKey: "rings",
    ...over,
  };
}
