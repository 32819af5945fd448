/**
 * The one image path of spec §7: `/img/{width}/{format}/{key}`. Images are stored in R2 as
 * renditions pre-rendered at these widths (Workers have no image library to resize on the
 * fly), so a URL may only name one of them; srcset offers them to the browser.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 768, 1024, 1536] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** WebP for browsers that say they take it (`isSupportWebp`), JPEG for the rest. */
export const IMAGE_FORMATS = ["webp", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_PATH_PREFIX = "/img";

export interface ImageSource {
  key: string;
  /** Intrinsic width: the largest rendition stored. */
  width: number;
}

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

export function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

export const formatFor = (webp: boolean): ImageFormat => (webp ? "webp" : "jpeg");

/** Renditions an image of this intrinsic width has (never upscaled; the smallest always). */
export function widthsFor(intrinsic: number): ImageWidth[] {
  const fit = IMAGE_WIDTHS.filter((w) => w <= intrinsic);
  return fit.length ? fit : [IMAGE_WIDTHS[0]];
}

/** The smallest rendition at least `wanted` pixels wide, or the largest there is. */
export function snapWidth(wanted: number, intrinsic: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]): ImageWidth {
  const widths = widthsFor(intrinsic);
  return widths.find((w) => w >= wanted) ?? widths[widths.length - 1];
}

/** R2 object key of one rendition. */
export function renditionKey(key: string, width: ImageWidth, format: ImageFormat): string {
  return `${key}/${width}.${format === "webp" ? "webp" : "jpg"}`;
}

export function imageUrl(ref: ImageSource, options: { width: number; format: ImageFormat }): string {
  const width = snapWidth(options.width, ref.width);
  const key = ref.key.split("/").map(encodeURIComponent).join("/");
  return `${IMAGE_PATH_PREFIX}/${width}/${options.format}/${key}`;
}

/** `srcset` with width descriptors over every rendition (breakpoints 320–1536); pair it with `sizes`. */
export function imageSrcSet(ref: ImageSource, webp: boolean): string {
  const format = formatFor(webp);
  return widthsFor(ref.width)
    .map((width) => `${imageUrl(ref, { width, format })} ${width}w`)
    .join(", ");
}

/**
 * For an image shown at a fixed CSS width: `src` at density 1 and `srcSet` at densities 1 and 2.
 */
export function imageDensitySet(ref: ImageSource, cssWidth: number, webp: boolean): { src: string; srcSet: string } {
  const format = formatFor(webp);
  const one = imageUrl(ref, { width: cssWidth, format });
  const two = imageUrl(ref, { width: cssWidth * 2, format });
  return { src: one, srcSet: one === two ? `${one} 1x` : `${one} 1x, ${two} 2x` };
}
