import { useAtomValue } from "jotai";
import { useLocation } from "react-router";
import { Link } from "../ui/link";
import { COPYRIGHT_FROM_YEAR } from "~/shared/constants";
import { PRICES_INCLUDE_VAT_OF } from "~/shared/vat";
import { INFO_PAGES } from "~/shared/info-pages";
import { pathTo } from "~/shared/url-scheme";
import { type PageId } from "~/shared/routes";
import type { ReactNode } from "react";
import { signedInAtom, storeAtom } from "../../atoms/shell";
import { customerLinks } from "../account/account-links";
import { SignOutButton } from "../account/sign-out-button";
import { useT } from "../../lib/use-t";
import { FloatingButtons } from "./floating-buttons";
import { HelpTopicLinks } from "./help-topic-links";
import { NewsletterForm } from "./newsletter-form";

const SOCIAL = ["facebook", "instagram", "youtube", "tiktok", "twitter"] as const;

function LinkColumn({ id, title, links, children }: { id: string; title: string; links: { to: string; label: string }[]; children?: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export function SiteFooter({ page }: { page: PageId }) {
  const t = useT();
  const store = useAtomValue(storeAtom);
  const signedIn = useAtomValue(signedInAtom);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const shopLinks = [
    { to: "/", label: t("footer.home") },
    { to: pathTo("lookBooks"), label: t("footer.lookBooks") },
    { to: pathTo("reviewsGallery"), label: t("footer.reviews") },
    { to: pathTo("coupon"), label: t("footer.coupons") },
    { to: pathTo("customMade"), label: t("footer.customMade") },
    ...INFO_PAGES.map((page) => ({ to: pathTo(page), label: t(`footer.${page}`) })),
  ];
  // The account column: login/register for visitors; my orders, coupons, wishlist, address book and sign out for customers.
  // The withdrawal button is for guests as for customers (docs/decisions/1325-withdrawal-button.md).
  const withdraw = { to: pathTo("withdrawal"), label: t("footer.withdraw") };
  const accountLinks = signedIn
    ? [...customerLinks(t), { to: pathTo("trackOrder"), label: t("footer.trackOrder") }, withdraw]
    : [
        { to: pathTo("login", {}, { redirect_url: here }), label: t("footer.signIn") },
        { to: pathTo("trackOrder"), label: t("footer.trackOrder") },
        { to: pathTo("accountWishlist"), label: t("footer.wishlist") },
        withdraw,
      ];
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t("footer.help")}</h2>
          <HelpTopicLinks link={Link} />
        </nav>
        <LinkColumn id="footer-shop" title={t("footer.shop")} links={shopLinks} />
        <LinkColumn id="footer-account" title={t("footer.account")} links={accountLinks}>
          {signedIn && (
            <li>
              <SignOutButton className="button--link site-footer__sign-out" />
            </li>
          )}
        </LinkColumn>
        <section aria-labelledby="newsletter-title" className="site-footer__newsletter">
          <h2 id="newsletter-title">{t("newsletter.title")}</h2>
          <p>{t("newsletter.text")}</p>
          <NewsletterForm />
          <ul className="social-links" aria-label={t("footer.findUs")}>
            {SOCIAL.map((network) => (
              <li key={network}>
                <a href={store.socialLinks[network]} rel="noopener noreferrer" target="_blank">
                  {network}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {Object.hasOwn(PRICES_INCLUDE_VAT_OF, store.key) && (
        // Every price these stores show, listings included, is a final price with VAT (docs/decisions/1320-vat-at-checkout.md).
        <p className="site-footer__vat" data-testid="footer-vat-note">
          {t("footer.pricesInclVat")}
        </p>
      )}
      <p className="site-footer__copyright">
        {/* One text node, not eight and seven comments: rendered on every shop page. */}
        {`© ${COPYRIGHT_FROM_YEAR}–${new Date().getFullYear()} ${store.seriesName}. ${t("footer.rights")}`}
      </p>
      {/* Fixed to the viewport, but inside the footer landmark: they are the page's end matter for assistive technology. */}
      <FloatingButtons page={page} />
    </footer>
  );
}
