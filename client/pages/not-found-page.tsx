import { useLocation } from "react-router";
import { Link } from "../components/ui/link";
import { useShortLinkRestore } from "../lib/short-link-restore";
import { useT } from "../lib/use-t";
import type { PageProps } from "./page-types";

/** The 404 screen: OOPS, a can't-be-found text and BACK TO HOME; a short link reached in the app goes on. */
export default function NotFoundPage({ data }: PageProps<{ message: string }>) {
  const t = useT();
  useShortLinkRestore(useLocation().pathname);
  return (
    <section className="page not-found-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t("notFound.oops")}</h1>
      <p className="not-found-page__message" data-testid="not-found-message">
        {data.message}
      </p>
      <p>{t("notFound.text")}</p>
      <Link className="button button--primary" to="/">
        {t("notFound.backHome")}
      </Link>
    </section>
  );
}
