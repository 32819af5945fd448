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

/** A refusal that lifts with time (a budget or a hold cap): a 429 whose answer carries Retry-After. */
export class OrderThrottled extends OrderRefused {
  constructor(messageKey: string, values: Record<string, unknown>, retryAfterSeconds: number) {
    super(429, messageKey, values, undefined, undefined, retryAfterSeconds);
  }
}
