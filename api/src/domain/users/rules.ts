// What a valid account looks like. Messages are the product spec's where it gives one.
import { z } from "zod";
import { text } from "../text.ts";

export const NAME_MAX = 50;
export const USERNAME_MAX = 30;
export const BIO_MAX = 160;
/** bcrypt only reads the first 72 bytes; longer passwords would silently be truncated */
export const PASSWORD_MAX_BYTES = 72;

/** Usernames are compared and stored for uniqueness in this form. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export const name = text("Name", "Name must be at least 2 characters.")
  .trim()
  .min(2, "Name must be at least 2 characters.")
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`);

export const username = text("Username", "Username must be at least 2 characters.")
  .trim()
  .min(2, "Username must be at least 2 characters.")
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters.`)
  .regex(/^[\p{L}\p{N}._]+$/u, "Username may only contain letters, numbers, dots and underscores.");

export const email = text("Email", "Please enter a valid email address.")
  .trim()
  .toLowerCase()
  .pipe(z.email("Please enter a valid email address.").max(254, "Please enter a valid email address."));

// Passwords are only hashed, never stored or shown: no character rule (see text.ts).
export const newPassword = z
  .string({ error: "Password must be at least 8 characters." })
  .min(8, "Password must be at least 8 characters.")
  .refine((p) => Buffer.byteLength(p) <= PASSWORD_MAX_BYTES, `Password must be at most ${PASSWORD_MAX_BYTES} characters.`);

export const bio = text("Bio")
  .trim()
  .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters.`);

export const profileInput = z.object({ bio });

export const signUpInput = z.object({ name, username, email, password: newPassword });

export const logInInput = z.object({
  username: text("Username", "Username must be at least 2 characters.").trim().min(2, "Username must be at least 2 characters."),
  password: z.string({ error: "Password must be at least 8 characters." }).min(8, "Password must be at least 8 characters."),
});

export const changePasswordInput = z
  .object({
    oldPassword: z.string({ error: "please enter old password" }).min(1, "please enter old password"),
    newPassword: z.string({ error: "please enter new password" }).min(1, "please enter new password").pipe(newPassword),
    confirmPassword: z.string({ error: "please enter confirm password" }).min(1, "please enter confirm password"),
  })
  .refine((i) => i.newPassword === i.confirmPassword, {
    path: ["confirmPassword"],
    message: "confirm password doesn't  matches",
  });
