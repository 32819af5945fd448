import { useAtom, useSetAtom } from "jotai";
import { useId, useState } from "react";
import { Link } from "../ui/link";
import { consentCookieLine, makeConsent, OPTIONAL_CATEGORIES, type ConsentCategory } from "~/shared/consent";
import { helpPath, pathTo } from "~/shared/url-scheme";
import { consentAtom, consentPendingAtom } from "../../atoms/shell";
import { useT } from "../../lib/use-t";
import { ConsentCheckbox } from "./consent-checkbox";

function storeDecision(accepted: ConsentCategory[]) {
  const record = makeConsent(accepted);
  document.cookie = consentCookieLine(record, window.location.protocol === "https:");
  // The server records the choice (docs/decisions/1327-data-rights.md) and gives the cookie its
  // consent id; the banner does not wait for it, the choice already holds in this browser.
  const form = new URLSearchParams({ choice: "save", source: "banner" });
  for (const category of accepted) form.set(category, "on");
  fetch(pathTo("cookieSettings"), { method: "POST", headers: { Accept: "application/json" }, body: form }).catch(() => undefined);
  return record;
}

/**
 * The consent banner. The edge decides whether it shows and renders it in the
 * streamed HTML, fixed to the bottom of the viewport so nothing moves when it appears.
 */
export function CookieBanner() {
  const t = useT();
  const [pending, setPending] = useAtom(consentPendingAtom);
  const setConsent = useSetAtom(consentAtom);
  const [customizing, setCustomizing] = useState(false);
  const [choice, setChoice] = useState<Record<"analytics" | "marketing", boolean>>({ analytics: false, marketing: false });
  const id = useId();
  if (!pending) return null;

  const decide = (accepted: ConsentCategory[]) => {
    setConsent(storeDecision(accepted));
    setPending(false);
  };

  return (
    <section className="cookie-banner" data-testid="cookie-banner" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cookie-banner__title">
        {t("consent.title")}
      </h2>
      <p>
        {t("consent.text")} <Link to={helpPath("privacy-policy")}>{t("consent.policyLink")}</Link>
      </p>
      {customizing && (
        <fieldset className="cookie-banner__categories">
          <legend>{t("consent.categories")}</legend>
          <label>
            <input type="checkbox" checked disabled /> {t("consent.necessary")}
          </label>
          {OPTIONAL_CATEGORIES.map((category) => (
            <ConsentCheckbox
              key={category}
              category={category}
              checked={choice[category]}
              onChange={(name, on) => setChoice((c) => ({ ...c, [name]: on }))}
              label={t(`consent.${category}`)}
            />
          ))}
        </fieldset>
      )}
      <div className="cookie-banner__actions">
        <button type="button" className="button button--primary" onClick={() => decide(["analytics", "marketing"])}>
          {t("consent.acceptAll")}
        </button>
        <button type="button" className="button" onClick={() => decide([])}>
          {t("consent.rejectAll")}
        </button>
        {customizing ? (
          <button
            type="button"
            className="button"
            onClick={() => decide((Object.keys(choice) as ("analytics" | "marketing")[]).filter((k) => choice[k]))}
          >
            {t("consent.save")}
          </button>
        ) : (
          <button type="button" className="button button--link" aria-expanded={false} onClick={() => setCustomizing(true)}>
            {t("consent.customize")}
          </button>
        )}
      </div>
    </section>
  );
}
