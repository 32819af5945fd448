import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useT } from "../../../lib/use-t";

type Section = { min?: number; max?: number } | undefined;

const amount = (text: string) => {
  const value = Number(text.replace(",", "."));
  return text.trim() && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : undefined;
};

/** Own price bounds, in the shopper's currency; either may be left empty. */
export function PriceForm({ section, hrefFor }: { section: Section; hrefFor: (section: Section) => string }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [min, setMin] = useState(section?.min?.toString() ?? "");
  const [max, setMax] = useState(section?.max?.toString() ?? "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let low = amount(min);
    let high = amount(max);
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    navigate(hrefFor(low === undefined && high === undefined ? undefined : { min: low, max: high }));
  };

  return (
    <form className="price-form" onSubmit={submit} data-testid="price-form">
      <label htmlFor={`${id}-min`}>{t("catalog.filter.priceMin")}</label>
      <input id={`${id}-min`} inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} size={6} />
      <label htmlFor={`${id}-max`}>{t("catalog.filter.priceMax")}</label>
      <input id={`${id}-max`} inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} size={6} />
      <button type="submit" className="button">
        {t("catalog.filter.apply")}
      </button>
    </form>
  );
}
