/**
 * The catalogue's contract between its services (data, search, pricing) and the pages and
 * API that show it. Prices arrive already converted to the shopper's currency.
 */
import type { CategoryQuery } from "~/shared/category-query";
import type { CurrencyCode } from "~/shared/money";

export interface Price {
  /** Amount in the shopper's currency, rounded to 2 decimals. */
  amount: number;
  currency: CurrencyCode;
  /** Formatted for the shopper's currency: `1.234,50 €`, `$1,234.50`. */
  formatted: string;
}

/** An image stored in R2 under `key`; the image path adds format and width modifiers. */
export interface ImageRef {
  key: string;
  width: number;
  height: number;
  alt: string;
}

export interface CategoryNode {
  key: string;
  name: string;
  parentKey: string | null;
  productCount: number;
  image?: ImageRef;
  children: CategoryNode[];
}

export interface Crumb {
  name: string;
  href: string;
}

export interface ProductCard {
  spuCode: string;
  /** Product code, the last dash segment of the product URL. */
  productCode: string;
  /** `/product-{slug}-{productCode}.html`, built through shared/url-scheme. */
  href: string;
  title: string;
  image: ImageRef;
  /** Second image shown on hover, when the product has one. */
  hoverImage?: ImageRef;
  salePrice: Price;
  /** The price before discount; equal to salePrice when not discounted. */
  basePrice: Price;
  discountPercent: number;
  /** basePrice is the lowest price of the 30 days before the reduction (docs/decisions/1326-omnibus-prices.md). */
  lowestPrior?: boolean;
  rating: { average: number; count: number };
  isNew: boolean;
  tags: string[];
}

interface FacetOption {
  id: number;
  name: string;
  /** Products with this option under the other filters; absent when not counted (a large category under filters). */
  count?: number;
  selected: boolean;
  /** Colour swatch for colour options. */
  hex?: string;
}

export interface Facet {
  /** The `attrName` used in attr_ids (material, color, stone, style, size). */
  attrName: string;
  label: string;
  options: FacetOption[];
}

export interface ListingResult {
  query: CategoryQuery;
  title: string;
  products: ProductCard[];
  total: number;
  /** The matches were counted only up to `total`: there are more (a large category under filters). */
  totalCapped?: boolean;
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  facets: Facet[];
  /** Range of prices in the listing before the price filter, in the shopper's currency. */
  priceRange: { min: number; max: number };
  breadcrumb: Crumb[];
  category?: CategoryNode;
  /**
   * Where the pages after and before this one start, as the `from` of their links: a large
   * category's page read by key instead of past the pages before it (docs/decisions/1330-past-one-database.md).
   */
  pageKeys?: { next?: string; previous?: string };
}

export interface Sku {
  skuCode: string;
  color?: { name: string; hex: string };
  size?: string;
  /** null: made to order, no stock limit. */
  stock: number | null;
  price: Price;
  basePrice: Price;
  /** basePrice is the lowest price of the 30 days before the reduction (docs/decisions/1326-omnibus-prices.md). */
  lowestPrior?: boolean;
  /** Index in `ProductDetail.images` of this variant's own picture (docs/decisions/1000-catalogue-import.md). */
  image?: number;
}

export interface Measurements {
  size: string;
  bust?: number;
  shoulder?: number;
  length?: number;
  sleeve?: number;
  waist?: number;
  hip?: number;
}

export interface ProductDetail extends ProductCard {
  description: string;
  /** The description as HTML, sanitized when it was written (imported or edited: docs/decisions/1000-catalogue-import.md). */
  descriptionHtml?: string;
  /** The page's own title and meta description, when the merchant gave them. */
  seoTitle?: string;
  seoDescription?: string;
  material: string;
  stone: string | null;
  images: ImageRef[];
  skus: Sku[];
  /** clothing tables in cm, one row per size. */
  measurements: Measurements[];
  sizeGuide: "ring" | "clothing" | "chain" | null;
  personalizable: boolean;
  jewelSafe: { price: Price } | null;
  breadcrumb: Crumb[];
  categoryKey: string;
}

export interface Suggestion {
  /** Highlighted with <mark>…</mark>; every other character is HTML-escaped. */
  html: string;
  text: string;
  href: string;
  kind: "product" | "category";
}

export interface HistoryEntry {
  date: string;
  spuCodes: { spuCode: string; seoLink: string; productImage: ImageRef; productSalePrice: string; currencySymbol: string }[];
}

export interface CatalogContext {
  env: { DB: D1Database; KV: KVNamespace; MEDIA: R2Bucket };
  store: import("~/shared/stores").StoreKey;
  language: import("~/shared/i18n-config").Locale;
  currency: CurrencyCode;
}

/** "Free gift": whether it can be had now, and its picture. */
export interface FreeGift {
  code: string;
  /** The campaign runs in this store today and the gift is in stock. */
  getNow: boolean;
  /** The campaign runs but every piece of the gift is gone. */
  soldOut: boolean;
  /** The goods' subtotal the cart must reach, in USD cents (0: any order). */
  minSubtotalCents: number;
  /** The campaign's first and last day (YYYY-MM-DD, UTC); null when open-ended. */
  from: string | null;
  until: string | null;
  productImage: ImageRef;
  title: string;
  href: string;
}

export interface LookBookSummary {
  key: string;
  href: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  /** The first look's picture. */
  cover: ImageRef | null;
  lookCount: number;
}

/** What "shop the look" needs of a SKU: which one, its size and colour, whether it is there. */
export interface LookSku {
  skuCode: string;
  size: string | null;
  color: string | null;
  /** null: made to order. */
  stock: number | null;
}

export interface LookPiece {
  product: ProductCard;
  /** Where the hotspot sits, in percent of the picture's width and height. */
  x: number;
  y: number;
  skus: LookSku[];
}

export interface Look {
  position: number;
  image: ImageRef;
  pieces: LookPiece[];
}

export interface LookBook extends LookBookSummary {
  looks: Look[];
}
