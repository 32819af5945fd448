import { ogImagePath } from "~/shared/og-image";
import { collectionJsonLd } from "~/shared/structured-data";
import { pathTo } from "~/shared/url-scheme";
import { JsonLd } from "../../components/catalog/json-ld";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { LookBookData } from "./look-books-loader.server";
import { LookView } from "./look-view";
import { definePage } from "../define-page";

/** `/lookBooks/{key}`: one look book, its looks one after another. */
export default definePage(LookBookPage, { loader: () => import("./look-books-loader.server").then((m) => m.lookBookLoader) });

function LookBookPage({ data }: PageProps<LookBookData>) {
  const t = useT();
  const { book } = data;
  const pieces = book.looks.flatMap((look) => look.pieces.map((p) => p.product));
  const ld = collectionJsonLd(
    { name: book.title, description: book.description, href: book.href, image: book.cover ? ogImagePath(book.cover.key) : undefined },
    pieces.map((p) => ({ name: p.title, href: p.href, image: ogImagePath(p.image.key) })),
    data.origin,
  );
  return (
    <article className="page info-page look-book" data-testid="look-book">
      <Breadcrumb
        items={[
          { label: t("catalog.home"), to: "/" },
          { label: t("lookBooks.title"), to: pathTo("lookBooks") },
          { label: book.title, to: book.href },
        ]}
      />
      <h1>{book.title}</h1>
      <p className="info-page__lead">{book.description}</p>
      {book.looks.map((look, i) => (
        <LookView key={look.position} look={look} bookTitle={book.title} eager={i === 0} />
      ))}
      <JsonLd data={ld} />
    </article>
  );
}
