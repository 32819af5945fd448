import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { getCookie, setCookie } from "hono/cookie";
import { COOKIE } from "~/shared/cookies";
import { changePasswordBody, idBody, pageBody, profileBody } from "~/shared/schemas/account";
import { addressFields, refineAddress } from "~/shared/schemas/address";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { fail, ok, readBody } from "../../http";
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from "../../services/account/addresses";
import { changePassword } from "../../services/account/credentials";
import { updateProfile } from "../../services/customers/customers";
import { cookieOptions } from "../../middleware/request-context";
import { ACCOUNT_LIMITS } from "../../services/account/limits";
import { accountOverview, couponViews, walletView } from "../../services/account/views";
import { listCountries } from "../../services/countries";
import { customerIdOf, displayName, signedIn, tooMany, translate } from "../helpers/account-helpers";

/** The signed-in customer's own data; every call here answers 40001 without a session. */
export const accountProfileRoutes = new Hono<AppEnv>();

for (const path of [
  "/me",
  "/profileSave",
  "/changePassword",
  "/addresses",
  "/addressSave",
  "/addressDelete",
  "/addressSetDefault",
  "/coupons",
  "/wallet",
]) {
  accountProfileRoutes.use(path, signedIn);
}

accountProfileRoutes.post("/me", async (c) => {
  const overview = await accountOverview(c.env.DB, customerIdOf(c), c.var.ctx.currency);
  if (!overview) return fail(c, API_CODE.signInRequired, (await translate(c))("account.signInRequired"));
  return ok(c, overview);
});

/** Account security and details: the customer's name and newsletter choice. */
accountProfileRoutes.post("/profileSave", async (c) => {
  const body = await readBody(c, profileBody);
  const customerId = customerIdOf(c);
  const limited = await tooMany(c, [[ACCOUNT_LIMITS.saveProfile, `customer:${customerId}`]]);
  if (limited) return limited;
  const t = await translate(c);
  if (!(await updateProfile(c.env.DB, customerId, body))) return fail(c, API_CODE.signInRequired, t("account.signInRequired"));
  // The header greets by first name: the cookie it reads follows, where the browser has one.
  if (getCookie(c, COOKIE.username) !== undefined) {
    setCookie(c, COOKIE.username, displayName({ firstName: body.firstName, email: c.var.ctx.session.email }), cookieOptions(c));
  }
  return ok(c, body, t("account.details.saved"));
});

accountProfileRoutes.post("/changePassword", async (c) => {
  const body = await readBody(c, changePasswordBody);
  const customerId = customerIdOf(c);
  const limited = await tooMany(c, [[ACCOUNT_LIMITS.changePassword, `customer:${customerId}`]]);
  if (limited) return limited;
  const t = await translate(c);
  const changed = await changePassword(c.env.DB, {
    customerId,
    sessionId: c.var.ctx.session.sid ?? "",
    currentPassword: body.currentPassword,
    password: body.password,
  });
  if (!changed) {
    const message = t("account.password.currentWrong");
    return fail(c, API_CODE.badRequest, message, { currentPassword: message });
  }
  return ok(c, null, t("account.password.changed"));
});

accountProfileRoutes.post("/addresses", async (c) => ok(c, await listAddresses(c.env.DB, customerIdOf(c))));

accountProfileRoutes.post("/addressSave", async (c) => {
  const countries = await listCountries(c.env.DB);
  const schema = addressFields
    .extend({ id: z.number().int().positive().optional(), isDefault: z.boolean().default(false) })
    .superRefine(refineAddress(countries));
  const { id, isDefault, ...address } = await readBody(c, schema);
  const t = await translate(c);
  const result = await saveAddress(c.env.DB, customerIdOf(c), { id, address, makeDefault: isDefault });
  if (result.ok) return ok(c, result.address, t("account.address.saved"));
  if (result.reason === "full") return fail(c, API_CODE.conflict, t("account.address.full"));
  return fail(c, API_CODE.notFound, t("account.address.notFound"));
});

accountProfileRoutes.post("/addressDelete", async (c) => {
  const { id } = await readBody(c, idBody);
  const t = await translate(c);
  if (!(await deleteAddress(c.env.DB, customerIdOf(c), id))) return fail(c, API_CODE.notFound, t("account.address.notFound"));
  return ok(c, await listAddresses(c.env.DB, customerIdOf(c)), t("account.address.deleted"));
});

accountProfileRoutes.post("/addressSetDefault", async (c) => {
  const { id } = await readBody(c, idBody);
  const t = await translate(c);
  if (!(await setDefaultAddress(c.env.DB, customerIdOf(c), id))) return fail(c, API_CODE.notFound, t("account.address.notFound"));
  return ok(c, await listAddresses(c.env.DB, customerIdOf(c)), t("account.address.defaultSet"));
});

accountProfileRoutes.post("/coupons", async (c) => ok(c, await couponViews(c.env.DB, customerIdOf(c), c.var.ctx.currency)));

accountProfileRoutes.post("/wallet", async (c) => {
  const { page } = await readBody(c, pageBody);
  return ok(c, await walletView(c.env.DB, customerIdOf(c), c.var.ctx.currency, page));
});
