import type { z } from "zod";
import { ADMIN_SCREENS, can, type Permission, type StaffRole } from "~/shared/admin-roles";
import { safeRedirectPath } from "~/shared/safe-redirect";
import { staffFor } from "~/worker/services/admin/staff-session";
import type { StaffMember } from "~/worker/services/admin/staff";
import type { Paged } from "~/shared/admin-types";
import type { PageLoader, PageLoaderArgs } from "../page-types";
import { listQuery, type ListFilter } from "./admin-list-query.server";

/** What every back-office screen gets from the server: who is signed in and the menu their role opens. */
export interface AdminPageData {
  staff: { email: string; name: string; role: StaffRole };
  screens: { path: string; label: string }[];
  title: string;
}

/**
 * The worker's admin middleware has already refused anyone who may not see this screen; the
 * loader only reads who it let through. No staff member here means the guard did not run,
 * and then nothing is shown.
 */
const adminLoader =
  (title: string): PageLoader<AdminPageData> =>
  async ({ context }) => {
    const staff = staffFor(context.ctx);
    if (!staff) return { notFound: true };
    const screens = ADMIN_SCREENS.filter((s) => can(staff.role, s.permission)).map(({ path, label }) => ({ path, label }));
    return {
      data: {
        staff: { email: staff.email, name: staff.name, role: staff.role },
        screens,
        title,
      },
      title: `${title} · Back office`,
      noindex: true,
    };
  };

/**
 * A screen that reads its data with the page (through its loader, not after hydration): the
 * screen's own data beside `AdminPageData`. The worker's guard has already checked the screen's
 * permission; it is checked again here, since the loader reads the data itself.
 */
export const adminScreenLoader =
  <D extends object>(
    title: string,
    permission: Permission,
    read: (args: PageLoaderArgs, staff: StaffMember) => Promise<D>,
  ): PageLoader<AdminPageData & D> =>
  async (args) => {
    const loaded = await adminLoader(title)(args);
    const staff = staffFor(args.context.ctx);
    if (!("data" in loaded) || !staff) return { notFound: true };
    if (!can(loaded.data.staff.role, permission)) return { notFound: true };
    return { ...loaded, data: { ...loaded.data, ...(await read(args, staff)) } };
  };

/** A list screen's data: the filter the URL carries, the page of rows it asks for, or why it was refused (then no rows). */
export interface AdminListData<K extends string, R, P extends Paged<R> = Paged<R>> {
  filter: ListFilter<K>;
  list: P | null;
  error: string | null;
}

/**
 * A list screen read with the page from its URL (`?status=open&page=2`), checked by the list
 * API's own schema (admin-list-query.server.ts); `toBody` as listQuery takes it.
 */
export const adminListLoader = <K extends string, S extends z.ZodType, R>(
  title: string,
  permission: Permission,
  list: ListSpec<K, S>,
  read: (args: PageLoaderArgs, body: z.infer<S>) => Promise<Paged<R>>,
) => adminScreenLoader(title, permission, (args) => readList(args, list, read));

/** A list's filter fields as the URL names them and the list API's schema that checks them. */
interface ListSpec<K extends string, S extends z.ZodType> {
  schema: S;
  fields: readonly K[];
  toBody?: (filter: ListFilter<K>) => object;
}

/** The list the URL asks for (a screen that shows either a list or one record reads it only for the list). */
export async function readList<K extends string, S extends z.ZodType, R, P extends Paged<R> = Paged<R>>(
  args: PageLoaderArgs,
  list: ListSpec<K, S>,
  read: (args: PageLoaderArgs, body: z.infer<S>) => Promise<P>,
): Promise<AdminListData<K, R, P>> {
  const { filter, body, error } = listQuery(list.schema, list.fields, args.url.searchParams, list.toBody);
  return { filter, list: body ? await read(args, body) : null, error: error ?? null };
}

/** A screen that shows a list, or the one record its URL opens (`?number=…`): `opened` is that record, null for the list. */
export type ListOrRecord<K extends string, R, T> = AdminListData<K, R> & {
  /** The record's key as the URL gives it, "" for the list. */
  key: string;
  opened: { record: T | null; error: string | null } | null;
};

/** Reads what such a screen shows: the record `param` names (read by `open`), or else the list. */
export async function listOrRecord<K extends string, S extends z.ZodType, R, T>(
  args: PageLoaderArgs,
  param: string,
  list: ListSpec<K, S> & { read: (body: z.infer<S>) => Promise<Paged<R>> },
  open: (key: string) => Promise<{ record: T | null; error: string | null }>,
): Promise<ListOrRecord<K, R, T>> {
  const key = args.url.searchParams.get(param) ?? "";
  if (!key) return { key, opened: null, ...(await readList(args, list, (_, body) => list.read(body))) };
  const filter = Object.fromEntries(list.fields.map((name) => [name, ""])) as ListFilter<K>;
  return { key, opened: await open(key), filter, list: null, error: null };
}

/** The local sign-in; a signed-in member goes straight on. */
export const adminLoginLoader: PageLoader<{ next: string }> = async ({ context, url }) => {
  const next = safeRedirectPath(url.searchParams.get("next"), "/admin");
  const target = next.startsWith("/admin") ? next : "/admin";
  if (staffFor(context.ctx)) return { redirect: target };
  return {
    data: { next: target },
    title: "Sign in · Back office",
    noindex: true,
  };
};
