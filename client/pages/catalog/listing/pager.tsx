import { Link } from "../../../components/ui/link";
import { useT } from "../../../lib/use-t";
import { UI_DEFAULTS } from "../../../components/ui/defaults";
import { pagerItems } from "../../../components/ui/pager";

interface PagerProps {
  page: number;
  pageCount: number;
  total: number;
  /** The items were counted only up to `total`: there are more. */
  totalCapped?: boolean;
  /** The link to a page; `from` where it starts, when known (ListingResult.pageKeys). */
  hrefFor: (page: number, from?: string) => string;
  /** Where the pages after and before the current one start: their links carry it. */
  keys?: { next?: string; previous?: string };
}

/**
 * The UI kit's pager as links a crawler can follow (its Pagination has buttons),
 * with the listing's item count beside them.
 */
export function Pager({ page, pageCount, total, totalCapped, hrefFor, keys }: PagerProps) {
  const t = useT();
  // The pages next to the current one are reached by key (a large category's deep pages read no
  // pages before them); others by their number, crawlers' and shared links alike.
  const linkTo = (target: number) => hrefFor(target, target === page + 1 ? keys?.next : target === page - 1 ? keys?.previous : undefined);
  const count = totalCapped ? t("catalog.pager.totalAtLeast", { count: total }) : t("catalog.pager.total", { count: total });
  if (pageCount <= 1) return <p className="pager__total">{count}</p>;
  return (
    <nav className="pager" aria-label={t("catalog.pager.label")}>
      <span className="pager__total">{count}</span>
      <ul className="plain-list">
        <li>
          {page > 1 ? (
            <Link to={linkTo(page - 1)} rel="prev" className="pager__step">
              {t("catalog.pager.previous")}
            </Link>
          ) : (
            <span className="pager__step pager__step--disabled" aria-disabled="true">
              {t("catalog.pager.previous")}
            </span>
          )}
        </li>
        {pagerItems(page, pageCount, UI_DEFAULTS.pagination.pagerCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Link
                to={linkTo(item)}
                className="pager__page"
                aria-current={item === page ? "page" : undefined}
                aria-label={t("catalog.pager.page", { page: item })}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className="pager__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={linkTo(page + 1)} rel="next" className="pager__step">
              {t("catalog.pager.next")}
            </Link>
          ) : (
            <span className="pager__step pager__step--disabled" aria-disabled="true">
              {t("catalog.pager.next")}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
