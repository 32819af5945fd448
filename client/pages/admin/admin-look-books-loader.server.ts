import type { LookBookRow } from "~/shared/admin-types";
import { lookBookListBody } from "~/shared/schemas/admin-look-books";
import { listLookBooksForStaff } from "~/worker/services/look-books/admin-books";
import { adminStoreListLoader, type StoreListData } from "./admin-store-list-loader.server";

export type AdminLookBooksData = StoreListData<LookBookRow>;

/** The look books the URL's filter asks for, read with the screen and again after each change. */
export const adminLookBooksLoader = adminStoreListLoader("Look books", "lookbooks.view", lookBookListBody, listLookBooksForStaff);
