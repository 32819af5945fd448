import type { Env } from "../../env";
import type { OrderRow } from "../orders/orders-store";
import { escapeHtml } from "../html-escape";
import { invoiceAttachment } from "../tax/invoice-delivery";
import { mailFrom, sendMail } from "./mailer";
import { orderMailContext } from "./order-email";

/** The invoice sent again on staff's request (the back office's order screen). False when the order has none. */
export async function sendInvoiceMail(env: Env, order: OrderRow, current: URL): Promise<boolean> {
  const invoice = await invoiceAttachment(env, order);
  if (!invoice) return false;
  const { store, t } = await orderMailContext(env, order, current);
  const values = { brand: store.seriesName, orderNumber: order.order_number };
  const paragraphs = [t("mail.invoice.intro", values), t("mail.order.signature", values)];
  await sendMail(env, mailFrom(env, store.brandDomain), {
    to: order.email,
    subject: t("mail.invoice.subject", values),
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n"),
    attachments: [invoice],
  });
  return true;
}
