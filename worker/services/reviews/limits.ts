import { twoWayLimit } from "../rate-limit";

/**
 * Per visitor and per client address: enough for a shopper writing several reviews with
 * photos, far too few to fill R2 or the moderation queue.
 */
export const REVIEW_LIMITS = {
  submit: twoWayLimit("review", "visitor", 3600, { ip: 30, own: 10 }),
  ask: twoWayLimit("question", "visitor", 3600, { ip: 30, own: 10 }),
  upload: twoWayLimit("upload", "visitor", 3600, { ip: 60, own: 30 }),
};
