import { helpPath, pathTo } from "~/shared/url-scheme";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import { InfoLayout } from "./info-layout";
import { definePage } from "../define-page";

const STEPS = [
  { key: "choose", link: { to: "/", label: "buySteps.chooseLink" } },
  { key: "bag", link: { to: pathTo("cart"), label: "buySteps.bagLink" } },
  { key: "coupon", link: { to: pathTo("coupon"), label: "buySteps.couponLink" } },
  { key: "address", link: { to: pathTo("shippingDelivery"), label: "buySteps.addressLink" } },
  { key: "pay", link: { to: pathTo("payDetails"), label: "buySteps.payLink" } },
  { key: "track", link: { to: pathTo("trackOrder"), label: "buySteps.trackLink" } },
] as const;

/** Buy steps: how ordering works, from choosing a piece to tracking the parcel. */
export default definePage(BuyStepsPage, { loader: () => import("./info-loaders.server").then((m) => m.buyStepsLoader) });

function BuyStepsPage() {
  const t = useT();
  return (
    <InfoLayout page="buySteps">
      <ol className="buy-steps">
        {STEPS.map((step) => (
          <li key={step.key}>
            <h2>{t(`buySteps.${step.key}.title`)}</h2>
            <p>{t(`buySteps.${step.key}.text`)}</p>
            <Link to={step.link.to}>{t(step.link.label)}</Link>
          </li>
        ))}
      </ol>
      <p>
        {t("buySteps.help")} <Link to={helpPath("contact-us")}>{t("buySteps.contact")}</Link>
      </p>
    </InfoLayout>
  );
}
