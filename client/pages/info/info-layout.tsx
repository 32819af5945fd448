import type { ReactNode } from "react";
import { INFO_PAGES } from "~/shared/info-pages";
import { pathTo } from "~/shared/url-scheme";
import { type PageId } from "~/shared/routes";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";

/** An information page: its title and lead, its content, then the other information pages. */
export function InfoLayout({ page, children }: { page: PageId; children: ReactNode }) {
  const t = useT();
  const others = INFO_PAGES.filter((p) => p !== page);
  return (
    <article className="page info-page" aria-labelledby="info-title" data-testid={`info-${page}`}>
      <h1 id="info-title">{t(`${page}.title`)}</h1>
      <p className="info-page__lead">{t(`${page}.intro`)}</p>
      {children}
      <nav className="info-page__more" aria-label={t("infoPages.more")}>
        <h2>{t("infoPages.more")}</h2>
        <ul>
          {others.map((p) => (
            <li key={p}>
              <Link to={pathTo(p)}>{t(`${p}.title`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

/** A payment method's "logo": its name set as a badge (no third-party artwork to load). */
export function MethodBadge({ name }: { name: string }) {
  return (
    <span className="method-badge" aria-hidden="true">
      {name}
    </span>
  );
}
