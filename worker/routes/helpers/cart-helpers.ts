import type { Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import type { AppEnv } from "../../env";
import type { CartError } from "../../services/checkout/cart";
import { cartContextFor, type CartContext } from "../../services/checkout/cart-view";

export const cartContextOf = (c: Context<AppEnv>): CartContext => cartContextFor(c.env, c.var.ctx);

export const CART_ERRORS: Record<CartError["reason"], { code: number; key: string; field?: string }> = {
  unknownSku: { code: API_CODE.notFound, key: "cart.sku.unknown", field: "sku" },
  unavailable: { code: API_CODE.conflict, key: "cart.unavailable", field: "sku" },
  signatureRequired: { code: API_CODE.badRequest, key: "cart.signature.required", field: "signature" },
  signatureTooLong: { code: API_CODE.badRequest, key: "cart.signature.tooLong", field: "signature" },
  messageTooLong: { code: API_CODE.badRequest, key: "cart.message.tooLong", field: "message" },
  notPersonalizable: { code: API_CODE.badRequest, key: "cart.notPersonalizable", field: "signature" },
  jewelSafeUnavailable: { code: API_CODE.badRequest, key: "cart.jewelSafe.unavailable", field: "jewelSafe" },
  stock: { code: API_CODE.conflict, key: "cart.stock", field: "quantity" },
  unknownLine: { code: API_CODE.notFound, key: "cart.line.unknown", field: "lineId" },
};
