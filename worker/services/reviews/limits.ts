import type { RateLimitRule } from "../rate-limit";

/**
 * Per visitor and per client address: enough for a shopper writing several reviews with
 * photos, far too few to fill R2 or the moderation queue.
 */
export const REVIEW_LIMITS = {
  submitVisitor: { name: "review-visitor", limit: 10, windowSeconds: 3600 },
  submitIp: { name: "review-ip", limit: 30, windowSeconds: 3600 },
  askVisitor: { name: "question-visitor", limit: 10, windowSeconds: 3600 },
  askIp: { name: "question-ip", limit: 30, windowSeconds: 3600 },
  uploadVisitor: { name: "upload-visitor", limit: 30, windowSeconds: 3600 },
  uploadIp: { name: "upload-ip", limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;
