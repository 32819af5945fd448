import { useState } from "react";
import type { CustomRequestView } from "~/shared/custom-request-types";
import { ImageViewer } from "../../components/ui/image-viewer";
import { useT } from "../../lib/use-t";

const KINDS = ["reference", "draft", "mold", "finished"] as const;

/**
 * A request's pictures by kind (references, drafts, mold, finished piece), opened in the image viewer,
 * and the finished piece's videos, played in place so the shopper sees them before the final payment.
 */
export function CustomMedia({ media }: { media: CustomRequestView["media"] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  if (!media.length) return null;
  const pictures = media.filter((m) => m.type !== "video");
  const videos = media.filter((m) => m.type === "video");
  const items = pictures.map((m) => ({ type: "image" as const, image: m.large, alt: t(`custom.detail.media.${m.kind}`) }));
  return (
    <section className="account-section" aria-labelledby="custom-pictures">
      <h2 id="custom-pictures">{t("custom.detail.pictures")}</h2>
      {KINDS.filter((kind) => media.some((m) => m.kind === kind)).map((kind) => (
        <div key={kind}>
          <h3>{t(`custom.detail.media.${kind}`)}</h3>
          <ul className="custom-request__media" data-testid={`custom-media-${kind}`}>
            {pictures.map((m, i) =>
              m.kind === kind ? (
                <li key={m.key}>
                  <button
                    type="button"
                    aria-label={t("custom.detail.openPicture", { n: i + 1, total: pictures.length })}
                    onClick={() => {
                      setIndex(i);
                      setOpen(true);
                    }}
                  >
                    <img src={m.url} alt="" width={120} height={120} loading="lazy" />
                  </button>
                </li>
              ) : null,
            )}
            {videos.map((m, i) =>
              m.kind === kind ? (
                <li key={m.key} className="custom-request__video">
                  {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a silent close-up of the piece: there is nothing spoken to caption */}
                  <video src={m.url} controls preload="metadata" aria-label={t("custom.detail.video", { n: i + 1, total: videos.length })} />
                </li>
              ) : null,
            )}
          </ul>
        </div>
      ))}
      <ImageViewer items={items} open={open} onOpenChange={setOpen} index={index} onIndexChange={setIndex} />
    </section>
  );
}
