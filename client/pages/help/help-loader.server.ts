import type { HelpTopic } from "~/shared/url-scheme";
import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";

export interface HelpData {
  topic: HelpTopic;
}

export const helpLoader: PageLoader<HelpData> = async ({ context, params }) => {
  const topic = params.topic as HelpTopic;
  const t = await translatorFor(context.ctx.language);
  return { data: { topic }, title: t(`help.${topic}.title`), description: t(`help.${topic}.summary`) };
};
