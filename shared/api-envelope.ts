/** The answer shape of every API call (docs/architecture.md#api). */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const API_CODE = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  signInRequired: 40001,
  resultNull: 50001,
  serverError: 500,
} as const;

/** The HTTP status that goes with an envelope code. */
export function httpStatusFor(code: number): number {
  if (code === API_CODE.signInRequired) return 401;
  if (code === API_CODE.resultNull) return 502;
  if (code >= 200 && code < 600) return code;
  return 500;
}

/** Field errors as `{ field: message }`, carried in `data.fields` of a 400 answer. */
export type FieldErrors = Record<string, string>;
