import { useAtomValue } from "jotai";
import { formatFor, imageDensitySet, imageSrcSet, imageUrl } from "~/shared/image-url";
import type { ImageRef } from "~/shared/catalog-types";
import { webpAtom } from "../../atoms/catalog";

interface ProductImageProps {
  image: ImageRef;
  /** The `sizes` attribute for responsive images (width descriptors 320–1536). */
  sizes?: string;
  /** For images shown at one fixed CSS width: density descriptors 1x and 2x instead. */
  fixedWidth?: number;
  /** The page's main image: loaded first (fetchpriority high), never lazily. */
  priority?: boolean;
  /**
   * Above the fold but not the main image: requested at once, at low priority, so it never
   * competes with the stylesheet and the main image on a slow connection (and React does not
   * preload it ahead of the stylesheet, as it does the first ten images of a page).
   */
  eager?: boolean;
  className?: string;
  alt?: string;
}

/**
 * A catalogue image: WebP when the browser takes it, every rendition in srcset, and its
 * intrinsic width and height so the layout never moves while it loads.
 */
export function ProductImage({ image, sizes, fixedWidth, priority = false, eager = false, className, alt }: ProductImageProps) {
  const webp = useAtomValue(webpAtom);
  const sources = fixedWidth
    ? imageDensitySet(image, fixedWidth, webp)
    : { src: imageUrl(image, { width: 640, format: formatFor(webp) }), srcSet: imageSrcSet(image, webp) };
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={fixedWidth ? undefined : (sizes ?? "100vw")}
      width={fixedWidth ?? image.width}
      height={fixedWidth ? Math.round((fixedWidth * image.height) / image.width) : image.height}
      alt={alt ?? image.alt}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : eager ? "low" : undefined}
      decoding={priority ? "sync" : "async"}
    />
  );
}
