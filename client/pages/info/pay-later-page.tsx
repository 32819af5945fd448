import { helpPath } from "~/shared/url-scheme";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { PaymentsData } from "./info-loaders.server";
import { InfoLayout } from "./info-layout";
import { MethodTable } from "./pay-details-page";
import { definePage } from "../define-page";

/** Pay later: the instalment plans offered for delivery to the visitor's country, with their limits. */
export default definePage(PayLaterPage, { loader: () => import("./info-loaders.server").then((m) => m.payLaterLoader) });

function PayLaterPage({ data }: PageProps<PaymentsData>) {
  const t = useT();
  return (
    <InfoLayout page="payLater">
      {data.methods.length ? (
        <MethodTable methods={data.methods} caption={t("payLater.caption", { country: data.countryName })} />
      ) : (
        <p role="status">{t("payLater.none", { country: data.countryName })}</p>
      )}
      <h2>{t("payLater.howTitle")}</h2>
      <ul>
        <li>{t("payLater.payIn4")}</li>
        <li>{t("payLater.clearpay")}</li>
        <li>{t("payLater.approval")}</li>
      </ul>
      <p>
        <Link to={helpPath("klarna")}>{t("payLater.klarnaHelp")}</Link>
      </p>
    </InfoLayout>
  );
}
