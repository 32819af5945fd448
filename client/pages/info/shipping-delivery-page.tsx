import { helpPath } from "~/shared/url-scheme";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { ShippingData } from "./info-loaders.server";
import { InfoLayout } from "./info-layout";
import { definePage } from "../define-page";
import { DataTable } from "../../components/ui/data-table";

/** Shipping and delivery: the checkout's freight options for the visitor's country, in their currency. */
export default definePage(ShippingDeliveryPage, { loader: () => import("./info-loaders.server").then((m) => m.shippingLoader) });

function ShippingDeliveryPage({ data }: PageProps<ShippingData>) {
  const t = useT();
  return (
    <InfoLayout page="shippingDelivery">
      <div className="info-table">
        <DataTable
          caption={t("shippingDelivery.caption", { country: data.countryName })}
          columns={[t("shippingDelivery.method"), t("shippingDelivery.time"), t("shippingDelivery.price")]}
          rows={data.options}
          rowKey={(o) => o.method}
          rowTestId="shipping-option"
          cells={(o) => (
            <>
              <th scope="row">{o.name}</th>
              <td>{o.days}</td>
              <td>
                {o.free ? t("shippingDelivery.free") : o.price}
                {o.freeFrom && <> · {o.freeFrom}</>}
              </td>
            </>
          )}
        />
      </div>
      <p>{t("shippingDelivery.processing")}</p>
      <p>{t("shippingDelivery.tracking")}</p>
      <p>
        <Link to={helpPath("shipping-info")}>{t("shippingDelivery.more")}</Link>
      </p>
    </InfoLayout>
  );
}
