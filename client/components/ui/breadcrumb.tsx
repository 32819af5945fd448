import { Link } from "./link";
import { useT } from "../../lib/use-t";

export interface BreadcrumbItem {
  label: string;
  /** A path built with pathTo(); the current page has none. */
  to?: string;
}

/** Where the page sits: a navigation landmark whose last item is the current page. */
export function Breadcrumb({ items, separator = "/" }: { items: BreadcrumbItem[]; separator?: string }) {
  const t = useT();
  return (
    <nav aria-label={t("ui.breadcrumb")} className="ui-breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {item.to && !last ? <Link to={item.to}>{item.label}</Link> : <span aria-current={last ? "page" : undefined}>{item.label}</span>}
              {!last && (
                <span className="ui-breadcrumb__separator" aria-hidden="true">
                  {separator}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
