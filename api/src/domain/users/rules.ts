// What a valid account looks like. Each check names the failure it reports (failures.ts).
import { z } from "zod";
import { text } from "../text.ts";
import { failingWith } from "../validation.ts";

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const BIO_MAX = 160;
/** bcrypt only reads the first 72 bytes; longer passwords would silently be truncated */
export const PASSWORD_MAX_BYTES = 72;

/** Usernames are compared and stored for uniqueness in this form. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export const name = text()
  .trim()
  .min(NAME_MIN, failingWith("NAME_TOO_SHORT"))
  .max(NAME_MAX, failingWith("NAME_TOO_LONG"));

export const username = text()
  .trim()
  .min(USERNAME_MIN, failingWith("USERNAME_TOO_SHORT"))
  .max(USERNAME_MAX, failingWith("USERNAME_TOO_LONG"))
  .regex(/^[\p{L}\p{N}._]+$/u, failingWith("USERNAME_INVALID"));

export const email = text()
  .trim()
  .toLowerCase()
  .pipe(z.email(failingWith("EMAIL_INVALID")).max(254, failingWith("EMAIL_INVALID")));

// Passwords are only hashed, never stored or shown: no character rule (see text.ts).
const password = () => z.string({ error: failingWith("NOT_TEXT") }).min(PASSWORD_MIN, failingWith("PASSWORD_TOO_SHORT"));

export const newPassword = password().refine((p) => Buffer.byteLength(p) <= PASSWORD_MAX_BYTES, {
  message: failingWith("PASSWORD_TOO_LONG"),
  params: { limit: PASSWORD_MAX_BYTES },
});

export const bio = text().trim().max(BIO_MAX, failingWith("BIO_TOO_LONG"));

export const profileInput = z.object({ bio: bio.optional(), name: name.optional(), username: username.optional() });

export const signUpInput = z.object({ name, username, email, password: newPassword });

export const logInInput = z.object({
  username: text().trim().min(USERNAME_MIN, failingWith("USERNAME_TOO_SHORT")),
  password: password(),
});

/** A given password: not missing, not empty (then the new one must also follow the password rules). */
const given = (missing: "OLD_PASSWORD_REQUIRED" | "NEW_PASSWORD_REQUIRED" | "CONFIRM_PASSWORD_REQUIRED") =>
  z.string({ error: failingWith(missing) }).min(1, failingWith(missing));

export const changePasswordInput = z
  .object({
    oldPassword: given("OLD_PASSWORD_REQUIRED"),
    newPassword: given("NEW_PASSWORD_REQUIRED").pipe(newPassword),
    confirmPassword: given("CONFIRM_PASSWORD_REQUIRED"),
  })
  .refine((i) => i.newPassword === i.confirmPassword, {
    path: ["confirmPassword"],
    message: failingWith("PASSWORD_CONFIRMATION_MISMATCH"),
  });
