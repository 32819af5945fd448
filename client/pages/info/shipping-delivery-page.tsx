import { helpPath } from "~/shared/url-scheme";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { ShippingData } from "./info-loaders.server";
import { InfoLayout } from "./info-layout";
import { definePage } from "../define-page";

/** Shipping and delivery: the checkout's freight options for the visitor's country, in their currency. */
export default definePage(ShippingDeliveryPage, { loader: () => import("./info-loaders.server").then((m) => m.shippingLoader) });

function ShippingDeliveryPage({ data }: PageProps<ShippingData>) {
  const t = useT();
  return (
    <InfoLayout page="shippingDelivery">
      <div className="info-table">
        <table>
          <caption>{t("shippingDelivery.caption", { country: data.countryName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("shippingDelivery.method")}</th>
              <th scope="col">{t("shippingDelivery.time")}</th>
              <th scope="col">{t("shippingDelivery.price")}</th>
            </tr>
          </thead>
          <tbody>
            {data.options.map((o) => (
              <tr key={o.method} data-testid="shipping-option">
                <th scope="row">{o.name}</th>
                <td>{o.days}</td>
                <td>
                  {o.free ? t("shippingDelivery.free") : o.price}
                  {o.freeFrom && <> · {o.freeFrom}</>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t("shippingDelivery.processing")}</p>
      <p>{t("shippingDelivery.tracking")}</p>
      <p>
        <Link to={helpPath("shipping-info")}>{t("shippingDelivery.more")}</Link>
      </p>
    </InfoLayout>
  );
}
