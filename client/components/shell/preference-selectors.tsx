import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { CURRENCY_CODES, CURRENCIES } from "~/shared/money";
import { LOCALES, LOCALE_NAMES } from "~/shared/i18n-config";
import { shellStateAtom } from "../../atoms/shell";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { Options } from "../ui/options";

type Preference = "currency" | "language" | "shipCountry";

/**
 * Currency, language and ship-to country. The choice is stored in its cookie at the edge
 * and the page reloads, because every price and every text on it changes. On a phone the
 * three fold into one button that says what is chosen and opens them (the bar would take the
 * top of every page); a desktop keeps the bar and never shows the button.
 */
export function PreferenceSelectors() {
  const t = useT();
  const state = useAtomValue(shellStateAtom);
  const api = useApi();
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  if (!state) return null;

  const save = async (key: Preference, value: string) => {
    setSaving(true);
    const result = await api("index/preferences", { [key]: value }).catch(() => null);
    if (result?.code === 200) window.location.reload();
    else setSaving(false);
  };

  return (
    <div className="preferences" aria-busy={saving} data-open={open || undefined}>
      <button
        type="button"
        className="preferences__toggle"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((was) => !was)}
        data-testid="preferences-toggle"
      >
        <span className="visually-hidden">{t("header.preferences")}: </span>
        {`${state.shipCountry} · ${LOCALE_NAMES[state.language]} · ${state.currency}`}
      </button>
      <div id={fieldsId} className="preferences__fields">
        <label>
          <span>{t("header.shipTo")}</span>
          <select value={state.shipCountry} disabled={saving} onChange={(e) => save("shipCountry", e.target.value)}>
            <Options items={state.countries.map((c) => ({ value: c.iso2, label: c.name }))} />
            {!state.countries.some((c) => c.iso2 === state.shipCountry) && (
              // A shared page has no list until visitor/state brings it: the store's own country.
              <option value={state.shipCountry}>{state.shipCountry === state.store.countryCode ? state.store.countryName : state.shipCountry}</option>
            )}
          </select>
        </label>
        <label>
          <span>{t("header.language")}</span>
          <select value={state.language} disabled={saving} onChange={(e) => save("language", e.target.value)}>
            <Options items={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }))} />
          </select>
        </label>
        <label>
          <span>{t("header.currency")}</span>
          <select value={state.currency} disabled={saving} onChange={(e) => save("currency", e.target.value)}>
            {/* One text node per option, not three and two comments: rendered on every shop page. */}
            <Options items={CURRENCY_CODES.map((code) => ({ value: code, label: `${code} ${CURRENCIES[code].symbol}` }))} />
          </select>
        </label>
      </div>
    </div>
  );
}
