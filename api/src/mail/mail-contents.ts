// What each mail says, in words for people: one function per kind (domain/mail/mail-kinds.ts).
// Every mail greets its person, says what happened or what to do, and ends with why they got it.
// Links are built from PUBLIC_URL and the web client's paths; mail-layout.ts lays the words out
// as the HTML part and the plain-text part.
import type { MailKinds, Mail, MailKind } from "../domain/mail/mail-kinds.ts";

export interface MailContent {
  subject: string;
  /** the line an inbox shows after the subject */
  preview: string;
  heading: string;
  /** paragraphs before the button */
  intro: string[];
  /** the one thing to do, if any: a button (and its address as text, for mail readers without HTML) */
  action?: { label: string; url: string };
  /** paragraphs after the button */
  outro: string[];
  /** why the person got this mail */
  reason: string;
}

/** The origin links start with (PUBLIC_URL, no trailing slash). */
export interface MailSite {
  publicUrl: string;
}

/** The web client's pages mails link to (web/src/router.tsx). */
export const FORGOT_PASSWORD_PATH = "/forgot-password";
export const RESET_PASSWORD_PATH = "/reset-password";
export const VERIFY_EMAIL_PATH = "/verify-email";
export const SIGNED_IN_DEVICES_PATH = "/settings/devices";
export const LOG_IN_PATH = "/register";

/** "Firefox on Windows", as Settings names a session; "an unknown browser" for a header we cannot read. */
export function deviceName(browser: string, system: string): string {
  return `${browser || "an unknown browser"}${system ? ` on ${system}` : ""}`;
}

const withToken = (publicUrl: string, path: string, token: string) =>
  `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

/** "a***@example.com": enough for its owner to know it, not to hand a stranger who reads this mailbox the address. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

const IGNORE_IF_NOT_YOU = "If you did not ask for it, you can ignore this mail: nothing changes.";

const CONTENTS: { [K in MailKind]: (data: MailKinds[K], site: MailSite) => MailContent } = {
  passwordChanged: ({ name, username, how }, { publicUrl }) => ({
    subject: "Your SkySocial password was changed",
    preview: `The password of @${username} was changed${how === "reset" ? " with a reset link" : ""}.`,
    heading: "Your password was changed",
    intro: [
      `Hi ${name},`,
      how === "reset"
        ? `the password of your SkySocial account @${username} was just set anew with a reset link, and every device signed in to the account was signed out.`
        : `the password of your SkySocial account @${username} was just changed in Settings, and every other device signed in to the account was signed out.`,
      "If this was you, there is nothing more to do. If it was not, someone else has your password or can read your mail: secure your mailbox, then set a new password at once.",
    ],
    action: { label: "Set a new password", url: `${publicUrl}${FORGOT_PASSWORD_PATH}` },
    outro: [],
    reason: `You got this mail because the password of your SkySocial account @${username} changed. We always say so, to the account's address, so that a change that was not yours does not go unnoticed.`,
  }),
  verifyEmail: ({ name, username, token, why }, { publicUrl }) => ({
    subject: "Confirm your email address for SkySocial",
    preview: `One click confirms this address for @${username}.`,
    heading: "Confirm your email address",
    intro: [
      `Hi ${name},`,
      why === "signUp"
        ? `welcome to SkySocial! Please confirm that this is the address of your new account @${username}: it is where we send a link to set a new password if you ever forget yours.`
        : `here is the new link you asked for to confirm that this is the address of your SkySocial account @${username}.`,
    ],
    action: { label: "Confirm my address", url: withToken(publicUrl, VERIFY_EMAIL_PATH, token) },
    outro: ["The link works once, for 24 hours. Settings can send a new one."],
    reason: `You got this mail because this address was given for the SkySocial account @${username}. If that was not you, ignore this mail: the address stays unconfirmed, and nothing more is sent unless someone asks.`,
  }),
  confirmEmailChange: ({ name, username, token }, { publicUrl }) => ({
    subject: "Confirm your new email address for SkySocial",
    preview: `Confirm this address to make it the address of @${username}.`,
    heading: "Confirm your new email address",
    intro: [
      `Hi ${name},`,
      `you asked to use this address for your SkySocial account @${username}. Confirm it, and mail comes here from now on.`,
    ],
    action: { label: "Use this address", url: withToken(publicUrl, VERIFY_EMAIL_PATH, token) },
    outro: ["The link works once, for 24 hours. Until it is followed, the account keeps its old address."],
    reason: `You got this mail because this address was given as the new address of the SkySocial account @${username}. ${IGNORE_IF_NOT_YOU}`,
  }),
  emailChangeRequested: ({ name, username, newEmail }, { publicUrl }) => ({
    subject: "Your SkySocial email address is about to change",
    preview: `Someone asked to move @${username} to another address.`,
    heading: "Your email address is about to change",
    intro: [
      `Hi ${name},`,
      `someone signed in to your SkySocial account @${username} asked to change its address to ${maskedAddress(newEmail)}. It changes only once that address is confirmed from the link we sent there.`,
      "If this was you, there is nothing more to do here. If it was not, someone else has your password: set a new one at once, which signs everyone else out.",
    ],
    action: { label: "Set a new password", url: `${publicUrl}${FORGOT_PASSWORD_PATH}` },
    outro: [],
    reason: `You got this mail because this is the address of the SkySocial account @${username}, and we tell it of every request to change it.`,
  }),
  passwordReset: ({ name, username, token, by }, { publicUrl }) => ({
    subject: "Set a new password for SkySocial",
    preview: `A link to choose a new password for @${username}, valid for an hour.`,
    heading: "Set a new password",
    intro: [
      `Hi ${name},`,
      by === "request"
        ? `someone asked to set a new password for your SkySocial account @${username}. Follow the link to choose one.`
        : `a SkySocial administrator sent you this link at your request, to set a new password for the account @${username}.`,
    ],
    action: { label: "Choose a new password", url: withToken(publicUrl, RESET_PASSWORD_PATH, token) },
    outro: [
      "The link works once, for 1 hour. Choosing a password signs out every device signed in to the account.",
      IGNORE_IF_NOT_YOU,
    ],
    reason:
      by === "request"
        ? `You got this mail because someone asked for a new password for the SkySocial account @${username}, whose address this is.`
        : `You got this mail because a SkySocial administrator was asked to send a password link for @${username} to this address.`,
  }),
  newSignIn: ({ name, username, browser, system, at }, { publicUrl }) => ({
    subject: "New sign-in to your SkySocial account",
    preview: `@${username} was signed in from ${deviceName(browser, system)}.`,
    heading: "A new device signed in",
    intro: [
      `Hi ${name},`,
      `your SkySocial account @${username} was signed in from ${deviceName(browser, system)} at ${new Date(at).toUTCString()}, a browser and system it had not been signed in from before.`,
      "If this was you, there is nothing to do. If it was not, sign that device out in Settings and set a new password at once: someone else has yours.",
    ],
    action: { label: "See signed-in devices", url: `${publicUrl}${SIGNED_IN_DEVICES_PATH}` },
    outro: [],
    reason: `You got this mail because the SkySocial account @${username} signed in from a new device and its notices of new sign-ins are on. Settings can turn them off.`,
  }),
  appealDecided: ({ name, username, overturned, note }, { publicUrl }) => ({
    subject: overturned ? "Your SkySocial account is back" : "The answer to your SkySocial appeal",
    preview: overturned
      ? `A moderator lifted the suspension of @${username}.`
      : `A moderator kept the suspension of @${username}.`,
    heading: overturned ? "Your suspension is lifted" : "Your suspension stays",
    intro: [
      `Hi ${name},`,
      overturned
        ? `a moderator read your appeal and agreed with it: the suspension of your SkySocial account @${username} is lifted, and you can log in again.`
        : `a moderator read your appeal against the suspension of your SkySocial account @${username} and decided that it stays.`,
      `Their note: ${note}`,
    ],
    ...(overturned && { action: { label: "Log in", url: `${publicUrl}${LOG_IN_PATH}` } }),
    outro: overturned ? [] : ["Each suspension is appealed once: this decision is final."],
    reason: `You got this mail because you appealed the suspension of the SkySocial account @${username}, whose address this is.`,
  }),
};

export function contentOf(mail: Mail, site: MailSite): MailContent {
  const write = CONTENTS[mail.kind] as (data: Mail["data"], site: MailSite) => MailContent;
  return write(mail.data, site);
}
