import { Rate } from "../../../components/ui/rate";
import { useT } from "../../../lib/use-t";

/** The average rating and how many reviews it comes from. */
export function RatingSummary({ rating }: { rating: { average: number; count: number } }) {
  const t = useT();
  if (rating.count === 0) return <p className="rating-summary rating-summary--none">{t("catalog.rating.none")}</p>;
  return (
    <p className="rating-summary" data-testid="rating-summary">
      <Rate readOnly value={rating.average} />
      {/* The reviews themselves are further down the page (loaded after it). */}
      <a href="#reviews">{t("catalog.rating.summary", { average: rating.average.toFixed(1), count: rating.count })}</a>
    </p>
  );
}
