import { Refusal } from "../refusal";

/** A refusal the shopper can act on: a catalogue key, the field it is about and the envelope code. */
export class ReviewError extends Refusal {
  constructor(
    readonly key: string,
    code: 400 | 404 | 409 | 411 | 413 | 415 | 429,
    field?: string,
    values?: Record<string, unknown>,
  ) {
    super(code, key, { field, values });
  }
}
