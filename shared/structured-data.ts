/**
 * schema.org JSON-LD for product and listing pages: Product (a ProductGroup when it has
 * variants) + Offer + AggregateRating, ItemList and BreadcrumbList. URLs are absolute (search
 * engines need them so). The home's Organization and WebSite: shared/structured-data-site.ts.
 */
import type { Crumb, ProductDetail, Sku } from "~/shared/catalog-types";
import { returnPoliciesJsonLd, shippingDetailsJsonLd, type OfferTerms } from "./structured-data-offer";

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

interface ProductJsonLdOptions {
  origin: string;
  brand: string;
  imageUrl: (key: string) => string;
  reviews?: JsonLdReview[];
  /** Delivery and returns for the offers; left out when not known. */
  terms?: OfferTerms;
}

function offerJsonLd(url: string, price: ProductDetail["salePrice"], available: string, terms: OfferTerms | undefined): Json {
  return {
    "@type": "Offer",
    url,
    price: price.amount.toFixed(2),
    priceCurrency: price.currency,
    availability: available,
    itemCondition: "https://schema.org/NewCondition",
    ...(terms ? { shippingDetails: shippingDetailsJsonLd(terms), hasMerchantReturnPolicy: returnPoliciesJsonLd(terms) } : {}),
  };
}

/** The properties the variants differ by, as schema.org names them. */
function variesBy(skus: Sku[]): string[] {
  return [...(skus.some((s) => s.color) ? ["https://schema.org/color"] : []), ...(skus.some((s) => s.size) ? ["https://schema.org/size"] : [])];
}

function variantJsonLd(product: ProductDetail, variant: Sku, url: string, options: ProductJsonLdOptions): Json {
  const picture = product.images[variant.image ?? 0] ?? product.images[0];
  const stocked = variant.stock === null || variant.stock > 0;
  return {
    "@type": "Product",
    sku: variant.skuCode,
    name: [product.title, variant.color?.name, variant.size].filter(Boolean).join(" – "),
    ...(variant.color ? { color: variant.color.name } : {}),
    ...(variant.size ? { size: variant.size } : {}),
    ...(picture ? { image: absolute(options.origin, options.imageUrl(picture.key)) } : {}),
    offers: offerJsonLd(url, variant.price, stocked ? "https://schema.org/InStock" : "https://schema.org/OutOfStock", options.terms),
  };
}

/** A product; one with variants (colours or sizes) is a ProductGroup whose variants each have an offer. */
export function productJsonLd(product: ProductDetail, options: ProductJsonLdOptions): Json {
  const url = absolute(options.origin, product.href);
  const varies = product.skus.length > 1 ? variesBy(product.skus) : [];
  return {
    "@context": "https://schema.org",
    ...(varies.length
      ? {
          "@type": "ProductGroup",
          productGroupID: product.spuCode,
          variesBy: varies,
          hasVariant: product.skus.map((variant) => variantJsonLd(product, variant, url, options)),
        }
      : {
          "@type": "Product",
          sku: product.spuCode,
          offers: offerJsonLd(url, product.salePrice, availability(product), options.terms),
        }),
    name: product.title,
    productID: product.productCode,
    url,
    image: product.images.map((img) => absolute(options.origin, options.imageUrl(img.key))),
    description: product.description,
    brand: { "@type": "Brand", name: options.brand },
    ...(product.material ? { material: product.material } : {}),
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
    mainEntity: itemList(items, origin),
  };
}

function itemList(items: { name: string; href: string; image?: string }[], origin: string): Json {
  return {
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      url: absolute(origin, item.href),
      ...(item.image ? { image: absolute(origin, item.image) } : {}),
    })),
  };
}

/** A listing page's products, in the order shown. */
export function itemListJsonLd(name: string, items: { name: string; href: string; image?: string }[], origin: string): Json {
  return { "@context": "https://schema.org", name, ...itemList(items, origin) };
}
