import { ogImagePath } from "~/shared/og-image";
import { collectionJsonLd } from "~/shared/structured-data";
import { pathTo } from "~/shared/url-scheme";
import { JsonLd } from "../../components/catalog/json-ld";
import { ProductImage } from "../../components/catalog/product-image";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { LookBooksData } from "./look-books-loader.server";
import { definePage } from "../define-page";

/** `/lookBooks`: the store's look books, each with its cover and a link to its looks. */
export default definePage(LookBooksPage, { loader: () => import("./look-books-loader.server").then((m) => m.lookBooksLoader) });

function LookBooksPage({ data }: PageProps<LookBooksData>) {
  const t = useT();
  const { books } = data;
  const ld = collectionJsonLd(
    { name: t("lookBooks.title"), description: t("lookBooks.intro"), href: pathTo("lookBooks") },
    books.map((b) => ({ name: b.title, href: b.href, image: b.cover ? ogImagePath(b.cover.key) : undefined })),
    data.origin,
  );
  return (
    <div className="page info-page look-books" data-testid="look-books">
      <h1>{t("lookBooks.title")}</h1>
      <p className="info-page__lead">{t("lookBooks.intro")}</p>
      {books.length === 0 ? (
        <p role="status">{t("lookBooks.none")}</p>
      ) : (
        <ul className="look-books__list">
          {books.map((book, i) => (
            <li key={book.key} className="look-books__item">
              <Link to={book.href} className="look-books__link">
                {book.cover && <ProductImage image={book.cover} alt="" sizes="(min-width: 768px) 45vw, 100vw" eager={i < 2} />}
                <h2>{book.title}</h2>
              </Link>
              <p>{book.description}</p>
              <p className="look-books__count">{t("lookBooks.lookCount", { count: book.lookCount })}</p>
            </li>
          ))}
        </ul>
      )}
      <JsonLd data={ld} />
    </div>
  );
}
