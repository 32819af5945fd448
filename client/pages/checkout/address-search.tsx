import { useId, useState } from "react";
import { useT } from "../../lib/use-t";
import type { AddressValues } from "./address-fields";
import type { CheckoutPageData } from "./checkout-data";

type Saved = CheckoutPageData["savedAddresses"][number];

const oneLine = (a: Saved) => [a.address1, a.address2, a.city, a.state, a.postcode, a.country].filter(Boolean).join(", ");

/**
 * Finds an address in the customer's address book. With no match it says so and hands the
 * shopper to the fields below, to enter the address by hand.
 */
export function AddressSearch({ saved, onPick, onManual }: { saved: Saved[]; onPick: (a: AddressValues) => void; onManual: () => void }) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState("");
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length
    ? saved.filter((a) => words.every((w) => `${a.firstName} ${a.lastName} ${oneLine(a)}`.toLowerCase().includes(w)))
    : saved;
  return (
    <div className="address-search">
      <label htmlFor={`${id}-q`} className="ui-input__label">
        {t("checkout.addressSearch")}
      </label>
      <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-describedby={`${id}-result`} />
      <div id={`${id}-result`} aria-live="polite">
        {found.length === 0 ? (
          <p className="address-search__none">
            {t("checkout.addressSearchNone")}{" "}
            <button type="button" className="button button--link" onClick={onManual}>
              {t("checkout.enterManually")}
            </button>
          </p>
        ) : (
          <ul className="address-search__list">
            {found.map(({ id: savedId, ...a }) => (
              <li key={savedId}>
                <button type="button" className="button button--link" onClick={() => onPick({ ...a, idNumber: a.idNumber ?? "" })}>
                  {a.firstName} {a.lastName}, {oneLine({ id: savedId, ...a })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
