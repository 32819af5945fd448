import { useAtomValue } from "jotai";
import { useEffect, useId, useRef, useState } from "react";
import { REVIEW_SORTS, type ReviewItem as Review, type ReviewListResult, type ReviewSort } from "~/shared/reviews";
import { webpAtom } from "../../../atoms/catalog";
import { languageAtom } from "../../../atoms/shell";
import { ImageViewer } from "../../../components/ui/image-viewer";
import { Pagination } from "../../../components/ui/pagination";
import { useToast } from "../../../components/ui/use-toast";
import { useApi } from "../../../lib/use-api";
import { prepareDateFormat } from "../../../lib/format-date";
import { useT } from "../../../lib/use-t";
import { Questions } from "./questions";
import { RatingBreakdown } from "./rating-breakdown";
import { ReviewForm } from "./review-form";
import { StarOptions } from "./review-field";
import { ReviewItem } from "./review-item";
import { previewItems } from "./review-media";
import { ReviewCursors } from "./review-cursors";
import { Options } from "../../../components/ui/options";

interface Filters {
  page: number;
  withMedia: boolean;
  stars: number | undefined;
  sort: ReviewSort;
}

const FIRST: Filters = { page: 1, withMedia: false, stars: undefined, sort: "newest" };

/**
 * The product page's reviews and questions. Loaded by the browser after the page (its own
 * chunk and API calls), so the shared cached page carries none of it and stays small
 * (docs/decisions/0002-edge-cache.md).
 */
export default function ReviewsSection({ productCode }: { productCode: string }) {
  const t = useT();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const webp = useAtomValue(webpAtom);
  const language = useAtomValue(languageAtom);
  const [filters, setFilters] = useState<Filters>(FIRST);
  const [result, setResult] = useState<ReviewListResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [writing, setWriting] = useState(false);
  const [viewing, setViewing] = useState<{ review: Review; index: number } | null>(null);
  const cursors = useRef(new ReviewCursors());

  // The reviews show dates: their formatter is made while the list is on its way.
  useEffect(() => prepareDateFormat(language), [language]);

  useEffect(() => {
    let current = true;
    setFailed(false);
    // A page is read from the first review of a page already seen near it (by key), not counted from the start.
    const { page, ...list } = filters;
    cursors.current.use(JSON.stringify({ productCode, list, reload }));
    const from = cursors.current.from(page);
    api<ReviewListResult>("review/list", { productCode, ...filters, ...(from ? { from } : {}) })
      .then((answer) => {
        if (!current) return;
        if (answer.code === 200 && answer.data) {
          cursors.current.remember(answer.data.start);
          setResult(answer.data);
        } else setFailed(true);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [api, productCode, filters, reload]);

  const change = (next: Partial<Filters>) => setFilters((f) => ({ ...f, page: 1, ...next }));
  const filtered = filters.withMedia || filters.stars !== undefined;

  return (
    <div className="reviews-area">
      <section className="reviews" id="reviews" aria-labelledby={`${id}-title`} data-testid="reviews">
        <div className="reviews__header">
          <h2 id={`${id}-title`}>{t("reviews.title")}</h2>
          <button type="button" className="button button--primary" onClick={() => setWriting(true)} data-testid="write-review">
            {t("reviews.write")}
          </button>
        </div>
        {result && <RatingBreakdown summary={result.summary} stars={filters.stars} onStars={(stars) => change({ stars })} />}
        <div className="reviews__filters" role="group" aria-label={t("reviews.filter.label")}>
          <label className="reviews__check">
            <input type="checkbox" checked={filters.withMedia} onChange={(e) => change({ withMedia: e.target.checked })} data-testid="filter-media" />
            {t("reviews.filter.withMedia")}
          </label>
          <label>
            {t("reviews.filter.starsLabel")}{" "}
            <select
              value={filters.stars ?? ""}
              onChange={(e) => change({ stars: e.target.value ? Number(e.target.value) : undefined })}
              data-testid="filter-stars"
            >
              <StarOptions all={t("reviews.filter.all")} label={(stars) => t("reviews.filter.stars", { stars })} />
            </select>
          </label>
          <label>
            {t("reviews.sort.label")}{" "}
            <select
              value={filters.sort}
              onChange={(e) => change({ sort: REVIEW_SORTS.find((s) => s === e.target.value) ?? "newest" })}
              data-testid="sort"
            >
              <Options items={REVIEW_SORTS.map((s) => ({ value: s, label: t(`reviews.sort.${s}`) }))} />
            </select>
          </label>
        </div>
        {failed && (
          <p className="reviews__empty" role="alert">
            {t("reviews.loadFailed")}{" "}
            <button type="button" className="button" onClick={() => setReload((n) => n + 1)}>
              {t("reviews.retry")}
            </button>
          </p>
        )}
        {result && result.reviews.length === 0 && !failed && (
          <p className="reviews__empty">{t(filtered ? "reviews.emptyFiltered" : "reviews.empty")}</p>
        )}
        {result && result.reviews.length > 0 && (
          <ul className="reviews__list" aria-busy={!result}>
            {result.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} onOpenMedia={(r, index) => setViewing({ review: r, index })} />
            ))}
          </ul>
        )}
        {result && result.total > result.pageSize && (
          <Pagination total={result.total} page={filters.page} pageSize={result.pageSize} onChange={(page) => setFilters((f) => ({ ...f, page }))} />
        )}
      </section>
      <Questions productCode={productCode} />
      <ReviewForm
        productCode={productCode}
        open={writing}
        onOpenChange={setWriting}
        onSubmitted={(message, published) => {
          setWriting(false);
          toast.success(message);
          if (published) setFilters({ ...FIRST });
          setReload((n) => n + 1);
        }}
      />
      <ImageViewer
        items={viewing ? previewItems(viewing.review.media, webp) : []}
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        index={viewing?.index ?? 0}
        onIndexChange={(index) => setViewing((v) => (v ? { ...v, index } : v))}
      />
    </div>
  );
}
