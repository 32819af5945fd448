/**
 * The one image path: `/img/{width}/{format}/{key}`. Catalogue images are stored in R2
 * pre-rendered at the rendition widths (up to their own size); shoppers' uploads are made in
 * the same widths on first request (docs/decisions/0500-reviews.md). A URL may name any
 * breakpoint from 320 to 1536 and gets the smallest rendition at least that wide. The helpers
 * only ever link renditions.
 */
export const RENDITION_WIDTHS = [320, 640, 1024, 1536] as const;
export type ImageWidth = (typeof RENDITION_WIDTHS)[number];
const BREAKPOINTS = [320, 480, 640, 768, 1024, 1280, 1536] as const;

/** WebP for browsers that say they take it (`isSupportWebp`), JPEG for the rest. */
const IMAGE_FORMATS = ["webp", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const IMAGE_PATH_PREFIX = "/img";

export interface ImageSource {
  key: string;
  /** Intrinsic width: the largest rendition stored. */
  width: number;
}

export function isBreakpoint(value: number): boolean {
  return (BREAKPOINTS as readonly number[]).includes(value);
}

export function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

export const formatFor = (webp: boolean): ImageFormat => (webp ? "webp" : "jpeg");

/** Renditions an image of this intrinsic width has (never upscaled; the smallest always). */
function widthsFor(intrinsic: number): ImageWidth[] {
  const fit = RENDITION_WIDTHS.filter((w) => w <= intrinsic);
  return fit.length ? fit : [RENDITION_WIDTHS[0]];
}

/** The smallest rendition at least `wanted` pixels wide, or the largest there is. */
export function snapWidth(wanted: number, intrinsic: number = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]): ImageWidth {
  const widths = widthsFor(intrinsic);
  return widths.find((w) => w >= wanted) ?? widths[widths.length - 1];
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
