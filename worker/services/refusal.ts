/**
 * The one way a service says no: an envelope code (shared/api-envelope.ts, which also gives the
 * HTTP status), a catalogue key and its values, the field it is about. Services throw it; the
 * app's error handler (worker/app.ts) translates it into the error envelope, so no route keeps a
 * table of its own. docs/decisions/0018-typed-contract.md.
 */
export interface RefusalDetails {
  values?: Record<string, unknown>;
  /** The request field the refusal is about: the answer carries `data.fields[field]`. */
  field?: string;
  /** Extra answer data beside the fields (a repriced total, say). */
  data?: Record<string, unknown>;
  /** A refusal that lifts with time: the answer carries Retry-After. */
  retryAfterSeconds?: number;
}

export class Refusal extends Error {
  readonly values: Record<string, unknown>;
  readonly field?: string;
  readonly data?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: number,
    readonly messageKey: string,
    details: RefusalDetails = {},
  ) {
    super(messageKey);
    this.values = details.values ?? {};
    this.field = details.field;
    this.data = details.data;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}
