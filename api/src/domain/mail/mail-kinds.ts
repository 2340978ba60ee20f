// Every mail the product sends, by kind, with what it holds. A mail is queued in the transaction
// of what caused it (mail-queue.ts) and sent later by whichever node's worker takes it
// (mail-worker.ts); its words and layout are the mail adapter's (api/src/mail).

/** Whom a mail speaks to. */
export interface Addressee {
  name: string;
  username: string;
}

/** A mail with a link (account-links.ts): `token` is what the link carries. */
interface WithLink {
  token: string;
}

export interface MailKinds {
  /** the password was changed, in Settings or with a reset link: so that its owner hears of a change that was not theirs */
  passwordChanged: Addressee & { how: "settings" | "reset" };
  /** a link that confirms the account's address: at sign-up, or asked for again */
  verifyEmail: Addressee & WithLink & { why: "signUp" | "again" };
  /** to the new address: the link that makes it the account's */
  confirmEmailChange: Addressee & WithLink;
  /** to the old address: someone asked to change it (`newEmail`, shown masked) */
  emailChangeRequested: Addressee & { newEmail: string };
  /** a link that sets a new password: asked for by someone who gave the username or address, or sent by an operator */
  passwordReset: Addressee & WithLink & { by: "request" | "operator" };
  /** the account signed in from a browser and system it had not used before ("" when unknown); `at`: ISO 8601 */
  newSignIn: Addressee & { browser: string; system: string; at: string };
  /** a moderator decided the account's appeal against its suspension (domain/moderation/appeals.ts), with their note */
  appealDecided: Addressee & { overturned: boolean; note: string };
}

export type MailKind = keyof MailKinds;

/** One mail: which kind, to whom, and what its template needs. */
export type Mail = { [K in MailKind]: { kind: K; to: string; data: MailKinds[K] } }[MailKind];

/**
 * What a job may hold besides a mail: a request that becomes a mail (or none) only once a worker
 * takes it, so that the request itself does the same work whatever it names.
 */
export interface MailRequests {
  /** "forgot password" for what someone typed (domain/auth/password-resets.ts): to = "" until the account is found */
  passwordResetRequested: { login: string; token: string };
}

export type MailRequest = { [K in keyof MailRequests]: { kind: K; to: ""; data: MailRequests[K] } }[keyof MailRequests];

/** A mail as a worker sends it: `id` is its idempotency key (the job's id), sent as its Message-ID. */
export type OutgoingMail = Mail & { id: string };

/** A job as a worker claims it. */
export type QueuedMail = (Mail | MailRequest) & { id: string };

/** Where mail goes: an SMTP server, or files (api/src/mail/mail-transport.ts). */
export interface MailSender {
  /** says where mail goes, for the log ("smtp://mail.example.com:587", "files in data/mail") */
  readonly description: string;
  /**
   * Hands the mail over. Throws MailRefusedError when the receiving server refused it for good
   * (trying again would fail alike); any other failure is worth trying again later.
   */
  send(mail: OutgoingMail): Promise<void>;
}

/** The SMTP server answered the mail with a permanent refusal (5xx): it is not tried again. */
export class MailRefusedError extends Error {}
