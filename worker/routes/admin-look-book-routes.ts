import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import {
  hotspotDeleteBody,
  hotspotSaveBody,
  lookAddBody,
  lookBookCreateBody,
  lookBookIdBody,
  lookBookListBody,
  lookBookUpdateBody,
  lookIdBody,
  lookOrderBody,
  lookProductsBody,
} from "~/shared/schemas/admin-look-books";
import type { AppEnv } from "../env";
import { fail, ok } from "../http";
import { fromBase64 } from "../services/bytes";
import { listProducts } from "../services/admin/catalog-products";
import { createLookBook, deleteLookBook, getLookBookForStaff, listLookBooksForStaff, updateLookBook } from "../services/admin/look-books";
import { addLook, deleteHotspot, deleteLook, orderLooks, saveHotspot } from "../services/admin/looks";
import { actorOf, adminRead, allowed, storeOrigins, withBody, refuseField } from "./admin-helpers";

/** /api/admin/lookbook/*: look books, their looks and hotspots (docs/decisions/0600-look-books.md, "Staff side"). */
export const adminLookBookRoutes = new Hono<AppEnv>();

const NO_BOOK = "There is no such look book.";
const NO_LOOK = "There is no such look.";
const taken = (c: Context<AppEnv>) => {
  const message = "The store already has a look book with this URL key: choose another.";
  return fail(c, API_CODE.conflict, message, { urlKey: message });
};

adminLookBookRoutes.post(
  "/lookbook/list",
  allowed("lookbooks.view"),
  withBody(lookBookListBody, async (c, filter) => ok(c, { ...(await listLookBooksForStaff(c.env.DB, filter)), origins: storeOrigins(c) })),
);

adminLookBookRoutes.post(
  "/lookbook/get",
  allowed("lookbooks.view"),
  adminRead(lookBookIdBody, (db, b) => getLookBookForStaff(db, b.id), NO_BOOK),
);

/** The store's active products by title or SPU code, for a hotspot: the products list's own search. */
adminLookBookRoutes.post(
  "/lookbook/products",
  allowed("lookbooks.edit"),
  adminRead(lookProductsBody, (db, b) => listProducts(db, { store: b.store, q: b.q || undefined, status: "active" })),
);

adminLookBookRoutes.post(
  "/lookbook/create",
  allowed("lookbooks.edit"),
  withBody(lookBookCreateBody, async (c, body) => {
    const created = await createLookBook(c.env, actorOf(c), body);
    return created === "exists" ? taken(c) : ok(c, created, "Look book created.");
  }),
);

adminLookBookRoutes.post(
  "/lookbook/update",
  allowed("lookbooks.edit"),
  withBody(lookBookUpdateBody, async (c, body) => {
    const saved = await updateLookBook(c.env, actorOf(c), body);
    if (saved === null) return fail(c, API_CODE.notFound, NO_BOOK);
    if (saved === "exists") return taken(c);
    if (saved === "store") return refuseField(c, "store", "A look book stays in its store: its hotspots are that store's products.");
    return ok(c, saved, "Look book saved.");
  }),
);

adminLookBookRoutes.post(
  "/lookbook/delete",
  allowed("lookbooks.edit"),
  withBody(lookBookIdBody, async (c, body) => {
    const deleted = await deleteLookBook(c.env, actorOf(c), body.id);
    return deleted ? ok(c, { id: body.id }, "Look book deleted.") : fail(c, API_CODE.notFound, NO_BOOK);
  }),
);

adminLookBookRoutes.post(
  "/lookbook/look/add",
  allowed("lookbooks.edit"),
  withBody(lookAddBody, async (c, body) => {
    const added = await addLook(c.env, actorOf(c), body.bookId, fromBase64(body.data));
    if (!added) return fail(c, API_CODE.notFound, NO_BOOK);
    if (!added.ok) return refuseField(c, "data", added.message);
    return ok(c, { key: added.key }, "Look added.");
  }),
);

adminLookBookRoutes.post(
  "/lookbook/look/order",
  allowed("lookbooks.edit"),
  withBody(lookOrderBody, async (c, body) => {
    const ordered = await orderLooks(c.env, actorOf(c), body.bookId, body.lookIds);
    if (!ordered) return fail(c, API_CODE.notFound, NO_BOOK);
    if (ordered === "changed") return fail(c, API_CODE.conflict, "The looks changed meanwhile: reload the look book.");
    return ok(c, null, "Looks reordered.");
  }),
);

adminLookBookRoutes.post(
  "/lookbook/look/delete",
  allowed("lookbooks.edit"),
  withBody(lookIdBody, async (c, body) =>
    (await deleteLook(c.env, actorOf(c), body.lookId)) ? ok(c, null, "Look removed.") : fail(c, API_CODE.notFound, NO_LOOK),
  ),
);

adminLookBookRoutes.post(
  "/lookbook/hotspot/save",
  allowed("lookbooks.edit"),
  withBody(hotspotSaveBody, async (c, body) => {
    const saved = await saveHotspot(c.env, actorOf(c), body);
    if (!saved) return fail(c, API_CODE.notFound, NO_LOOK);
    if (saved !== true) return refuseField(c, saved.field, saved.message);
    return ok(c, body, "Hotspot saved.");
  }),
);

adminLookBookRoutes.post(
  "/lookbook/hotspot/delete",
  allowed("lookbooks.edit"),
  withBody(hotspotDeleteBody, async (c, body) =>
    (await deleteHotspot(c.env, actorOf(c), body)) ? ok(c, null, "Hotspot removed.") : fail(c, API_CODE.notFound, "This look has no such hotspot."),
  ),
);
