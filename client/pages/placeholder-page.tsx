import { Link } from "../components/ui/link";
import { useT } from "../lib/use-t";
import type { PageProps } from "./page-types";

/** An honest gap: this screen belongs to an issue that has not landed yet. */
export default function PlaceholderPage({ data }: PageProps<{ title: string; path: string }>) {
  const t = useT();
  return (
    <section className="page placeholder-page">
      <h1>{data.title}</h1>
      <p>{t("placeholder.body")}</p>
      <p>
        <Link to="/">{t("notFound.backHome")}</Link>
      </p>
    </section>
  );
}
