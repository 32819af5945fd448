import { useId } from "react";
import { useNavigate } from "react-router";
import { SORT_KEYS, type SortKey } from "~/shared/category-query";
import { useT } from "../../../lib/use-t";
import { Options } from "../../../components/ui/options";

/** Sort order: recommended (the listing's own), newest, price up/down, best selling, rating. */
export function SortSelect({ value, hrefFor }: { value?: SortKey; hrefFor: (sort: SortKey | undefined) => string }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t("catalog.sort.label")}</label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => navigate(hrefFor((event.target.value || undefined) as SortKey | undefined))}
        data-testid="sort-select"
      >
        <Options empty={t("catalog.sort.recommended")} items={SORT_KEYS.map((key) => ({ value: key, label: t(`catalog.sort.${key}`) }))} />
      </select>
    </div>
  );
}
