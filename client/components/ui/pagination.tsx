import { useEffect } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "./class-names";
import { UI_DEFAULTS } from "./defaults";
import { clampPage, pageCountOf, pagerItems } from "./pager";

export interface PaginationProps {
  total: number;
  page: number;
  onChange: (page: number) => void;
  pageSize?: number;
  /** Page buttons shown at once (odd, at least 5). */
  pagerCount?: number;
  showTotal?: boolean;
}

/** Page buttons with "total N items"; the page always stays within 1..page count. */
export function Pagination({
  total,
  page,
  onChange,
  pageSize = UI_DEFAULTS.pagination.pageSize,
  pagerCount = UI_DEFAULTS.pagination.pagerCount,
  showTotal = true,
}: PaginationProps) {
  const t = useT();
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  // A page out of range (the total shrank) is corrected for the owner too.
  useEffect(() => {
    if (current !== page) onChange(current);
  }, [current, page, onChange]);
  const go = (next: number) => {
    const target = clampPage(next, pageCount);
    if (target !== current) onChange(target);
  };
  return (
    <nav className="ui-pagination" aria-label={t("ui.pagination.label")}>
      {showTotal && <span className="ui-pagination__total">{t("ui.pagination.total", { n: total })}</span>}
      <ul>
        <li>
          <button
            type="button"
            className="ui-pagination__button"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
            aria-label={t("ui.pagination.prev")}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pagerItems(current, pageCount, pagerCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                className={cx("ui-pagination__button", item === current && "ui-pagination__button--current")}
                aria-current={item === current ? "page" : undefined}
                aria-label={t("ui.pagination.page", { n: item })}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="ui-pagination__more" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="ui-pagination__button"
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
            aria-label={t("ui.pagination.next")}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
