import type { Env } from "../../env";
import type { WithdrawalReceipt } from "~/shared/withdrawal-types";
import type { OrderRow } from "../orders/orders-store";
import { withdrawalMoment } from "../orders/withdrawal";
import { escapeHtml } from "../html-escape";
import { mailFrom, sendMail } from "./mailer";
import { orderMailContext } from "./order-email";

/**
 * The acknowledgement of a withdrawal on a durable medium (Art. 11a(3) of the Consumer Rights
 * Directive): the statement's content and the date and time it was received, in the language
 * the consumer used, to the email they gave (docs/decisions/1325-withdrawal-button.md).
 */
export async function sendWithdrawalReceipt(
  env: Env,
  order: Pick<OrderRow, "store" | "order_number">,
  receipt: WithdrawalReceipt,
  language: string,
  current: URL,
) {
  const { store, t } = await orderMailContext(env, { ...order, language }, current);
  const values = {
    brand: store.seriesName,
    orderNumber: order.order_number,
    received: withdrawalMoment(receipt.withdrawnAt, language),
    refund: receipt.refund,
    refundDue: withdrawalMoment(receipt.refundDueAt, language),
  };
  const paragraphs = [
    t("mail.withdrawal.intro", values),
    t("mail.withdrawal.statementTitle"),
    receipt.statement,
    t("mail.withdrawal.refund", values),
    t("mail.withdrawal.return"),
    t("mail.order.signature", values),
  ];
  await sendMail(env, mailFrom(env, store.brandDomain), {
    to: receipt.email,
    subject: t("mail.withdrawal.subject", values),
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("\n"),
  });
}
