import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";

export interface WithdrawalPageData {
  /** From the order page's link: the form starts with its order number. */
  orderNumber: string;
  /** A signed-in customer's email, so they type only their name. */
  email: string;
}

export const withdrawalLoader: PageLoader<WithdrawalPageData> = async ({ context, url }) => {
  const t = await translatorFor(context.ctx.language);
  return {
    data: {
      orderNumber: (url.searchParams.get("orderNumber") ?? "").trim().toUpperCase().slice(0, 20),
      email: context.ctx.session.customerId ? context.ctx.session.email : "",
    },
    title: t("withdrawal.title"),
  };
};
