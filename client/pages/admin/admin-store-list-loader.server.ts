import type { z } from "zod";
import type { Permission } from "~/shared/admin-roles";
import type { Paged } from "~/shared/admin-types";
import { everyStoreOrigin } from "~/shared/stores";
import { storeDomains } from "~/worker/config";
import { adminScreenLoader, readList, type AdminListData, type AdminPageData } from "./admin-loader.server";

/** A per-store list's filter as the URL names it (`?store=de&language=de&q=ring`). */
export const STORE_FILTER = ["store", "language", "q"] as const;

export type StoreListData<Row> = AdminPageData &
  AdminListData<(typeof STORE_FILTER)[number], Row> & {
    /** Each store's origin as this deploy serves it, for the rows' live links. */
    origins: Record<string, string>;
  };

/** A per-store list screen (page titles, look books) read with the page from its URL, with the stores' origins. */
export const adminStoreListLoader = <S extends z.ZodType, Row>(
  title: string,
  permission: Permission,
  schema: S,
  read: (db: D1Database, filter: z.infer<S>) => Promise<Paged<Row>>,
) =>
  adminScreenLoader(title, permission, async (args) => ({
    ...(await readList(args, { schema, fields: STORE_FILTER }, ({ context }, body) => read(context.env.DB, body))),
    origins: everyStoreOrigin(args.url, storeDomains(args.context.env)),
  }));
