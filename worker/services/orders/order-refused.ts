/** Anything that stops an order (order-plan, order-create, order-access): a status, a catalogue key, its field. */
export class OrderRefused extends Error {
  constructor(
    readonly code: 400 | 404 | 409 | 429,
    readonly messageKey: string,
    readonly values: Record<string, unknown> = {},
    readonly field?: string,
    /** Extra data for the answer (the repriced total when it changed). */
    readonly data?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

/** A refusal that lifts with time (a budget or a hold cap): a 429 whose answer carries Retry-After. */
export class OrderThrottled extends OrderRefused {
  constructor(
    messageKey: string,
    values: Record<string, unknown>,
    readonly retryAfterSeconds: number,
  ) {
    super(429, messageKey, values);
  }
}
