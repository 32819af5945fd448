import { toLocale } from "~/shared/i18n-config";
import { STORES, storeOrigin, type StoreKey } from "~/shared/stores";
import { storeDomains } from "../../config";
import type { Env } from "../../env";
import { productHref } from "../catalog/cards";
import { translatorFor } from "../translator";
import { mailFrom, paragraphMail, sendMail } from "./mailer";

/**
 * "Your question has an answer": sent to the shopper who asked, in the language they asked in,
 * with their question, the shop's answer and the product page where both now show. A
 * transactional message about their own question, so its footer says why it came and offers
 * no unsubscribe (nothing was subscribed to).
 */
export async function sendQuestionAnswerMail(env: Env, questionId: number, answer: string, current: URL): Promise<void> {
  const question = await env.DB.prepare(
    `SELECT q.email, q.body, q.store, q.language, p.slug, p.product_code AS code,
       coalesce((SELECT title FROM product_texts WHERE product_id = p.id AND language = q.language),
                (SELECT title FROM product_texts WHERE product_id = p.id AND language = 'en')) AS title
     FROM questions q JOIN products p ON p.id = q.product_id WHERE q.id = ?`,
  )
    .bind(questionId)
    .first<{ email: string; body: string; store: string; language: string; slug: string; code: string; title: string | null }>();
  if (!question?.email) return;
  const store = STORES[question.store as StoreKey] ?? STORES.us;
  const t = await translatorFor(toLocale(question.language) ?? store.language);
  const values = { brand: store.seriesName, product: question.title ?? question.code };
  const url = `${storeOrigin(store.key, current, storeDomains(env))}${productHref(question.slug, question.code)}#questions`;
  const paragraphs = [
    t("mail.question.intro", values),
    `“${question.body}”`,
    t("mail.question.answer", values),
    `“${answer.trim()}”`,
    t("mail.question.link", { url }),
    t("mail.order.signature", values),
    t("mail.question.footer", values),
  ];
  await sendMail(env, mailFrom(env, store.brandDomain), paragraphMail(question.email, t("mail.question.subject", values), paragraphs));
}
