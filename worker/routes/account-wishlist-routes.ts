import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { spuCodeBody } from "~/shared/schemas/account";
import type { AppEnv } from "../env";
import { fail, ok, readBody } from "../http";
import { addToWishlist, listWishlist, ownerOf, removeFromWishlist } from "../services/account/wishlist";
import { translate } from "./account-helpers";

/**
 * The wishlist works before sign-in too: a visitor's list is kept by their uuid and joins
 * their account when they sign in.
 */
export const accountWishlistRoutes = new Hono<AppEnv>();

accountWishlistRoutes.post("/wishlist", async (c) => ok(c, await listWishlist(c.env.DB, ownerOf(c.var.ctx.session))));

accountWishlistRoutes.post("/wishlistAdd", async (c) => {
  const { spuCode } = await readBody(c, spuCodeBody);
  const t = await translate(c);
  const result = await addToWishlist(c.env.DB, ownerOf(c.var.ctx.session), spuCode);
  if (result === "full") return fail(c, API_CODE.conflict, t("account.wishlist.full"));
  return ok(c, { spuCode, inWishlist: true }, t("account.wishlist.added"));
});

accountWishlistRoutes.post("/wishlistRemove", async (c) => {
  const { spuCode } = await readBody(c, spuCodeBody);
  const t = await translate(c);
  await removeFromWishlist(c.env.DB, ownerOf(c.var.ctx.session), spuCode);
  return ok(c, { spuCode, inWishlist: false }, t("account.wishlist.removed"));
});
