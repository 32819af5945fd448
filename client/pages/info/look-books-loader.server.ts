import { ogImagePath } from "~/shared/og-image";
import { catalogMemo } from "~/worker/services/catalog/catalog-memo";
import type { LookBook, LookBookSummary } from "~/shared/catalog-types";
import { getLookBook, listLookBooks } from "~/worker/services/look-books/look-books";
import { translatorFor } from "~/worker/services/translator";
import { catalogContext, originOf } from "../catalog/catalog-context.server";
import type { PageLoader } from "../page-types";
import { utcDay } from "~/shared/utc-day";

export interface LookBooksData {
  books: LookBookSummary[];
  origin: string;
}

export interface LookBookData {
  book: LookBook;
  origin: string;
}

const listMemo = catalogMemo<LookBookSummary[]>(32);
const bookMemo = catalogMemo<LookBook | null>(64);

/**
 * `/lookBooks`: the store's published look books (kept per catalogue version and day, shared by
 * the edge cache, whose key holds the day too: docs/decisions/0600-look-books.md, "Publishing day").
 */
export const lookBooksLoader: PageLoader<LookBooksData> = async ({ context }) => {
  const cc = catalogContext(context);
  const day = utcDay();
  const [books, t] = await Promise.all([listMemo(cc, day, () => listLookBooks(cc, day)), translatorFor(cc.language)]);
  const origin = originOf(context);
  const cover = books.find((b) => b.cover)?.cover;
  return {
    data: { books, origin },
    title: t("lookBooks.title"),
    description: t("lookBooks.intro"),
    ...(cover ? { image: `${origin}${ogImagePath(cover.key)}` } : {}),
  };
};

/** `/lookBooks/{key}`: one look book; an unknown key, or a book whose day has not come, is the not-found page. */
export const lookBookLoader: PageLoader<LookBookData> = async ({ context, params }) => {
  const cc = catalogContext(context);
  const key = params.key ?? "";
  const day = utcDay();
  const book = await bookMemo(cc, `${day}:${key}`, () => getLookBook(cc, key, day));
  if (!book) return { notFound: true };
  const origin = originOf(context);
  return {
    data: { book, origin },
    title: book.title,
    description: book.description,
    ...(book.cover ? { image: `${origin}${ogImagePath(book.cover.key)}` } : {}),
  };
};
