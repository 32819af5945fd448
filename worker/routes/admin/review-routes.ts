import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import {
  questionAnswerBody,
  questionIdBody,
  questionListBody,
  reviewIdBody,
  reviewListBody,
  reviewRejectBody,
  reviewReplyBody,
} from "~/shared/schemas/admin-reviews";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { answerAsStaff, publishAsStaff, rejectAsStaff, rejectQuestionAsStaff, replyAsStaff } from "../../services/reviews/admin-actions";
import { listModerationQuestions, listModerationReviews } from "../../services/reviews/admin-queue";
import { purgeReviewMedia } from "../../services/reviews/media-access";
import { renewRatingPages } from "../../services/reviews/rating-pages";
import { ReviewError } from "../../services/reviews/review-error";
import { sendQuestionAnswerMail } from "../../services/mail/question-answer-email";
import { translatorFor } from "../../services/translator";
import { inBackground } from "../helpers/account-helpers";
import { actorOf, adminRead, allowed, storeOrigins, withBody } from "./admin-helpers";

/** /api/admin/review/* and /api/admin/question/*: the moderation queue (docs/decisions/0500-reviews.md). */
export const adminReviewRoutes = new Hono<AppEnv>();
// Only its own paths: the router is mounted at /api/admin/ beside the other areas.
adminReviewRoutes.use("/review/*", allowed("moderation.manage"));
adminReviewRoutes.use("/question/*", allowed("moderation.manage"));

/** Runs a moderation action; the reviews service's refusals (unknown id, empty text) become their status and message. */
async function act(c: Context<AppEnv>, run: () => Promise<void>, message: string) {
  try {
    await run();
    return ok(c, null, message);
  } catch (error) {
    if (!(error instanceof ReviewError)) throw error;
    const t = await translatorFor("en");
    const code = error.code === 404 ? API_CODE.notFound : API_CODE.badRequest;
    const text = t(error.key);
    return fail(c, code, text, error.field ? { [error.field]: text } : undefined);
  }
}

/** Every origin the image path may have cached a picture under: each store's host and this one. */
const shopOrigins = (c: Context<AppEnv>) => [...new Set([new URL(c.req.url).origin, ...Object.values(storeOrigins(c))])];

adminReviewRoutes.post("/review/list", adminRead(reviewListBody, listModerationReviews));

adminReviewRoutes.post(
  "/review/publish",
  withBody(reviewIdBody, (c, body) =>
    act(
      c,
      async () => {
        await publishAsStaff(c.env.DB, actorOf(c), body.reviewId);
        await renewRatingPages(c.env, body.reviewId);
      },
      "Review published.",
    ),
  ),
);

adminReviewRoutes.post(
  "/review/reject",
  withBody(reviewRejectBody, (c, body) =>
    act(
      c,
      async () => {
        await rejectAsStaff(c.env.DB, actorOf(c), body.reviewId, body.reason);
        await purgeReviewMedia(c.env, body.reviewId, shopOrigins(c));
        await renewRatingPages(c.env, body.reviewId);
      },
      "Review rejected.",
    ),
  ),
);

adminReviewRoutes.post(
  "/review/reply",
  withBody(reviewReplyBody, (c, body) =>
    act(c, () => replyAsStaff(c.env.DB, actorOf(c), body.reviewId, body.reply), body.reply ? "Reply saved." : "Reply removed."),
  ),
);

adminReviewRoutes.post("/question/list", adminRead(questionListBody, listModerationQuestions));

adminReviewRoutes.post(
  "/question/answer",
  withBody(questionAnswerBody, (c, body) =>
    act(
      c,
      async () => {
        await answerAsStaff(c.env.DB, actorOf(c), body.questionId, body.answer);
        inBackground(c, "Question answer email", sendQuestionAnswerMail(c.env, body.questionId, body.answer, new URL(c.req.url)));
      },
      "Answer published; the shopper who asked gets it by email.",
    ),
  ),
);

adminReviewRoutes.post(
  "/question/reject",
  withBody(questionIdBody, (c, body) => act(c, () => rejectQuestionAsStaff(c.env.DB, actorOf(c), body.questionId), "Question rejected.")),
);
