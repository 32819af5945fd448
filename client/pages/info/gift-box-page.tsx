import { RETURNS_DAYS } from "~/shared/constants";
import { useT } from "../../lib/use-t";
import { InfoLayout } from "./info-layout";
import { definePage } from "../define-page";

/**
 * The gift box: the shop's own packaging. Every order ships in it at no charge in every store,
 * so there is no priced option to choose at checkout.
 */
export default definePage(GiftBoxPage, { loader: () => import("./info-loaders.server").then((m) => m.giftBoxLoader) });

function GiftBoxPage() {
  const t = useT();
  return (
    <InfoLayout page="giftBox">
      <svg className="gift-box__picture" viewBox="0 0 120 100" width="180" height="150" role="img" aria-label={t("giftBox.pictureAlt")}>
        <rect x="14" y="40" width="92" height="54" rx="4" fill="#1f1b2e" />
        <rect x="8" y="28" width="104" height="16" rx="3" fill="#2c2640" />
        <rect x="54" y="28" width="12" height="66" fill="#c9a24a" />
        <path d="M60 28 C44 8 30 18 46 28 Z M60 28 C76 8 90 18 74 28 Z" fill="#c9a24a" />
      </svg>
      <h2>{t("giftBox.whatTitle")}</h2>
      <p>{t("giftBox.what")}</p>
      <h2>{t("giftBox.priceTitle")}</h2>
      <p data-testid="gift-box-price">{t("giftBox.price")}</p>
      <h2>{t("giftBox.giftingTitle")}</h2>
      <p>{t("giftBox.gifting", { days: RETURNS_DAYS })}</p>
    </InfoLayout>
  );
}
