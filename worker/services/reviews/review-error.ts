/** A refusal the shopper can act on: a catalogue key, the field it is about and the envelope code. */
export class ReviewError extends Error {
  constructor(
    readonly key: string,
    readonly code: 400 | 404 | 409 | 411 | 413 | 415 | 429,
    readonly field?: string,
    readonly values?: Record<string, unknown>,
  ) {
    super(key);
  }
}
