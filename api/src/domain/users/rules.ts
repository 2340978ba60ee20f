// What a valid account looks like. Each check names the failure it reports (failures.ts).
import { z } from "zod";
import { nameText, text } from "../text.ts";
import { failingWith } from "../validation.ts";
import { commonPasswordCheck } from "./common-passwords.ts";
import { normalizeUsername } from "./skeleton.ts";

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 30;
/**
 * New passwords (sign-up, password change): at least 12 characters and none of the most common
 * ones (OWASP ASVS 2.1.1 and 2.1.7); no composition rules, which make passwords harder to
 * remember, not to guess. Length is a rule everyone sees coming and every form can check before
 * sending; a strength estimate (zxcvbn) would need its dictionaries in the web client too.
 */
export const PASSWORD_MIN = 12;
/** Log-in applies no policy: every account made so far has at least this many (the rule before). */
export const LOG_IN_PASSWORD_MIN = 8;
export const BIO_MAX = 160;
/** bcrypt only reads the first 72 bytes; longer passwords would silently be truncated */
export const PASSWORD_MAX_BYTES = 72;

/** Usernames are compared and stored for uniqueness in this form. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export const name = nameText()
  .trim()
  .min(NAME_MIN, failingWith("NAME_TOO_SHORT"))
  .max(NAME_MAX, failingWith("NAME_TOO_LONG"));

/** Stored NFKC-normalized ("ｃｏｏｋｉｅ" is "cookie"); letters of any script, digits, "." and "_" (no format characters, so no direction controls). */
export const username = text()
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .trim()
      .min(USERNAME_MIN, failingWith("USERNAME_TOO_SHORT"))
      .max(USERNAME_MAX, failingWith("USERNAME_TOO_LONG"))
      .regex(/^[\p{L}\p{N}._]+$/u, failingWith("USERNAME_INVALID")),
  );

export const email = text()
  .trim()
  .toLowerCase()
  .pipe(z.email(failingWith("EMAIL_INVALID")).max(254, failingWith("EMAIL_INVALID")));

// Passwords are only hashed, never stored or shown: no character rule (see text.ts).
const password = (min: number) =>
  z.string({ error: failingWith("NOT_TEXT") }).min(min, failingWith("PASSWORD_TOO_SHORT"));

const isCommonPassword = commonPasswordCheck(PASSWORD_MIN);

export const newPassword = password(PASSWORD_MIN)
  .refine((p) => Buffer.byteLength(p) <= PASSWORD_MAX_BYTES, {
    message: failingWith("PASSWORD_TOO_LONG"),
    params: { limit: PASSWORD_MAX_BYTES },
  })
  .refine((p) => !isCommonPassword(p), failingWith("PASSWORD_TOO_COMMON"));

export const bio = text().trim().max(BIO_MAX, failingWith("BIO_TOO_LONG"));

export const profileInput = z.object({ bio: bio.optional(), name: name.optional(), username: username.optional() });

export const signUpInput = z.object({ name, username, email, password: newPassword });

export const logInInput = z.object({
  username: text().trim().min(USERNAME_MIN, failingWith("USERNAME_TOO_SHORT")),
  password: password(LOG_IN_PASSWORD_MIN),
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

/** The account's password, asked again before a change that matters (the address). */
export const currentPassword = z
  .string({ error: failingWith("PASSWORD_REQUIRED") })
  .min(1, failingWith("PASSWORD_REQUIRED"));

export const emailChangeInput = z.object({ newEmail: email, password: currentPassword });

/** The longest an address can be, so the longest a username or an address is. */
export const USERNAME_OR_EMAIL_MAX = 254;

/** "Forgot password?": a username or an address, as typed (at most an address's length). */
export const passwordResetRequestInput = z.object({
  usernameOrEmail: text()
    .trim()
    .min(1, failingWith("USERNAME_OR_EMAIL_REQUIRED"))
    .max(USERNAME_OR_EMAIL_MAX, failingWith("USERNAME_OR_EMAIL_TOO_LONG")),
});

export const passwordResetInput = z.object({
  token: z.string({ error: failingWith("LINK_INVALID") }),
  newPassword: given("NEW_PASSWORD_REQUIRED").pipe(newPassword),
});
