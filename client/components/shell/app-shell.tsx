import type { ReactNode } from "react";
import type { PageId } from "~/shared/routes";
import { CheckoutHeader } from "./checkout-header";
import { CookieBanner } from "./cookie-banner";
import { SiteFooter, SiteHeader } from "./chrome";
import { ConsentedScripts } from "./consented-scripts";
import { VisitorSync } from "../catalog/visitor-sync";
import { useT } from "../../lib/use-t";
import { UiHosts } from "../ui/ui-hosts";

/** Page chrome: the shop's header and footer, or the checkout header. */
export function AppShell({ variant, page, children }: { variant: "shop" | "checkout" | "bare"; page: PageId; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      {variant === "checkout" ? <CheckoutHeader /> : variant === "shop" ? <SiteHeader /> : null}
      <main id="main" tabIndex={-1} data-page={page}>
        {children}
      </main>
      {variant === "shop" && <SiteFooter page={page} />}
      <CookieBanner />
      <ConsentedScripts />
      <VisitorSync />
      <UiHosts />
    </>
  );
}
