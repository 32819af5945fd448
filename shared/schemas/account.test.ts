import { describe, expect, it } from "vitest";
import { changePasswordBody, registerBody, resetPasswordBody, signInBody } from "./account";

/** Field → first message, as the API and the forms show it. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
  return found;
}

const registration = {
  email: "ada@example.com",
  password: "correct horse battery",
  confirmPassword: "correct horse battery",
  agreePrivacy: true,
};

describe("account schemas", () => {
  it("accepts a registration and needs the privacy policy agreed", () => {
    expect(registerBody.safeParse(registration).success).toBe(true);
    expect(messages(registerBody.safeParse({ ...registration, agreePrivacy: false }))).toEqual({
      agreePrivacy: "account.register.agreeRequired",
    });
  });

  it("refuses short and common passwords, and a second password that differs", () => {
    const check = (password: string, confirmPassword = password) => messages(registerBody.safeParse({ ...registration, password, confirmPassword }));
    expect(check("")).toEqual({ password: "account.password.required" });
    expect(check("short1")).toEqual({ password: "account.password.tooShort" });
    expect(check("Password1")).toEqual({ password: "account.password.common" });
    expect(check("qwertyuiop")).toEqual({ password: "account.password.common" });
    expect(check("correct horse battery", "correct horse")).toEqual({ confirmPassword: "account.password.mismatch" });
  });

  it("requires the verification code, six digits", () => {
    const reset = { email: "ada@example.com", password: "a new long secret", confirmPassword: "a new long secret" };
    expect(messages(resetPasswordBody.safeParse({ ...reset, code: "" }))).toEqual({ code: "account.code.required" });
    expect(messages(resetPasswordBody.safeParse(reset))).toEqual({ code: "account.code.required" });
    expect(messages(resetPasswordBody.safeParse({ ...reset, code: "12a456" }))).toEqual({ code: "account.code.format" });
    expect(resetPasswordBody.safeParse({ ...reset, code: " 123456 " }).data?.code).toBe("123456");
  });

  it("signs in with any stored password but not with an empty one", () => {
    expect(signInBody.parse({ email: "ada@example.com", password: "abc" })).toEqual({
      email: "ada@example.com",
      password: "abc",
      remember: false,
    });
    expect(messages(signInBody.safeParse({ email: "ada@example.com", password: "" }))).toEqual({
      password: "account.password.required",
    });
  });

  it("wants a new password that differs from the current one", () => {
    const same = { currentPassword: "a new long secret", password: "a new long secret", confirmPassword: "a new long secret" };
    expect(messages(changePasswordBody.safeParse(same))).toEqual({ password: "account.password.sameAsCurrent" });
  });
});
