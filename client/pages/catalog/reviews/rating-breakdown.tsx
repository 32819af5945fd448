import type { RatingBreakdown as Breakdown } from "~/shared/reviews";
import { Rate } from "../../../components/ui/rate";
import { useT } from "../../../lib/use-t";

/** Average, count and the bar of each star from 5 down to 1; a bar filters the list to it. */
export function RatingBreakdown({
  summary,
  stars,
  onStars,
}: {
  summary: Breakdown;
  stars: number | undefined;
  onStars: (stars: number | undefined) => void;
}) {
  const t = useT();
  return (
    <div className="review-summary" data-testid="review-summary">
      <p className="review-summary__average">
        <span className="review-summary__number">{summary.average.toFixed(1)}</span>
        <Rate readOnly value={summary.average} size={20} />
        <span>{t("reviews.summary.average", { average: summary.average.toFixed(1) })}</span>
      </p>
      <p className="review-summary__count">{t("reviews.summary.count", { count: summary.count })}</p>
      <ul className="review-summary__bars">
        {[5, 4, 3, 2, 1].map((n) => {
          const count = summary.stars[n - 1];
          const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={n}>
              <button
                type="button"
                className="review-summary__bar"
                aria-pressed={stars === n}
                onClick={() => onStars(stars === n ? undefined : n)}
                aria-label={t("reviews.summary.row", { stars: n, count })}
              >
                <span aria-hidden="true">{n}★</span>
                <span className="review-summary__track" aria-hidden="true">
                  <span className="review-summary__fill" style={{ width: `${share}%` }} />
                </span>
                <span aria-hidden="true">{count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
