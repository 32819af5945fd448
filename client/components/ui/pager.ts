export type PagerItem = number | "prev-more" | "next-more";

export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/** A page within 1..pageCount (a bad number reads as page 1). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, pageCount), Math.max(1, Math.trunc(page)));
}

/**
 * The page buttons: the first and last page always, `pagerCount` buttons in all, and a
 * "more" gap where pages are left out.
 */
export function pagerItems(page: number, pageCount: number, pagerCount: number): PagerItem[] {
  // An odd count of at least 5 keeps the current page in the middle.
  const count = Math.max(5, pagerCount % 2 ? pagerCount : pagerCount + 1);
  if (pageCount <= count) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const half = (count - 1) / 2;
  const showPrevMore = page > count - half;
  const showNextMore = page < pageCount - half;
  const middle: number[] = [];
  if (showPrevMore && !showNextMore) for (let p = pageCount - (count - 2); p < pageCount; p++) middle.push(p);
  else if (!showPrevMore && showNextMore) for (let p = 2; p < count; p++) middle.push(p);
  else {
    const offset = Math.floor(count / 2) - 1;
    for (let p = page - offset; p <= page + offset; p++) middle.push(p);
  }
  return [1, ...(showPrevMore ? (["prev-more"] as const) : []), ...middle, ...(showNextMore ? (["next-more"] as const) : []), pageCount];
}
