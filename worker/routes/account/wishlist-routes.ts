import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { spuCodeBody } from "~/shared/schemas/account";
import type { AppEnv } from "../../env";
import { contract } from "../../contract-route";
import { fail, ok } from "../../http";
import { addToWishlist, listWishlist, ownerOf, removeFromWishlist } from "../../services/account/wishlist";
import { addCartLine, CartError, countCartItems } from "../../services/checkout/cart";
import { defaultSku } from "../../services/account/wishlist-products";
import { Refusal } from "../../services/refusal";
import { translate } from "../helpers/account-helpers";
import { cartContextOf } from "../helpers/cart-helpers";

/**
 * The wishlist works before sign-in too: a visitor's list is kept by their uuid and joins
 * their account when they sign in.
 */
export const accountWishlistRoutes = new Hono<AppEnv>();

accountWishlistRoutes.post("/wishlist", async (c) => ok(c, await listWishlist(c.env.DB, ownerOf(c.var.ctx.session))));

const add = contract("account/wishlistAdd", spuCodeBody);
const remove = contract("account/wishlistRemove", spuCodeBody);
const moveToCart = contract("account/wishlistMoveToCart", spuCodeBody);

accountWishlistRoutes.post(add.action, add.body, async (c) => {
  const { spuCode } = c.req.valid("json");
  const t = await translate(c);
  const result = await addToWishlist(c.env.DB, ownerOf(c.var.ctx.session), spuCode);
  if (result === "full") throw new Refusal(API_CODE.conflict, "account.wishlist.full");
  return add.ok(c, { spuCode, inWishlist: true }, t("account.wishlist.added"));
});

accountWishlistRoutes.post(remove.action, remove.body, async (c) => {
  const { spuCode } = c.req.valid("json");
  const t = await translate(c);
  await removeFromWishlist(c.env.DB, ownerOf(c.var.ctx.session), spuCode);
  return remove.ok(c, { spuCode, inWishlist: false }, t("account.wishlist.removed"));
});

/**
 * Move to cart: the product's one SKU goes into the bag and leaves the wishlist. A product
 * that needs a size, colour or engraving answers 409: its page is where to choose.
 */
accountWishlistRoutes.post(moveToCart.action, moveToCart.body, async (c) => {
  const { spuCode } = c.req.valid("json");
  const t = await translate(c);
  const cart = cartContextOf(c);
  const sku = await defaultSku(cart.db, spuCode, cart.store);
  if (!sku) throw new Refusal(API_CODE.conflict, "account.wishlist.chooseOptions");
  try {
    await addCartLine(cart, cart.language, { sku, quantity: 1, jewelSafe: false });
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    // Without its field: the wishlist has no cart form to mark.
    return fail(c, error.code, t(error.messageKey, error.values));
  }
  await removeFromWishlist(c.env.DB, ownerOf(c.var.ctx.session), spuCode);
  return moveToCart.ok(c, { spuCode, cartCount: await countCartItems(cart) }, t("account.wishlist.moved"));
});
