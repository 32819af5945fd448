import { useAtomValue } from "jotai";
import { PRICES_INCLUDE_VAT_OF } from "~/shared/vat";
import { storeAtom } from "../../atoms/shell";
import { useT } from "../../lib/use-t";

/**
 * "inkl. MwSt." / "TTC" / "incl. VAT" beside a price in the stores whose prices include VAT
 * (shared/vat, docs/decisions/1320-vat-at-checkout.md); nothing in the stores that add it at checkout.
 */
export function VatNote() {
  const t = useT();
  const store = useAtomValue(storeAtom);
  if (!store || !Object.hasOwn(PRICES_INCLUDE_VAT_OF, store.key)) return null;
  return (
    <p className="vat-note" data-testid="vat-note">
      {t("catalog.price.inclVat")}
    </p>
  );
}
