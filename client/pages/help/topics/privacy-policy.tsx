import { useSetAtom } from "jotai";
import { helpPath } from "~/shared/url-scheme";
import { COOKIE_DAYS } from "~/shared/cookies";
import { consentPendingAtom } from "../../../atoms/shell";
import { useHelpText } from "../help-text";
import { COOKIE_LIST } from "~/shared/cookie-list";
import { VISIT_STORAGE_KEY } from "~/shared/insight";
import { HelpTable } from "./help-table";
import { Blocks, HelpSection, TopicSections, type SectionDef } from "./sections";

const BEFORE_COOKIES: readonly SectionDef[] = [
  { id: "intro", body: ["text"] },
  { id: "collect", body: [["account", "order", "payment", "support", "technical"]] },
  { id: "use", body: [["orders", "service", "newsletter", "security"]] },
  { id: "share", body: ["providers", "sell"] },
];

const AFTER_COOKIES: readonly SectionDef[] = [
  { id: "rights", body: ["text", { link: "ticketLink", to: helpPath("ticket") }] },
  { id: "security", body: ["text"] },
  { id: "retention", body: ["text"] },
];

/** Reopens the consent banner, which writes a new decision over the old one. */
function CookieSettingsButton({ label }: { label: string }) {
  const setPending = useSetAtom(consentPendingAtom);
  const open = () => {
    setPending(true);
    // Take keyboard users to the banner that just appeared at the end of the page.
    requestAnimationFrame(() => document.querySelector<HTMLElement>("[data-testid=cookie-banner] button")?.focus());
  };
  return (
    <button type="button" className="button" onClick={open}>
      {label}
    </button>
  );
}

export default function PrivacyPolicy() {
  const ht = useHelpText();
  const text = (name: string, values?: Record<string, unknown>) => ht(`help.privacy-policy.cookies.${name}`, values);
  const lifetime = text("lifetimeDays", { days: COOKIE_DAYS.default });
  return (
    <>
      <TopicSections topic="privacy-policy" sections={BEFORE_COOKIES} />
      <HelpSection topic="privacy-policy" id="cookies">
        <Blocks
          topic="privacy-policy"
          section="cookies"
          body={["intro", ["necessary", "analytics", "marketing"], "beforeConsent", "analyticsNoCookie"]}
        />
        <p>{text("lifetime", { days: COOKIE_DAYS.default })}</p>
        <p>{text("change")}</p>
        <p>
          <CookieSettingsButton label={text("settingsButton")} />
        </p>
        <h3>{text("listTitle")}</h3>
        <HelpTable
          id="cookie-list"
          caption={text("caption")}
          columns={["name", "purpose", "category", "lifetime"].map((c) => text(`${c}Header`))}
          rows={COOKIE_LIST.map((cookie) => ({
            key: cookie.name,
            cells: [
              <code key="name">{cookie.name}</code>,
              ht(`help.privacy-policy.cookieTable.${cookie.purpose}`),
              text(`category.${cookie.category}`),
              cookie.session ? text("sessionLifetime", { days: COOKIE_DAYS.default }) : lifetime,
            ],
          }))}
        />
        <p>{text("sessionStorage", { name: VISIT_STORAGE_KEY })}</p>
      </HelpSection>
      <TopicSections topic="privacy-policy" sections={AFTER_COOKIES} />
    </>
  );
}
