import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { consentAllows } from "~/shared/consent";
import { COOKIE, cookieMaxAgeSeconds } from "~/shared/cookies";
import { visitorReadyAtom } from "../../atoms/catalog";
import { consentAtom, consentPendingAtom } from "../../atoms/shell";
import { useInsight } from "../../lib/insight/use-insight";
import { useApi } from "../../lib/use-api";
import { whenShown } from "../../lib/when-shown";

/**
 * Everything that needs consent, started only once it is given: first-party page-view
 * analytics and merchant insight (statistics), and the affiliate click id (marketing). Before
 * a decision nothing runs.
 */
export function ConsentedScripts() {
  const consent = useAtomValue(consentAtom);
  const askConsent = useAtomValue(consentPendingAtom);
  const location = useLocation();
  const api = useApi();
  // A page from the edge cache does not know the visitor's consent until visitor/state answers.
  const ready = useAtomValue(visitorReadyAtom);
  const gate = { consent, askConsent };
  const analytics = ready && consentAllows("analytics", gate);
  const marketing = ready && consentAllows("marketing", gate);

  // A prerendered page counts its view, and sets its cookies, only once it is shown.
  useEffect(() => {
    if (!analytics) return;
    return whenShown(() => void api("stat/pageView", { path: location.pathname }).catch(() => undefined));
  }, [analytics, location.pathname, api]);

  useInsight(ready ? analytics : "unknown", location);

  useEffect(() => {
    if (!marketing) return;
    const clickId = new URLSearchParams(location.search).get("irclickid");
    if (!clickId || !/^[\w-]{1,128}$/.test(clickId)) return;
    return whenShown(() => {
      document.cookie = `${COOKIE.affiliateClickId}=${clickId}; Path=/; Max-Age=${cookieMaxAgeSeconds()}; SameSite=Lax`;
    });
  }, [marketing, location.search]);

  return null;
}
