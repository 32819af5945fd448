import { useAtomValue } from "jotai";
import { useState } from "react";
import { Link } from "../../components/ui/link";
import type { OrderDetailView } from "~/shared/account-order-types";
import { pathTo } from "~/shared/url-scheme";
import { languageAtom } from "../../atoms/shell";
import { AccountLayout } from "../../components/account/account-layout";
import { OrderStatusBadge } from "../../components/account/order-status-badge";
import { formatDate } from "../../lib/format-date";
import { useT } from "../../lib/use-t";
import { OrderSummary } from "../checkout/order-summary";
import type { PageProps } from "../page-types";
import { OrderCancel } from "./order-cancel";
import { OrderChangeRequest } from "./order-change-request";
import { OrderDifferences } from "./order-differences";
import { OrderPayAgain } from "./order-pay-again";
import { InvoiceLinks } from "../../components/account/invoice-links";
import { hasInvoice } from "~/shared/invoice-types";
import { OrderReturns } from "./order-returns";
import { OrderWithdrawal } from "../checkout/order-withdrawal";
import { definePage } from "../define-page";
import { Facts } from "../../components/ui/facts";

/**
 * /accounts/orderdetail?orderNumber=: items, totals, addresses, shipping and
 * tracking; Continue for an unpaid order, Cancel while the status table allows it, and a
 * change request to customer service.
 */
export default definePage(OrderDetailPage, { loader: () => import("./order-loaders.server").then((m) => m.orderDetailLoader) });

function OrderDetailPage({ data }: PageProps<OrderDetailView>) {
  // Another order's page starts from its own data, not the state of the one before.
  return <OrderDetail key={data.order.orderNumber} initial={data} />;
}

function OrderDetail({ initial }: { initial: OrderDetailView }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [detail, setDetail] = useState(initial);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { order } = detail;
  // Cancel and returns answer the updated order and a message.
  const actionDone = (updated: OrderDetailView | null, text: string, ok: boolean) => {
    if (updated) setDetail(updated);
    setNotice({ ok, text });
  };

  return (
    <AccountLayout title={t("account.orderDetail.title", { orderNumber: order.orderNumber })}>
      <div className="order-detail">
        <p className="order-detail__meta">
          <Link to={pathTo("accountOrders")}>{t("account.orderDetail.back")}</Link>
          <span>{t("account.orderDetail.placed", { date: formatDate(order.createdAt, language) })}</span>
          <OrderStatusBadge status={order.status} testId="order-status" />
        </p>
        <p role={notice && !notice.ok ? "alert" : "status"} data-testid="order-notice">
          {notice?.text ?? ""}
        </p>

        {detail.retryUntil !== null && (
          <OrderPayAgain orderNumber={order.orderNumber} methods={detail.methods} current={order.paymentMethod} retryUntil={detail.retryUntil} />
        )}

        <section className="account-section" aria-labelledby="items-title">
          <h2 id="items-title">{t("account.orderDetail.items")}</h2>
          <OrderSummary order={order} />
        </section>

        <OrderDifferences differences={detail.differences} />

        <div className="order-detail__grid">
          <section className="account-section" aria-labelledby="ship-to-title">
            <h2 id="ship-to-title">{t("account.orderDetail.shippingAddress")}</h2>
            <AddressBlock address={detail.shippingAddress} />
            <h3>{t("account.orderDetail.billingAddress")}</h3>
            {detail.billingAddress ? <AddressBlock address={detail.billingAddress} /> : <p>{t("account.orderDetail.billingSame")}</p>}
          </section>
          <section className="account-section" aria-labelledby="delivery-title">
            <h2 id="delivery-title">{t("account.orderDetail.delivery")}</h2>
            <Facts
              facts={[
                [t("account.orderDetail.shippingMethod"), t(`checkout.shipping.${order.shippingMethod}`)],
                [t("account.orderDetail.paymentMethod"), t(`payment.method.${order.paymentMethod}`)],
              ]}
            />
          </section>
          <Tracking tracking={detail.tracking} />
          {hasInvoice(order.status) && <InvoiceLinks orderNumber={order.orderNumber} />}
        </div>

        {detail.cancelMode && (
          <div className="order-detail__actions">
            <OrderCancel orderNumber={order.orderNumber} mode={detail.cancelMode} onDone={actionDone} />
          </div>
        )}

        {detail.returnable && detail.returnable.length > 0 && (
          <OrderReturns orderNumber={order.orderNumber} lines={detail.returnable} onDone={actionDone} />
        )}

        <OrderWithdrawal orderNumber={order.orderNumber} withdrawal={detail.withdrawal} />

        <OrderChangeRequest orderNumber={order.orderNumber} />
      </div>
    </AccountLayout>
  );
}

function AddressBlock({ address }: { address: OrderDetailView["shippingAddress"] }) {
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.address1}
      {address.address2 && (
        <>
          <br />
          {address.address2}
        </>
      )}
      <br />
      {[address.postcode, address.city, address.state].filter(Boolean).join(" ")}
      <br />
      {address.country}
      <br />
      {address.phone}
    </address>
  );
}

function Tracking({ tracking }: { tracking: OrderDetailView["tracking"] }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <section className="account-section" aria-labelledby="tracking-title" data-testid="order-tracking">
      <h2 id="tracking-title">{t("account.orderDetail.tracking")}</h2>
      {tracking.trackingNumber ? (
        <>
          <dl>
            <dt>{t("account.orderDetail.carrier")}</dt>
            <dd>{tracking.carrier}</dd>
            <dt>{t("account.orderDetail.trackingNumber")}</dt>
            <dd>{tracking.trackingNumber}</dd>
          </dl>
          <ol className="order-detail__events">
            {tracking.events.map((event, i) => (
              <li key={i}>
                {formatDate(event.at, language)} · {event.description}
                {event.location && ` · ${event.location}`}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>{t("track.noLogistics")}</p>
      )}
    </section>
  );
}
