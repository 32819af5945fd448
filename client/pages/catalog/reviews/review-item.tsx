import { useAtomValue } from "jotai";
import { useState } from "react";
import type { ReviewItem as Review } from "~/shared/reviews";
import { webpAtom } from "../../../atoms/catalog";
import { languageAtom } from "../../../atoms/shell";
import { Rate } from "../../../components/ui/rate";
import { useToast } from "../../../components/ui/use-toast";
import { formatDate } from "../../../lib/format-date";
import { useApi } from "../../../lib/use-api";
import { useT } from "../../../lib/use-t";
import { clock, mediaSrc } from "./review-media";

const THUMB = 320;

interface Props {
  review: Review;
  /** Opens the image viewer on this review's media at `index`. */
  onOpenMedia: (review: Review, index: number) => void;
}

/**
 * One review. Its text is rendered as text: links and HTML a shopper typed show as typed,
 * never as markup or live links.
 */
export function ReviewItem({ review, onOpenMedia }: Props) {
  const t = useT();
  const api = useApi();
  const toast = useToast();
  const webp = useAtomValue(webpAtom);
  const language = useAtomValue(languageAtom);
  const [helpful, setHelpful] = useState({ count: review.helpfulCount, voted: false });

  const vote = async () => {
    if (helpful.voted) return;
    try {
      const result = await api<{ counted: boolean; helpfulCount: number }>("review/helpful", { reviewId: review.id });
      if (result.code !== 200 || !result.data) return void toast.error(result.message);
      setHelpful({ count: result.data.helpfulCount, voted: true });
      if (!result.data.counted) toast.info(result.message);
    } catch {
      // Nothing changed; the button stays as it was.
    }
  };

  return (
    <li className="review" id={`review-${review.id}`} data-testid="review" data-review-id={review.id}>
      <div className="review__head">
        <Rate readOnly value={review.rating} size={16} />
        <span className="review__byline">{t("reviews.byline", { name: review.nickname, date: formatDate(review.createdAt, language) })}</span>
        {review.verified && (
          <span className="review__verified" data-testid="verified-badge">
            {t("reviews.verified")}
          </span>
        )}
      </div>
      <p className="review__body" lang={review.language}>
        {review.body}
      </p>
      {review.media.length > 0 && (
        <ul className="review__media">
          {review.media.map((m, i) => (
            <li key={m.key}>
              <button
                type="button"
                className="review__thumb"
                onClick={() => onOpenMedia(review, i)}
                aria-label={t(m.kind === "video" ? "reviews.media.video" : "reviews.media.open", { n: i + 1, name: review.nickname })}
              >
                {m.kind === "image" ? (
                  <img src={mediaSrc(m, THUMB, webp)} alt="" loading="lazy" width={96} height={96} />
                ) : (
                  <span className="review__video" aria-hidden="true">
                    ▶ {clock(m.durationMs)}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="review__reply">
          <p className="review__reply-title">{t("reviews.reply")}</p>
          <p>{review.reply.body}</p>
        </div>
      )}
      <button type="button" className="review__helpful" onClick={vote} aria-pressed={helpful.voted} data-testid="helpful">
        {t("reviews.helpful.button", { count: helpful.count })}
      </button>
    </li>
  );
}
