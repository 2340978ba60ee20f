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

/** The web client's page that asks for a reset link (web/src/routes/password). */
export const FORGOT_PASSWORD_PATH = "/forgot-password";

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
};

export function contentOf(mail: Mail, site: MailSite): MailContent {
  const write = CONTENTS[mail.kind] as (data: Mail["data"], site: MailSite) => MailContent;
  return write(mail.data, site);
}
