import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { API_CODE, httpStatusFor, type Envelope, type FieldErrors } from "~/shared/api-envelope";
import type { AppEnv } from "./env";
import { ipBucket } from "./services/ip-bucket";
import { Refusal } from "./services/refusal";
import { translatorFor } from "./services/translator";

/**
 * The client a rate limit counts: its IP at the edge (IPv6 by its /64, services/ip-bucket.ts),
 * the visitor's uuid where there is none (tests, local).
 */
export const clientIp = (c: Context<AppEnv>) => {
  const ip = c.req.header("CF-Connecting-IP");
  return ip ? ipBucket(ip) : `uuid:${c.var.ctx.session.uuid}`;
};

export function reply<T>(c: Context<AppEnv>, code: number, message: string, data: T) {
  const body: Envelope<T> = { code, message, data };
  return c.json(body, httpStatusFor(code) as ContentfulStatusCode);
}

export const ok = <T>(c: Context<AppEnv>, data: T, message = "success") => reply(c, API_CODE.ok, message, data);

export const fail = (c: Context<AppEnv>, code: number, message: string, fields?: FieldErrors) => reply(c, code, message, fields ? { fields } : null);

/** Thrown by `readBody`: a refusal whose fields each carry their own catalogue key. */
export class BadRequest extends Refusal {
  constructor(
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(API_CODE.badRequest, message);
  }
}

/**
 * The error envelope of a refusal, in the shopper's language: the message, and `data.fields`
 * naming the field (a request's invalid fields each with its own message), beside any data
 * the refusal carries.
 */
export async function refusalAnswer(c: Context<AppEnv>, error: Refusal) {
  const t = await translatorFor(c.var.ctx?.language ?? "en");
  if (error instanceof BadRequest) {
    // `name` is the field's own name, for "Unknown field: {name}".
    const fields = Object.fromEntries(Object.entries(error.fields ?? {}).map(([k, v]) => [k, t(v, { name: k.split(".").at(-1) })]));
    const [name, message] = Object.entries(fields)[0] ?? ["body", error.message];
    return fail(c, API_CODE.badRequest, name === "body" ? message : `${name}: ${message}`, fields);
  }
  if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
  const message = t(error.messageKey, error.values);
  // fromEntries: a field name is never a prototype key, even "__proto__".
  const fields = error.field ? Object.fromEntries([[error.field, message]]) : undefined;
  return reply(c, error.code, message, fields || error.data ? { ...error.data, ...(fields ? { fields } : {}) } : null);
}

/** Schemas give catalogue keys ("cart.quantity.invalid"); zod's own English sentences are not. */
const isCatalogueKey = (message: string) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(message);

/**
 * Field → catalogue key. The error handler translates them, so a body that is not an object,
 * an unknown field or a type no schema message covers still answers in the shopper's language.
 */
function fieldErrors(error: z.ZodError): FieldErrors {
  // A Map: field names are the visitor's ("toString", "__proto__" are fine names here).
  const fields = new Map<string, string>();
  const add = (name: string, key: string) => fields.has(name) || fields.set(name, key);
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...issue.path, key].join("."), "error.field.unknown");
      continue;
    }
    const name = issue.path.join(".") || "body";
    add(name, isCatalogueKey(issue.message) ? issue.message : name === "body" ? "error.body.invalid" : "error.field.invalid");
  }
  return Object.fromEntries(fields);
}

/**
 * Reads a JSON body and validates it with the zod schema both sides share. Malformed JSON,
 * wrong types and unknown fields become a 400 that names the field.
 */
export async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new BadRequest("Malformed JSON body", { body: "error.body.malformed" });
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const [first] = Object.entries(fields);
    throw new BadRequest(first[0] === "body" ? first[1] : `${first[0]}: ${first[1]}`, fields);
  }
  return parsed.data;
}
