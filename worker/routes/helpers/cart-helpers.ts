import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { cartContextFor, type CartContext } from "../../services/checkout/cart-view";

export const cartContextOf = (c: Context<AppEnv>): CartContext => cartContextFor(c.env, c.var.ctx);
