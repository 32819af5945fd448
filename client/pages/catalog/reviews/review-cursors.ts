import { REVIEW_PAGES_FROM_CURSOR, type ReviewCursor } from "~/shared/reviews";

/**
 * The first reviews of the pages a shopper has seen in one list (one product, filter and sort),
 * so the next page asked is read from the nearest of them by key instead of by counting every
 * review before it (docs/decisions/1330-past-one-database.md). The pager only offers pages a
 * few past the current one, so a seen page is always near enough.
 */
export class ReviewCursors {
  private list = "";
  private readonly starts = new Map<number, ReviewCursor>();

  /** Forgets the pages seen when the list is another one (`list`: what tells lists apart). */
  use(list: string): void {
    if (list === this.list) return;
    this.list = list;
    this.starts.clear();
  }

  remember(start: ReviewCursor | null): void {
    if (start) this.starts.set(start.page, start);
  }

  /** The seen page nearest before `page` (or `page` itself) that it may be read from, if any. */
  from(page: number): ReviewCursor | undefined {
    let best: ReviewCursor | undefined;
    for (const start of this.starts.values()) {
      if (start.page <= page && page - start.page <= REVIEW_PAGES_FROM_CURSOR && (!best || start.page > best.page)) best = start;
    }
    return best;
  }
}
