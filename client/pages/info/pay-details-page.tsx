import { helpPath } from "~/shared/url-scheme";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { MethodInfo, PaymentsData } from "./info-loaders.server";
import { InfoLayout, MethodBadge } from "./info-layout";
import { definePage } from "../define-page";
import { DataTable } from "../../components/ui/data-table";

/** The payment methods with their limits, as a table. */
export function MethodTable({ methods, caption }: { methods: MethodInfo[]; caption: string }) {
  const t = useT();
  return (
    <div className="info-table">
      <DataTable
        caption={caption}
        columns={[t("payDetails.method"), t("payDetails.limits")]}
        rows={methods}
        rowKey={(m) => m.key}
        rowTestId="payment-method"
        cells={(m) => (
          <>
            <th scope="row">
              <MethodBadge name={m.name} /> {m.name}
            </th>
            <td>{m.min && m.max ? t("payDetails.between", { min: m.min, max: m.max }) : t("payDetails.noLimit")}</td>
          </>
        )}
      />
    </div>
  );
}

/** Pay details: the methods checkout offers for delivery to the visitor's country. */
export default definePage(PayDetailsPage, { loader: () => import("./info-loaders.server").then((m) => m.payDetailsLoader) });

function PayDetailsPage({ data }: PageProps<PaymentsData>) {
  const t = useT();
  return (
    <InfoLayout page="payDetails">
      <MethodTable methods={data.methods} caption={t("payDetails.caption", { country: data.countryName })} />
      <p>{t("payDetails.secure")}</p>
      <p>
        <Link to={helpPath("how-to-pay")}>{t("payDetails.howToPay")}</Link>
      </p>
    </InfoLayout>
  );
}
