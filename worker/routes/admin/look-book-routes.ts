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
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { fromBase64 } from "../../services/bytes";
import { listProducts } from "../../services/admin/catalog-products";
import { createLookBook, deleteLookBook, getLookBookForStaff, listLookBooksForStaff, updateLookBook } from "../../services/look-books/admin-books";
import { addLook, deleteHotspot, deleteLook, orderLooks, saveHotspot } from "../../services/look-books/admin-looks";
import { allowed, storeOrigins, withBody, refuseField, staffAction, staffRead } from "./admin-helpers";

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

adminLookBookRoutes.post("/lookbook/get", ...staffRead("lookbooks.view", lookBookIdBody, (db, b) => getLookBookForStaff(db, b.id), NO_BOOK));

/** The store's active products by title or SPU code, for a hotspot: the products list's own search. */
adminLookBookRoutes.post(
  "/lookbook/products",
  ...staffRead("lookbooks.edit", lookProductsBody, (db, b) => listProducts(db, { store: b.store, q: b.q || undefined, status: "active" })),
);

adminLookBookRoutes.post(
  "/lookbook/create",
  ...staffAction("lookbooks.edit", lookBookCreateBody, async (c, body, actor) => {
    const created = await createLookBook(c.env, actor, body);
    return created === "exists" ? taken(c) : ok(c, created, "Look book created.");
  }),
);

adminLookBookRoutes.post(
  "/lookbook/update",
  ...staffAction("lookbooks.edit", lookBookUpdateBody, async (c, body, actor) => {
    const saved = await updateLookBook(c.env, actor, body);
    if (saved === null) return fail(c, API_CODE.notFound, NO_BOOK);
    if (saved === "exists") return taken(c);
    if (saved === "store") return refuseField(c, "store", "A look book stays in its store: its hotspots are that store's products.");
    return ok(c, saved, "Look book saved.");
  }),
);

adminLookBookRoutes.post(
  "/lookbook/delete",
  ...staffAction("lookbooks.edit", lookBookIdBody, async (c, body, actor) => {
    const deleted = await deleteLookBook(c.env, actor, body.id);
    return deleted ? ok(c, { id: body.id }, "Look book deleted.") : fail(c, API_CODE.notFound, NO_BOOK);
  }),
);

adminLookBookRoutes.post(
  "/lookbook/look/add",
  ...staffAction("lookbooks.edit", lookAddBody, async (c, body, actor) => {
    const added = await addLook(c.env, actor, body.bookId, fromBase64(body.data));
    if (!added) return fail(c, API_CODE.notFound, NO_BOOK);
    if (!added.ok) return refuseField(c, "data", added.message);
    return ok(c, { key: added.key }, "Look added.");
  }),
);

adminLookBookRoutes.post(
  "/lookbook/look/order",
  ...staffAction("lookbooks.edit", lookOrderBody, async (c, body, actor) => {
    const ordered = await orderLooks(c.env, actor, body.bookId, body.lookIds);
    if (!ordered) return fail(c, API_CODE.notFound, NO_BOOK);
    if (ordered === "changed") return fail(c, API_CODE.conflict, "The looks changed meanwhile: reload the look book.");
    return ok(c, null, "Looks reordered.");
  }),
);

adminLookBookRoutes.post(
  "/lookbook/look/delete",
  ...staffAction("lookbooks.edit", lookIdBody, async (c, body, actor) =>
    (await deleteLook(c.env, actor, body.lookId)) ? ok(c, null, "Look removed.") : fail(c, API_CODE.notFound, NO_LOOK),
  ),
);

adminLookBookRoutes.post(
  "/lookbook/hotspot/save",
  ...staffAction("lookbooks.edit", hotspotSaveBody, async (c, body, actor) => {
    const saved = await saveHotspot(c.env, actor, body);
    if (!saved) return fail(c, API_CODE.notFound, NO_LOOK);
    if (saved !== true) return refuseField(c, saved.field, saved.message);
    return ok(c, body, "Hotspot saved.");
  }),
);

adminLookBookRoutes.post(
  "/lookbook/hotspot/delete",
  ...staffAction("lookbooks.edit", hotspotDeleteBody, async (c, body, actor) =>
    (await deleteHotspot(c.env, actor, body)) ? ok(c, null, "Hotspot removed.") : fail(c, API_CODE.notFound, "This look has no such hotspot."),
  ),
);
