import { z } from "zod";

/** An email as the shop accepts it: local-part@domain with a top-level domain of 2–14 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,14}$/;

export const isEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value);

/** An email field; `message` is the catalogue key shown when it is missing or malformed. */
export const emailField = (message = "error.email.invalid") =>
  z.string({ error: message }).trim().min(1, { error: "error.email.required" }).refine(isEmail, { error: message });
