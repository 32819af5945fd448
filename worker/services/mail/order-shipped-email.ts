import type { Env } from "../../env";
import { mailFrom, paragraphMail, sendMail } from "./mailer";
import { orderMailContext } from "./order-email";
import type { OrderRow } from "../orders/orders-store";
import { invoiceAttachment } from "../tax/invoice-delivery";

/**
 * "Your order is on its way": sent when the order is handed to the carrier, in the order's
 * language, with the carrier, the tracking number and the /trackorder link, and the invoice as
 * a PDF (docs/decisions/1321-invoices.md).
 */
export async function sendShippedMail(env: Env, order: OrderRow, shipment: { carrier: string; trackingNumber: string }, current: URL) {
  const { store, t, trackUrl } = await orderMailContext(env, order, current);
  const invoice = await invoiceAttachment(env, order);
  const values = { brand: store.seriesName, orderNumber: order.order_number, ...shipment };
  const paragraphs = [
    t("mail.shipped.intro", values),
    t("mail.shipped.tracking", values),
    t("mail.order.track", { url: trackUrl }),
    t("mail.order.signature", values),
  ];
  const mail = paragraphMail(order.email, t("mail.shipped.subject", values), paragraphs);
  await sendMail(env, mailFrom(env, store.brandDomain), invoice ? { ...mail, attachments: [invoice] } : mail);
}
