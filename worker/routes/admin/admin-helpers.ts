import type { Context, Handler, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { can, type Permission } from "~/shared/admin-roles";
import { everyStoreOrigin } from "~/shared/stores";
import { storeDomains } from "../../config";
import { API_CODE, type FieldErrors } from "~/shared/api-envelope";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import type { Actor } from "../../services/admin/audit";
import type { StaffMember } from "../../services/admin/staff";
import { translatorFor } from "../../services/translator";

type C = Context<AppEnv>;

/** The signed-in staff member (adminAccess has made sure there is one). */
export const staffOf = (c: C): StaffMember => c.var.staff as StaffMember;
export const actorOf = (c: C): Actor => {
  const { id, email, role } = staffOf(c);
  return { id, email, role };
};

/** Each store's origin as this deploy serves it, so a screen links a row to its live page. */
export function storeOrigins(c: C): Record<string, string> {
  return everyStoreOrigin(new URL(c.req.url), storeDomains(c.env));
}

/** A call only some roles may make: 403 for the others, whatever the screen showed. */
export const allowed =
  (permission: Permission): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const staff = c.var.staff;
    if (!staff || !can(staff.role, permission)) return fail(c, API_CODE.forbidden, `The ${staff?.role ?? "anonymous"} role may not do this.`);
    await next();
  };

type Checked<S extends z.ZodType> = { ok: true; data: z.infer<S> } | { ok: false; response: Response };

/**
 * Validates what staff sent (a parsed JSON body or a query string) with a shared schema. The
 * back office is English: schema messages are sentences, and the few shared catalogue keys
 * (email) read in English. Field names are the sender's, so they are collected in a Map: a
 * field called "__proto__" is a name like any other and never reaches an object's prototype.
 */
async function checked<S extends z.ZodType>(c: C, schema: S, value: unknown): Promise<Checked<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const t = await translatorFor("en");
  const fields = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k].join(".")) : [issue.path.join(".") || "body"];
    const message =
      issue.code === "unrecognized_keys" ? "Unknown field." : /^[a-z]+(\.[\w-]+)+$/.test(issue.message) ? t(issue.message) : issue.message;
    for (const key of keys) if (!fields.has(key)) fields.set(key, message);
  }
  const [name, message] = [...fields][0] ?? ["body", "The request body is not valid."];
  const errors: FieldErrors = Object.fromEntries(fields);
  return { ok: false, response: fail(c, API_CODE.badRequest, name === "body" ? message : `${name}: ${message}`, errors) };
}

/** Reads a JSON body and checks it; malformed JSON is a 400 like any other refusal. */
async function adminBody<S extends z.ZodType>(c: C, schema: S): Promise<Checked<S>> {
  let value: unknown = {};
  const raw = await c.req.text();
  try {
    if (raw.trim()) value = JSON.parse(raw);
  } catch {
    return {
      ok: false,
      response: fail(c, API_CODE.badRequest, "The request body is not valid JSON.", { body: "The request body is not valid JSON." }),
    };
  }
  return checked(c, schema, value);
}

/** A handler that runs with a validated body; a body that fails its schema is answered 400 with its fields. */
export const withBody =
  <S extends z.ZodType>(schema: S, run: (c: C, body: z.infer<S>) => Promise<Response> | Response): Handler<AppEnv> =>
  async (c) => {
    const body = await adminBody(c, schema);
    return body.ok ? run(c, body.data) : body.response;
  };

/**
 * The same for a GET's query string (a download link). Object.fromEntries makes every name an
 * own property (even "__proto__"), and a strict schema refuses the names it does not know.
 */
export const withQuery =
  <S extends z.ZodType>(schema: S, run: (c: C, query: z.infer<S>) => Promise<Response> | Response): Handler<AppEnv> =>
  async (c) => {
    const query = await checked(c, schema, Object.fromEntries(new URL(c.req.url).searchParams));
    return query.ok ? run(c, query.data) : query.response;
  };

/**
 * A back-office read (a list or one record): the body checked by its schema, the service asked
 * with D1, its answer in the envelope. With `missing`, a null answer (no such record) is a 404
 * saying so. Permissions stay beside the route: `post(path, allowed(p), adminRead(...))`.
 */
export const adminRead = <S extends z.ZodType>(
  schema: S,
  read: (db: D1Database, body: z.infer<S>) => Promise<unknown>,
  missing?: string,
): Handler<AppEnv> =>
  withBody(schema, async (c, body) => {
    const found = await read(c.env.DB, body);
    return found === null && missing ? fail(c, API_CODE.notFound, missing) : ok(c, found);
  });

/** A refusal of one field: its sentence is the message and that field's error, so the form shows it in place. */
export const refuseField = (c: C, field: string, message: string) => fail(c, API_CODE.badRequest, message, { [field]: message });

/**
 * What a service's outcome answers, from the route's table: an envelope code and its sentence
 * per outcome. An ok outcome carries `data(outcome)`, asked for only then; the others refuse.
 */
export async function outcomeAnswer<O extends string>(
  c: C,
  answers: Record<O, readonly [number, string]>,
  outcome: O,
  data: (outcome: O) => unknown,
): Promise<Response> {
  const [code, message] = answers[outcome];
  return code === API_CODE.ok ? ok(c, await data(outcome), message) : fail(c, code, message);
}

/**
 * A staff action's handlers: its permission, then its body checked by `schema`, then `run` with
 * who acts (for the audit row): `router.post(path, ...staffAction(permission, schema, run))`.
 */
export const staffAction = <S extends z.ZodType>(
  permission: Permission,
  schema: S,
  run: (c: C, body: z.infer<S>, actor: Actor) => Promise<Response> | Response,
) => [allowed(permission), withBody(schema, (c, body) => run(c, body, actorOf(c)))] as const;

/** A back-office read (adminRead) behind its permission: `router.post(path, ...staffRead(permission, schema, read))`. */
export const staffRead = <S extends z.ZodType>(
  permission: Permission,
  schema: S,
  read: (db: D1Database, body: z.infer<S>) => Promise<unknown>,
  missing?: string,
) => [allowed(permission), adminRead(schema, read, missing)] as const;
