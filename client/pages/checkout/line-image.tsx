import { useAtomValue } from "jotai";
import { imageDensitySet } from "~/shared/image-url";
import type { LineImage as Image } from "~/shared/checkout-types";
import { shellStateAtom } from "../../atoms/shell";

/** A line's product photo at a fixed size, 1x and 2x renditions from R2. */
export function LineImage({ image, size = 96 }: { image: Image | null; size?: number }) {
  const webp = useAtomValue(shellStateAtom)?.webp ?? false;
  if (!image) return <span className="line-image line-image--empty" style={{ width: size, height: size }} aria-hidden="true" />;
  const { src, srcSet } = imageDensitySet(image, size, webp);
  return <img className="line-image" src={src} srcSet={srcSet} width={size} height={size} alt={image.alt} loading="lazy" />;
}
