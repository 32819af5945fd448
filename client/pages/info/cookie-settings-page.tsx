import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { consentAllows, OPTIONAL_CATEGORIES, type ConsentRecord, type OptionalCategory } from "~/shared/consent";
import type { Envelope } from "~/shared/api-envelope";
import { helpPath, pathTo } from "~/shared/url-scheme";
import { consentAtom, consentPendingAtom } from "../../atoms/shell";
import { ConsentCheckbox } from "../../components/shell/consent-checkbox";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { CookieSettingsData } from "./cookie-settings-loader.server";
import { definePage } from "../define-page";

type Choice = Record<OptionalCategory, boolean>;

const choiceOf = (consent: ConsentRecord | null, askConsent: boolean): Choice => ({
  analytics: consentAllows("analytics", { consent, askConsent }),
  marketing: consentAllows("marketing", { consent, askConsent }),
});

/**
 * Cookie settings: the current choice per category, changed with a plain form post (it works
 * without JavaScript); with JavaScript the same post is sent in the background.
 */
export default definePage(CookieSettingsPage, { loader: () => import("./cookie-settings-loader.server").then((m) => m.cookieSettingsLoader) });

function CookieSettingsPage({ data }: PageProps<CookieSettingsData>) {
  const t = useT();
  const setConsent = useSetAtom(consentAtom);
  const setPending = useSetAtom(consentPendingAtom);
  const [consent, setRecord] = useState(data.consent);
  const [choice, setChoice] = useState(() => choiceOf(data.consent, data.askConsent));
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "failed">(data.saved ? "saved" : "idle");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = new FormData(event.currentTarget);
    if (submitter?.name) form.set(submitter.name, submitter.value);
    setStatus("saving");
    try {
      const response = await fetch(pathTo("cookieSettings"), {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams(form as unknown as Record<string, string>),
      });
      const body = (await response.json()) as Envelope<{ consent: ConsentRecord } | null>;
      if (!response.ok || !body.data) throw new Error(body.message);
      setRecord(body.data.consent);
      setChoice(choiceOf(body.data.consent, false));
      setConsent(body.data.consent);
      setPending(false);
      setStatus("saved");
    } catch {
      setStatus("failed");
    }
  };

  return (
    <section className="page info-page" aria-labelledby="cookie-settings-title">
      <h1 id="cookie-settings-title">{t("cookieSettings.title")}</h1>
      <p className="info-page__lead">{t("cookieSettings.intro")}</p>
      <p>
        {consent ? t("cookieSettings.decidedAt", { date: new Date(consent.decidedAt).toISOString().slice(0, 10) }) : t("cookieSettings.undecided")}{" "}
        <Link to={helpPath("privacy-policy")}>{t("cookieSettings.policyLink")}</Link>
      </p>
      <form method="post" action={pathTo("cookieSettings")} onSubmit={submit} className="cookie-settings">
        <fieldset>
          <legend>{t("cookieSettings.categories")}</legend>
          <div className="cookie-settings__row">
            <label>
              <input type="checkbox" defaultChecked disabled /> {t("cookieSettings.necessary")}
            </label>
            <p>{t("cookieSettings.necessaryText")}</p>
          </div>
          {OPTIONAL_CATEGORIES.map((category) => (
            <div className="cookie-settings__row" key={category}>
              <ConsentCheckbox
                category={category}
                checked={choice[category]}
                onChange={(name, on) => setChoice((c) => ({ ...c, [name]: on }))}
                label={t(`cookieSettings.${category}`)}
              />
              <p>{t(`cookieSettings.${category}Text`)}</p>
            </div>
          ))}
        </fieldset>
        <div className="cookie-settings__actions">
          <button type="submit" name="choice" value="save" className="button button--primary" disabled={status === "saving"}>
            {t("cookieSettings.save")}
          </button>
          <button type="submit" name="choice" value="all" className="button" disabled={status === "saving"}>
            {t("cookieSettings.acceptAll")}
          </button>
          <button type="submit" name="choice" value="none" className="button" disabled={status === "saving"}>
            {t("cookieSettings.rejectAll")}
          </button>
        </div>
        <p role="status" className="cookie-settings__status">
          {status === "saved" ? t("cookieSettings.saved") : status === "failed" ? t("cookieSettings.failed") : ""}
        </p>
      </form>
    </section>
  );
}
