import { z } from "zod";
import { EMAIL_CODE, PASSWORD, SPU_CODE_PATTERN } from "../account-rules";
import { isCommonPassword } from "../common-passwords";
import { emailField } from "./email";

/**
 * Bodies of the `account/*` calls; the forms validate with the same schemas. Messages are
 * catalogue keys (locales/{locale}/account.po).
 */

/** A password being chosen: required, a minimum length, not a common one. */
const newPassword = z
  .string({ error: "account.password.required" })
  .min(1, { error: "account.password.required" })
  .min(PASSWORD.minLength, { error: "account.password.tooShort" })
  .max(PASSWORD.maxLength, { error: "account.password.tooLong" })
  .refine((value) => !isCommonPassword(value), { error: "account.password.common" });

/** A password being checked: no policy, so older passwords still sign in. */
const currentPassword = (required = "account.password.required") =>
  z.string({ error: required }).min(1, { error: required }).max(PASSWORD.maxLength, { error: "account.password.tooLong" });

const confirmation = z.string({ error: "account.password.mismatch" });

/** A repeated password that differs is refused on the second field, where the shopper looks. */
function passwordsMatch(value: { password?: unknown; confirmPassword?: unknown }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", message: "account.password.mismatch", path: ["confirmPassword"] });
  }
}

const code = z
  .string({ error: "account.code.required" })
  .trim()
  .min(1, { error: "account.code.required" })
  .regex(new RegExp(`^\\d{${EMAIL_CODE.digits}}$`), { error: "account.code.format" });

const name = z.string().trim().max(50, { error: "account.name.tooLong" }).default("");

export const signInBody = z.strictObject({
  email: emailField(),
  password: currentPassword(),
  remember: z.boolean().default(false),
});

export const registerBody = z
  .strictObject({
    email: emailField(),
    firstName: name,
    lastName: name,
    password: newPassword,
    confirmPassword: confirmation,
    /** Agreement with the privacy policy is needed. */
    agreePrivacy: z.literal(true, { error: "account.register.agreeRequired" }),
    newsletter: z.boolean().default(false),
  })
  .superRefine(passwordsMatch);

/** The customer's own details, as the account's security and details page edits them. */
export const profileBody = z.strictObject({
  firstName: name,
  lastName: name,
  newsletter: z.boolean().default(false),
});

export const confirmRegistrationBody = z.strictObject({
  email: emailField(),
  code,
  remember: z.boolean().default(false),
});

export const sendResetCodeBody = z.strictObject({ email: emailField() });

export const resetPasswordBody = z
  .strictObject({ email: emailField(), code, password: newPassword, confirmPassword: confirmation })
  .superRefine(passwordsMatch);

export const changePasswordBody = z
  .strictObject({
    currentPassword: currentPassword("account.password.currentRequired"),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .superRefine(passwordsMatch)
  .refine((value) => value.password !== value.currentPassword, {
    error: "account.password.sameAsCurrent",
    path: ["password"],
  });

export const spuCodeBody = z.strictObject({
  spuCode: z.string({ error: "account.wishlist.badCode" }).trim().regex(SPU_CODE_PATTERN, { error: "account.wishlist.badCode" }),
});

export const pageBody = z.strictObject({ page: z.number().int().min(1).max(10_000).default(1) });

export const idBody = z.strictObject({ id: z.number({ error: "account.address.notFound" }).int().positive() });

export type SignInBody = z.infer<typeof signInBody>;
export type RegisterBody = z.infer<typeof registerBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** `account/erase`: the account's password confirms the erasure (docs/decisions/1327-data-rights.md). */
export const accountEraseBody = z.strictObject({ password: currentPassword("account.password.currentRequired") });
