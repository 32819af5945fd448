import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "./page-types";

/** Screens whose issue has not landed yet say so honestly, with their own title. */
export const placeholderLoader: PageLoader<{ title: string; path: string }> = async ({ context, url }) => {
  const t = await translatorFor(context.ctx.language);
  const title = t("placeholder.title");
  return { data: { title, path: url.pathname }, title };
};
