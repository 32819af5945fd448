import { useAtomValue } from "jotai";
import { lazy, Suspense, useState } from "react";
import { formatFor, imageUrl } from "~/shared/image-url";
import type { ImageRef } from "~/shared/catalog-types";
import { webpAtom } from "../../../atoms/catalog";
import { ProductImage } from "../../../components/catalog/product-image";
import { useT } from "../../../lib/use-t";

// The viewer loads when the shopper first enlarges an image.
const ImageViewer = lazy(() => import("../../../components/ui/image-viewer").then((m) => ({ default: m.ImageViewer })));

const MAIN_SIZES = "(min-width: 1024px) 600px, 100vw";
const THUMB_WIDTH = 72;

/**
 * Main image (the page's first, fetched with high priority), thumbnails, and the image viewer.
 * The shown picture is the gallery's own state unless the page controls it (`index` and
 * `onIndexChange`), as the product page does so a chosen variant can show its picture.
 */
export function Gallery({
  images,
  title,
  index: shown,
  onIndexChange,
}: {
  images: ImageRef[];
  title: string;
  index?: number;
  onIndexChange?: (index: number) => void;
}) {
  const t = useT();
  const webp = useAtomValue(webpAtom);
  const [own, setOwn] = useState(0);
  const index = shown ?? own;
  const setIndex = onIndexChange ?? setOwn;
  const [viewing, setViewing] = useState(false);
  const [opened, setOpened] = useState(false);
  if (images.length === 0) return null;
  const current = images[Math.min(index, images.length - 1)];
  const items = images.map((img) => ({
    type: "image" as const,
    image: imageUrl(img, { width: 1536, format: formatFor(webp) }),
    alt: img.alt || title,
  }));

  return (
    <section className="gallery" aria-label={t("catalog.product.gallery")}>
      <button
        type="button"
        className="gallery__main"
        onClick={() => {
          setOpened(true);
          setViewing(true);
        }}
        aria-label={t("catalog.product.enlarge", { n: index + 1, total: images.length })}
        data-testid="gallery-main"
      >
        <ProductImage
          key={current.key}
          image={current}
          sizes={MAIN_SIZES}
          priority={index === 0}
          className="gallery__image"
          alt={current.alt || title}
        />
      </button>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((img, i) => (
            <li key={img.key}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                aria-label={t("catalog.product.showImage", { n: i + 1, total: images.length })}
                onClick={() => setIndex(i)}
              >
                <ProductImage image={img} fixedWidth={THUMB_WIDTH} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ImageViewer items={items} open={viewing} onOpenChange={setViewing} index={index} onIndexChange={setIndex} />
        </Suspense>
      )}
    </section>
  );
}
