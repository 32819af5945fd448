import type { Env } from "../../env";
import { mailFrom, paragraphMail, sendMail } from "./mailer";
import { orderMailContext } from "./order-email";
import type { OrderRow } from "../checkout/orders-store";

/**
 * "Your order is on its way": sent when the order is handed to the carrier, in the order's
 * language, with the carrier, the tracking number and the /trackorder link.
 */
export async function sendShippedMail(
  env: Env,
  order: Pick<OrderRow, "store" | "language" | "order_number" | "email">,
  shipment: { carrier: string; trackingNumber: string },
  current: URL,
) {
  const { store, t, trackUrl } = await orderMailContext(env, order, current);
  const values = { brand: store.seriesName, orderNumber: order.order_number, ...shipment };
  const paragraphs = [
    t("mail.shipped.intro", values),
    t("mail.shipped.tracking", values),
    t("mail.order.track", { url: trackUrl }),
    t("mail.order.signature", values),
  ];
  await sendMail(env, mailFrom(env, store.brandDomain), paragraphMail(order.email, t("mail.shipped.subject", values), paragraphs));
}
