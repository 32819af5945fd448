import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import {
  galleryBody,
  helpfulBody,
  questionAskBody,
  questionListBody,
  REVIEW_PAGE_SIZE,
  reviewListBody,
  reviewSubmitBody,
  type ReviewListResult,
} from "~/shared/schemas/reviews";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { galleryCategories, galleryPage } from "../../services/reviews/gallery";
import { productInStore } from "../../services/reviews/products";
import { askQuestion, listQuestions } from "../../services/reviews/questions";
import { ReviewError } from "../../services/reviews/review-error";
import type { C } from "../helpers/review-helpers";
import { productReviews, voteHelpful } from "../../services/reviews/review-list";
import { renewRatingPages } from "../../services/reviews/rating-pages";
import { submitReview } from "../../services/reviews/review-submit";
import { REVIEW_LIMITS } from "../../services/reviews/limits";
import type { TwoWayLimit } from "../../services/rate-limit";
import { forgetLists, rememberList } from "../../services/reviews/list-memo";
import { tooManyFrom, translate } from "../helpers/account-helpers";

const scopeOf = (c: C) => ({ db: c.env.DB, store: c.var.ctx.store.key, language: c.var.ctx.language, visitor: c.var.ctx.session.uuid });
const unknownProduct = () => new ReviewError("reviews.productUnknown", 404, "productCode");
const product = async (c: C, productCode: string) => {
  const found = await productInStore(c.env.DB, c.var.ctx.store.key, productCode);
  if (!found) throw unknownProduct();
  return found;
};

/** A product's reviews or questions, kept a short while per isolate under `key`; `load` gets the product's id. */
const productList = <T>(c: C, key: string, productCode: string, load: (productId: number) => Promise<T>) =>
  // An unknown product is a ReviewError, answered by the app's error handler (services/refusal.ts).
  rememberList(key, async () => load((await product(c, productCode)).id)).then((list) => ok(c, list));

/** A visitor's write (a review, a question): counted against `limit` per address and visitor first. */
const limitedWrite = async (c: C, limit: TwoWayLimit, run: () => Promise<Response>) => (await tooManyFrom(c, limit, c.var.ctx.session.uuid)) ?? run();

/** `review/*`: a product's reviews (loaded after the page, docs/decisions/0002-edge-cache.md), writing one, helpful votes, the gallery. */
export const reviewRoutes = new Hono<AppEnv>();

reviewRoutes.post("/list", validBody(reviewListBody), async (c) => {
  const query = c.req.valid("json");
  const { store, language } = c.var.ctx;
  // One round trip: the product is looked up inside the list's own statements.
  const key = `review:${store.key}:${language}:${JSON.stringify(query)}`;
  const list = await rememberList(key, async (): Promise<ReviewListResult> => {
    const found = await productReviews(c.env.DB, store.key, query, language);
    if (!found) throw unknownProduct();
    return { ...found, pageSize: REVIEW_PAGE_SIZE };
  });
  return ok(c, list);
});

reviewRoutes.post("/submit", validBody(reviewSubmitBody), async (c) => {
  const input = c.req.valid("json");
  return limitedWrite(c, REVIEW_LIMITS.submit, async () => {
    const result = await submitReview(scopeOf(c), input);
    forgetLists();
    if (result.status === "published") await renewRatingPages(c.env, result.reviewId);
    const t = await translate(c);
    return ok(c, result, t(result.status === "published" ? "reviews.submit.published" : "reviews.submit.pending"));
  });
});

reviewRoutes.post("/helpful", validBody(helpfulBody), async (c) => {
  const { reviewId } = c.req.valid("json");
  const result = await voteHelpful(c.env.DB, reviewId, c.var.ctx.session.uuid);
  if (result?.counted) forgetLists();
  const t = await translate(c);
  if (!result) return fail(c, API_CODE.notFound, t("reviews.notFound"));
  return ok(c, result, t(result.counted ? "reviews.helpful.thanks" : "reviews.helpful.already"));
});

reviewRoutes.post("/gallery", validBody(galleryBody), async (c) => {
  const query = c.req.valid("json");
  const scope = { store: c.var.ctx.store.key, language: c.var.ctx.language };
  const [page, categories] = await Promise.all([galleryPage(c.env.DB, scope, query), galleryCategories(c.env.DB, scope)]);
  return ok(c, { ...page, categories, page: query.page });
});

/** `question/*`: a product's answered questions, and asking one. */
export const questionRoutes = new Hono<AppEnv>();

questionRoutes.post("/list", validBody(questionListBody), async (c) => {
  const { productCode, page } = c.req.valid("json");
  return productList(c, `question:${c.var.ctx.store.key}:${productCode}:${page}`, productCode, async (id) => ({
    ...(await listQuestions(c.env.DB, id, page)),
    page,
  }));
});

questionRoutes.post("/ask", validBody(questionAskBody), async (c) => {
  const input = c.req.valid("json");
  return limitedWrite(c, REVIEW_LIMITS.ask, async () => {
    const result = await askQuestion(scopeOf(c), input);
    return ok(c, result, (await translate(c))("reviews.question.received"));
  });
});
