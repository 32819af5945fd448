import type { ModerationQuestion, ModerationReview } from "~/shared/admin-types";
import { questionListBody, reviewListBody } from "~/shared/schemas/admin-reviews";
import { listModerationQuestions, listModerationReviews } from "~/worker/services/reviews/admin-queue";
import type { ListFilter } from "./admin-list-query.server";
import { adminScreenLoader, readList, type AdminListData, type AdminPageData } from "./admin-loader.server";

/** The queues' filter as the URL names it: `show=questions` for the questions; no status is the waiting ones. */
const QUEUE_FILTER = ["show", "status", "store", "holdReason"] as const;
export type QueueFilter = ListFilter<(typeof QUEUE_FILTER)[number]>;

/** A queue's filter as its list API takes it; a hold reason narrows only the waiting reviews. */
const queueBody = ({ status, store, holdReason, show }: QueueFilter) => ({
  ...(status ? { status } : {}),
  ...(store ? { store } : {}),
  ...(show !== "questions" && (status || "pending") === "pending" && holdReason ? { holdReason } : {}),
});

type Queue =
  | ({ show: "reviews" } & AdminListData<(typeof QUEUE_FILTER)[number], ModerationReview>)
  | ({ show: "questions" } & AdminListData<(typeof QUEUE_FILTER)[number], ModerationQuestion>);

export type AdminReviewsData = AdminPageData & Queue;

/** The review queue, or the questions with `?show=questions`, read with the screen and again after each decision. */
export const adminReviewsLoader = adminScreenLoader("Reviews and questions", "moderation.manage", async (args): Promise<Queue> => {
  const db = args.context.env.DB;
  if (args.url.searchParams.get("show") === "questions") {
    const spec = { schema: questionListBody, fields: QUEUE_FILTER, toBody: queueBody };
    return { show: "questions", ...(await readList(args, spec, (_, body) => listModerationQuestions(db, body))) };
  }
  const spec = { schema: reviewListBody, fields: QUEUE_FILTER, toBody: queueBody };
  return { show: "reviews", ...(await readList(args, spec, (_, body) => listModerationReviews(db, body))) };
});
