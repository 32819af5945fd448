import { Refusal } from "../refusal";

/** Anything that stops an order (order-plan, order-create, order-access): a status, a catalogue key, its field. */
export class OrderRefused extends Refusal {
  constructor(
    code: 400 | 404 | 409 | 429,
    messageKey: string,
    values: Record<string, unknown> = {},
    field?: string,
    /** Extra data for the answer (the repriced total when it changed). */
    data?: Record<string, unknown>,
    retryAfterSeconds?: number,
  ) {
    super(code, messageKey, { values, field, data, retryAfterSeconds });
  }
}

/**
 * The order was asked for by a session its check (which rode the first trip) found signed
 * out, expired or revoked: nothing was written for it, and the route asks again as the
 * anonymous visitor the request now is.
 */
export class SessionLapsed extends Error {
  constructor() {
    super("The session that asked for the order is not active.");
  }
}

/** A refusal that lifts with time (a budget or a hold cap): a 429 whose answer carries Retry-After. */
export class OrderThrottled extends OrderRefused {
  constructor(messageKey: string, values: Record<string, unknown>, retryAfterSeconds: number) {
    super(429, messageKey, values, undefined, undefined, retryAfterSeconds);
  }
}
