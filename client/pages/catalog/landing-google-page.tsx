import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { consentAllows } from "~/shared/consent";
import type { ProductCard as Card } from "~/shared/catalog-types";
import { consentAtom, consentPendingAtom, deviceAtom, shellStateAtom } from "../../atoms/shell";
import { visitorReadyAtom } from "../../atoms/catalog";
import { ProductCard } from "../../components/catalog/product-card";
import { feedCookies, feedSourceFrom } from "../../lib/feed-source";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { ListingView, type ListingPageData } from "./listing-page";
import { definePage } from "../define-page";

export interface LandingGoogleData extends ListingPageData {
  featured: Card | null;
}

/** Keeps the feed source in its cookies once marketing cookies are allowed. */
function useFeedSource() {
  const location = useLocation();
  const consent = useAtomValue(consentAtom);
  const askConsent = useAtomValue(consentPendingAtom);
  const ready = useAtomValue(visitorReadyAtom);
  const device = useAtomValue(deviceAtom);
  const country = useAtomValue(shellStateAtom)?.country ?? "";
  const allowed = ready && consentAllows("marketing", { consent, askConsent });
  useEffect(() => {
    if (!allowed) return;
    const feed = feedSourceFrom(new URL(window.location.href), device, country);
    if (!feed) return;
    for (const cookie of feedCookies(feed, window.location.protocol === "https:")) document.cookie = cookie;
  }, [allowed, location.search, device, country]);
}

export default definePage(LandingGooglePage, { loader: () => import("./landing-google-loader.server").then((m) => m.landingGoogleLoader) });

function LandingGooglePage({ data }: PageProps<LandingGoogleData>) {
  const t = useT();
  useFeedSource();
  return (
    <ListingView data={data}>
      {data.featured && (
        <section className="landing-featured" aria-label={t("catalog.landing.featured")} data-testid="landing-featured">
          <ProductCard product={data.featured} eager priority />
        </section>
      )}
    </ListingView>
  );
}
