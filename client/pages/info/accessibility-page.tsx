import { useAtomValue } from "jotai";
import { languageAtom } from "../../atoms/shell";
import { formatDate } from "../../lib/format-date";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { AccessibilityData } from "./info-loaders.server";
import { InfoLayout } from "./info-layout";
import { definePage } from "../define-page";

/**
 * The accessibility statement (European Accessibility Act, Directive (EU) 2019/882, Annex V;
 * docs/decisions/1328-accessibility-statement.md): standard, status, last check and its method,
 * known limitations, contact and enforcement, in the store's language.
 */
export default definePage(AccessibilityPage, { loader: () => import("./info-loaders.server").then((m) => m.accessibilityLoader) });

const LIMITS = [
  "accessibility.limit.payment",
  "accessibility.limit.pictures",
  "accessibility.limit.automated",
  "accessibility.limit.userContent",
] as const;

function AccessibilityPage({ data }: PageProps<AccessibilityData>) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <InfoLayout page="accessibility">
      <section aria-labelledby="a11y-standard">
        <h2 id="a11y-standard">{t("accessibility.standardTitle")}</h2>
        <p>{t("accessibility.standard")}</p>
        <p>{t("accessibility.status")}</p>
      </section>
      <section aria-labelledby="a11y-check">
        <h2 id="a11y-check">{t("accessibility.checkTitle")}</h2>
        <p data-testid="a11y-checked">{t("accessibility.check", { date: formatDate(Date.parse(`${data.checkedOn}T00:00:00Z`), language) })}</p>
        <ul>
          {data.journeys.map((file) => (
            <li key={file}>
              <code>{file}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-limits">
        <h2 id="a11y-limits">{t("accessibility.limitsTitle")}</h2>
        <ul>
          {LIMITS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-contact">
        <h2 id="a11y-contact">{t("accessibility.contactTitle")}</h2>
        <p>
          {t("accessibility.contact")} <a href={`mailto:${data.email}`}>{data.email}</a>
        </p>
      </section>
      <section aria-labelledby="a11y-enforcement">
        <h2 id="a11y-enforcement">{t("accessibility.enforcementTitle")}</h2>
        <p>{t("accessibility.enforcement")}</p>
        <p data-testid="a11y-authority">{data.authority ?? t("accessibility.enforcementOwnCountry")}</p>
      </section>
    </InfoLayout>
  );
}
