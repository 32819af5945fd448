/**
 * schema.org JSON-LD for product and listing pages: Product + Offer + AggregateRating, and
 * BreadcrumbList. URLs are absolute (search engines need them so).
 */
import type { Crumb, ProductDetail } from "~/shared/catalog-types";

type Json = Record<string, unknown>;

const absolute = (origin: string, href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href}`);

export function breadcrumbJsonLd(crumbs: Crumb[], origin: string): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absolute(origin, crumb.href),
    })),
  };
}

/** In stock when any variant has stock or is made to order (no stock limit). */
export function availability(product: Pick<ProductDetail, "skus">): string {
  const available = product.skus.length === 0 || product.skus.some((s) => s.stock === null || s.stock > 0);
  return available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
}

/** A published review as structured data shows it (a few per product page). */
export interface JsonLdReview {
  author: string;
  rating: number;
  body: string;
  /** Milliseconds since the epoch. */
  date: number;
}

export function productJsonLd(
  product: ProductDetail,
  options: { origin: string; brand: string; imageUrl: (key: string) => string; reviews?: JsonLdReview[] },
): Json {
  const url = absolute(options.origin, product.href);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.spuCode,
    productID: product.productCode,
    url,
    image: product.images.map((img) => absolute(options.origin, options.imageUrl(img.key))),
    description: product.description,
    brand: { "@type": "Brand", name: options.brand },
    ...(product.material ? { material: product.material } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: product.salePrice.amount.toFixed(2),
      priceCurrency: product.salePrice.currency,
      availability: availability(product),
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating.average.toFixed(1),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(options.reviews?.length
      ? {
          review: options.reviews.map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.author },
            datePublished: new Date(r.date).toISOString().slice(0, 10),
            reviewBody: r.body,
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A look book, or the list of them: a CollectionPage whose ItemList names what it shows. */
export function collectionJsonLd(
  page: { name: string; description: string; href: string; image?: string },
  items: { name: string; href: string; image?: string }[],
  origin: string,
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.name,
    description: page.description,
    url: absolute(origin, page.href),
    ...(page.image ? { image: absolute(origin, page.image) } : {}),
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: items.length,
      itemListElement: items.map((item, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: item.name,
        url: absolute(origin, item.href),
        ...(item.image ? { image: absolute(origin, item.image) } : {}),
      })),
    },
  };
}
