// Every failure the domain reports on purpose, by name: the one place that decides WHAT failed.
// A program acts on the code (GraphQL's UserErrorCode enum is built from this list, with these
// descriptions); each face says it in its own words: GraphQL and the logs in the API's wording
// below (naming the input field as the GraphQL input names it), the v1 REST face in v1's texts
// (rest/v1/failure-texts.ts), the web client in words for people (web/src/userErrors).
import { formatByteLimit } from "../media/errors.ts";
import { APPEAL_WINDOW_DAYS } from "./moderation/appeal-window.ts";
import {
  ANSWER_SECONDS_CHOICES,
  listChoices,
  TURN_EXTENSIONS_PER_PLAYER,
  TURN_SECONDS_CHOICES,
} from "./game/timing.ts";

/** One expected failure: what failed, and on which input and bound. */
export interface Failure {
  readonly reason: FailureCode;
  /** the input field at fault, as the domain's (and the GraphQL) input names it; dotted for a nested one */
  readonly field?: string;
  /** the bound the input missed: a length, a byte size, a count, the last valid cell */
  readonly limit?: number;
  /** for NOT_FOUND: the kind of thing ("Post", "User", ...) */
  readonly subject?: string;
}

interface Entry {
  /** what the code means to a program (the enum value's description) */
  description: string;
  /** the API's wording */
  message: (failure: Failure) => string;
}

const field = (failure: Failure) => failure.field ?? "input";
const notEmpty = (description: string): Entry => ({ description, message: (f) => `${field(f)} must not be empty.` });
const atLeast = (description: string): Entry => ({
  description,
  message: (f) => `${field(f)} must be at least ${f.limit} characters.`,
});
const atMost = (description: string): Entry => ({
  description,
  message: (f) => `${field(f)} must be at most ${f.limit} characters.`,
});
const fixed = (description: string, message: string): Entry => ({ description, message: () => message });
/** The game's refusals: a rule a player broke, told as players are told it. */
const gameRule = (message: string): Entry => fixed(message, message);

const FAILURE_ENTRIES = {
  // any text a person types
  TEXT_INVALID_CHARACTERS: {
    description:
      "The text holds a control character (other than tab, line feed and carriage return) or invalid Unicode, which no text may hold.",
    message: (f) => `${field(f)} may not contain control characters (such as U+0000) or invalid Unicode.`,
  },
  NOT_TEXT: {
    description: "A value that must be text is missing or is not text.",
    message: (f) => `${field(f)} must be text.`,
  },
  TEXT_DIRECTION_CONTROL: {
    description:
      "The text holds a direction control that can show it in another order than it is written: an embedding or override (U+202A to U+202E) in any text; in a name, also a direction mark or isolate (U+200E, U+200F, U+061C, U+2066 to U+2069).",
    message: (f) => `${field(f)} may not contain text-direction controls (such as U+202E).`,
  },

  // accounts
  NAME_TOO_SHORT: atLeast("The name is shorter than its minimum (after trimming)."),
  NAME_TOO_LONG: atMost("The name is longer than its maximum."),
  USERNAME_TOO_SHORT: atLeast("The username is shorter than its minimum (after trimming)."),
  USERNAME_TOO_LONG: atMost("The username is longer than its maximum."),
  USERNAME_INVALID: {
    description: "The username holds a character other than letters, digits, dots and underscores.",
    message: (f) => `${field(f)} may only contain letters, numbers, dots and underscores.`,
  },
  USERNAME_TAKEN: {
    description: "Another account has this username (compared without case).",
    message: (f) => `${field(f)} is already taken by another account.`,
  },
  USERNAME_CONFUSABLE: {
    description:
      "The username looks like another account's: the same letters from another script or width (a Cyrillic с for a Latin c, fullwidth letters), or characters that look alike (rn and m, 0 and O), as Unicode's confusables tell.",
    message: (f) => `${field(f)} looks too much like another account's username.`,
  },
  EMAIL_INVALID: {
    description: "The email address is not a valid address.",
    message: (f) => `${field(f)} must be a valid email address.`,
  },
  EMAIL_TAKEN: {
    description: "Another account has this email address.",
    message: (f) => `${field(f)} already belongs to another account.`,
  },
  PASSWORD_TOO_SHORT: atLeast("The password is shorter than its minimum."),
  PASSWORD_TOO_COMMON: {
    description: "The new password is one of the most common passwords found in breaches, which attackers try first.",
    message: (f) => `${field(f)} is one of the most common passwords, which attackers try first: choose another.`,
  },
  PASSWORD_TOO_LONG: {
    description: "The password is longer than its maximum in UTF-8 bytes (bcrypt reads no further).",
    message: (f) => `${field(f)} must be at most ${f.limit} bytes long in UTF-8.`,
  },
  BIO_TOO_LONG: atMost("The bio is longer than its maximum (after trimming)."),
  INVALID_CREDENTIALS: fixed(
    "No account has this username and password (which one is wrong is not told).",
    "Invalid username or password.",
  ),
  OLD_PASSWORD_REQUIRED: notEmpty("The current password was not given."),
  NEW_PASSWORD_REQUIRED: notEmpty("The new password was not given."),
  CONFIRM_PASSWORD_REQUIRED: notEmpty("The new password's confirmation was not given."),
  PASSWORD_CONFIRMATION_MISMATCH: {
    description: "The confirmation differs from the new password.",
    message: (f) => `${field(f)} must be equal to newPassword.`,
  },
  WRONG_PASSWORD: {
    description: "The current password given is not the account's password.",
    message: (f) => `${field(f)} is not the account's current password.`,
  },

  // two-step sign-in (domain/auth/second-factors.ts)
  SECOND_FACTOR_REQUIRED: fixed(
    "The password was right and the account has two-step sign-in on: answer the challenge with completeSecondFactor.",
    "Enter the code from your authenticator app (or a recovery code) to finish signing in.",
  ),
  SECOND_FACTOR_CHALLENGE_INVALID: fixed(
    "The sign-in challenge is unknown, used, expired (it lasts 5 minutes) or ended by too many wrong codes: log in again.",
    "This sign-in step has ended: log in again.",
  ),
  WRONG_CODE: {
    description: "The 6-digit code is not the authenticator app's code for now, or it was used already.",
    message: (f) => `${field(f)} is not the authenticator app's current code.`,
  },
  WRONG_RECOVERY_CODE: {
    description: "The recovery code is not one of the account's unused recovery codes.",
    message: (f) => `${field(f)} is not an unused recovery code of this account.`,
  },
  SECOND_FACTOR_ANSWER_REQUIRED: fixed(
    "Not exactly one of code, recoveryCode and passkey was given.",
    "Give exactly one of code, recoveryCode and passkey.",
  ),
  TWO_STEP_ALREADY_ON: fixed(
    "Two-step sign-in is on already: turn it off first to set up another app.",
    "Two-step sign-in is on already.",
  ),
  TWO_STEP_NOT_ON: fixed("Two-step sign-in is not on for this account.", "Two-step sign-in is not on."),
  TWO_STEP_SETUP_NOT_STARTED: fixed(
    "There is no set-up waiting for a code: start it with startTotpEnrolment.",
    "Start setting up the authenticator app first.",
  ),
  ACCESS_TOKEN_CANNOT_MANAGE_TWO_STEP: fixed(
    "Two-step sign-in is set up and turned off by a logged-in session, not with an access token.",
    "Two-step sign-in is set up and turned off by a logged-in session, not with an access token.",
  ),

  // passkeys (domain/auth/passkeys.ts)
  PASSKEY_NOT_ACCEPTED: {
    description:
      "The passkey's answer proves nothing here: not a passkey of an account (removed, or made for another site), a challenge that is unknown, used or past its 5 minutes, or a signature that does not check.",
    message: (f) => `${field(f)} is not the answer of a passkey registered here to a challenge still open.`,
  },
  PASSKEY_ALREADY_ADDED: fixed(
    "This authenticator's passkey is registered already (to this account or another).",
    "This passkey is added already.",
  ),
  PASSKEY_NAME_TOO_LONG: atMost("The passkey's name is longer than allowed."),
  TOO_MANY_PASSKEYS: {
    description: "The account has as many passkeys as it may (remove one first).",
    message: (f) => `You already have ${f.limit} passkeys: remove one before adding another.`,
  },
  ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS: fixed(
    "Passkeys are added and removed by a logged-in session, not with an access token.",
    "Passkeys are added and removed by a logged-in session, not with an access token.",
  ),

  // e-mail addresses and links mailed to them (domain/users/email-addresses.ts, domain/auth/password-resets.ts)
  EMAIL_ALREADY_VERIFIED: fixed(
    "The account's email address is already confirmed: there is no link to send.",
    "Your email address is already confirmed.",
  ),
  EMAIL_UNCHANGED: {
    description: "The new email address is the account's address already.",
    message: (f) => `${field(f)} is the account's address already.`,
  },
  USERNAME_OR_EMAIL_REQUIRED: notEmpty("Neither a username nor an email address was given."),
  USERNAME_OR_EMAIL_TOO_LONG: atMost("Longer than any username or email address can be."),
  LINK_INVALID: fixed(
    "The link's token is not one the server mailed (mistyped, cut short, or for an account deleted since).",
    "This link is not valid: check that it was copied whole, or ask for a new one.",
  ),
  LINK_EXPIRED: fixed(
    "The link's time ran out (an address link lasts 24 hours, a password reset link 1 hour): ask for a new one.",
    "This link has expired: ask for a new one.",
  ),
  LINK_USED: fixed(
    "The link was followed already (each works once), or a newer one replaced it.",
    "This link was used already: each link works once.",
  ),
  ACCESS_TOKEN_CANNOT_CHANGE_EMAIL: fixed(
    "An account's email address is changed by a logged-in session, not with an access token.",
    "An account's email address is changed by a logged-in session, not with an access token.",
  ),

  // personal access tokens
  ACCESS_TOKEN_NAME_REQUIRED: notEmpty("The access token's name is empty (after trimming)."),
  ACCESS_TOKEN_NAME_TOO_LONG: atMost("The access token's name is longer than its maximum (after trimming)."),
  ACCESS_TOKEN_SCOPE_INVALID: {
    description: "The scope is not READ or READ_WRITE.",
    message: (f) => `${field(f)} must be READ or READ_WRITE.`,
  },
  ACCESS_TOKEN_EXPIRY_PAST: {
    description: "The expiry is not a moment in the future.",
    message: (f) => `${field(f)} must be a moment in the future.`,
  },
  ACCESS_TOKEN_EXPIRY_TOO_FAR: {
    description:
      "The expiry is further ahead than the most a token may last (leave it out for a token that does not expire).",
    message: (f) =>
      `${field(f)} must be at most ${f.limit} years from now (leave it out for a token that does not expire).`,
  },
  TOO_MANY_ACCESS_TOKENS: {
    description: "The viewer already holds the most access tokens one may (revoke one first).",
    message: (f) => `You already have ${f.limit} access tokens: revoke one before creating another.`,
  },
  ACCESS_TOKEN_CANNOT_MANAGE_TOKENS: fixed(
    "Access tokens are created and revoked by a logged-in session, not with an access token.",
    "Access tokens are created and revoked by a logged-in session, not with an access token.",
  ),
  ACCESS_TOKEN_CANNOT_MANAGE_SESSIONS: fixed(
    "Signed-in sessions are ended by a logged-in session, not with an access token.",
    "Signed-in sessions are ended by a logged-in session, not with an access token.",
  ),

  // the account people own: their data's export, and deleting the account
  PASSWORD_REQUIRED: notEmpty("The password was not given."),
  DELETION_NOT_CONFIRMED: {
    description:
      "The username typed to confirm deleting the account is not the account's username (compared without case).",
    message: (f) => `${field(f)} must be the account's username, typed to confirm that the account is to be deleted.`,
  },
  ACCESS_TOKEN_CANNOT_DELETE_ACCOUNT: fixed(
    "An account is deleted by a logged-in session, not with an access token.",
    "An account is deleted by a logged-in session, not with an access token.",
  ),
  DATA_EXPORT_IN_PROGRESS: fixed(
    "An export of the account's data is already being prepared: one at a time.",
    "An export of your data is already being prepared: wait for it to finish.",
  ),

  // images
  IMAGE_REQUIRED: { description: "An image must be given.", message: (f) => `${field(f)} is required.` },
  NOT_AN_IMAGE: {
    description: "The file is not a JPEG, PNG, WebP, GIF or AVIF image (judged by its content, not its name or type).",
    message: (f) => `${field(f)} must be a JPEG, PNG, WebP, GIF or AVIF image.`,
  },
  IMAGE_TOO_LARGE: {
    description: "The file is larger than the upload limit.",
    message: (f) => `${field(f)} must be at most ${formatByteLimit(f.limit ?? 0)}.`,
  },
  IMAGE_TOO_MANY_PIXELS: {
    description:
      "The image has more pixels than the limit (an animation: all its frames together, against a lower limit).",
    message: (f) =>
      `${field(f)} must be at most ${(f.limit ?? 0) / 1_000_000} megapixels (an animation: all frames together).`,
  },
  IMAGE_TOO_MANY_FRAMES: {
    description: "The animation has more frames than the limit (refused from its header, before decoding).",
    message: (f) => `${field(f)} must have at most ${f.limit} frames.`,
  },
  IMAGE_TOO_COMPLEX: {
    description: "Processing the image took longer than allowed (its pixels and frames are too much work).",
    message: (f) => `${field(f)} takes too long to process: use a smaller image or fewer frames.`,
  },
  IMAGE_UNREADABLE: {
    description: "The file claims an image type but cannot be decoded.",
    message: (f) => `${field(f)} could not be read as an image.`,
  },
  TOO_MANY_IMAGES: {
    description: "More images than a post may have.",
    message: (f) => `${field(f)} may hold at most ${f.limit} images.`,
  },
  IMAGE_GIVEN_TWICE: {
    description:
      "An image was given in two ways at once (a post's image and images; one image's imageId and file): give one.",
    message: (f) => `${field(f)} gives an image in two ways at once (image and images, or imageId and file): give one.`,
  },
  ALT_TEXT_TOO_LONG: atMost("An image's alt text is longer than its maximum (after trimming)."),
  POST_IMAGE_UNKNOWN: {
    description: "An image to keep is not one of the post's images as it is now (or it is named twice).",
    message: (f) => `${field(f)} is not one of the post's images (each may be kept once).`,
  },

  // posts
  CAPTION_REQUIRED: notEmpty("The caption is empty (after trimming)."),
  CAPTION_TOO_LONG: atMost("The caption is longer than its maximum (after trimming)."),
  TAGS_INVALID: {
    description:
      'A tag holds a space or a comma (tags are like ["code", "post", "enjoy"]). A v1 client\'s post also needs at least two, typed as "code,post,enjoy".',
    message: (f) => `${field(f)} must be tags without spaces or commas, like ["code", "post", "enjoy"].`,
  },
  TAG_TOO_LONG: atMost("A tag is longer than the maximum for one tag."),
  TOO_MANY_TAGS: {
    description: "More tags than a post may have.",
    message: (f) => `${field(f)} may hold at most ${f.limit} tags.`,
  },
  CANNOT_EDIT_POST: fixed("Only a post's author may edit it.", "Only the post's author may edit it."),
  CANNOT_DELETE_POST: fixed("Only a post's author may delete it.", "Only the post's author may delete it."),

  // comments and follows
  COMMENT_EMPTY: notEmpty("The comment is empty (after trimming)."),
  COMMENT_TOO_LONG: atMost("The comment is longer than its maximum (after trimming)."),
  CANNOT_EDIT_COMMENT: fixed("Only a comment's author may edit it.", "Only the comment's author may edit it."),
  CANNOT_DELETE_COMMENT: fixed(
    "Only a comment's author or the author of its post may delete it.",
    "Only the comment's author or the author of its post may delete it.",
  ),
  CANNOT_FOLLOW_SELF: {
    description: "The user to follow is the viewer.",
    message: (f) => `${field(f)} is the viewer's own id: no one can follow themselves.`,
  },
  CANNOT_BLOCK_SELF: {
    description: "The user to block is the viewer.",
    message: (f) => `${field(f)} is the viewer's own id: no one can block themselves.`,
  },
  CANNOT_MUTE_SELF: {
    description: "The user to mute is the viewer.",
    message: (f) => `${field(f)} is the viewer's own id: no one can mute themselves.`,
  },

  // chat
  MESSAGE_EMPTY: notEmpty("The message is empty (after trimming)."),
  MESSAGE_TOO_LONG: atMost(
    "The message is longer than its maximum in characters (an emoji counts as one), after trimming.",
  ),
  CANNOT_MESSAGE_SELF: {
    description: "The person to write to is the viewer.",
    message: (f) => `${field(f)} is the viewer's own id: no one can write to themselves.`,
  },
  CANNOT_DELETE_MESSAGE: fixed("Only a message's sender may delete it.", "Only the message's sender may delete it."),

  // the tic-tac-toe game
  CELL_OUT_OF_RANGE: {
    description: "The cell is not one of the board's (0 to 8).",
    message: (f) => `${field(f)} must be a whole number from 0 to ${f.limit}.`,
  },
  SELF_INVITATION: gameRule("You cannot invite yourself."),
  INVITEE_OFFLINE: gameRule("They are not online right now."),
  NOT_FOLLOWING: gameRule("You can only invite people you follow."),
  DUPLICATE_INVITATION: gameRule("There is already an open invitation between you two."),
  INVITATION_EXPIRED: gameRule("This invitation has expired."),
  INVITATION_ANSWERED: gameRule("This invitation has already been answered."),
  INVITATION_WITHDRAWN: gameRule("Your opponent has withdrawn this offer."),
  NOT_INVITEE: gameRule("This invitation is not yours to answer."),
  NOT_A_PLAYER: gameRule("You are not playing in this game."),
  GAME_OVER: gameRule("This game is over."),
  NOT_YOUR_TURN: gameRule("It is not your turn."),
  CELL_TAKEN: gameRule("That cell is already taken."),
  TIME_RAN_OUT: gameRule("Your time ran out."),
  GAME_IN_PROGRESS: gameRule("The game is still being played."),
  REMATCH_STARTED: gameRule("A rematch of this game has already started."),
  NO_REMATCH_OFFER: gameRule("Your opponent has not offered a rematch."),
  OPPONENT_OFFLINE: gameRule("Your opponent is not online right now."),
  TURN_EXTENSIONS_USED: gameRule(
    `You have taken more time ${TURN_EXTENSIONS_PER_PLAYER} times in this game, as many as a player may.`,
  ),
  TURN_SECONDS_NOT_OFFERED: {
    description: `The turn length is not one of those offered: ${listChoices(TURN_SECONDS_CHOICES)} seconds.`,
    message: (f) => `${field(f)} must be ${listChoices(TURN_SECONDS_CHOICES)} (seconds).`,
  },
  ANSWER_SECONDS_NOT_OFFERED: {
    description: `The answer window is not one of those offered: ${listChoices(ANSWER_SECONDS_CHOICES)} seconds.`,
    message: (f) => `${field(f)} must be ${listChoices(ANSWER_SECONDS_CHOICES)} (seconds).`,
  },

  // who may reach someone (domain/users/contact-settings.ts)
  MESSAGES_NOT_ACCEPTED: fixed(
    "The receiver takes messages only from people they follow, or from nobody (their settings): nothing was sent.",
    "They do not accept messages from you.",
  ),
  INVITATIONS_NOT_ACCEPTED: gameRule("They do not accept game invitations from you."),
  CONTACT_POLICY_INVALID: {
    description: "The setting is not EVERYONE, FOLLOWED (people the viewer follows) or NOBODY.",
    message: (f) => `${field(f)} must be EVERYONE, FOLLOWED or NOBODY.`,
  },

  // reports and moderation (domain/moderation)
  REPORT_DETAILS_TOO_LONG: atMost("The report's details are longer than their maximum (after trimming)."),
  REPORT_REASON_INVALID: {
    description: "The report's reason is not one of those offered (SPAM, HARASSMENT, HATE, NUDITY, VIOLENCE, OTHER).",
    message: (f) => `${field(f)} must be one of SPAM, HARASSMENT, HATE, NUDITY, VIOLENCE or OTHER.`,
  },
  CANNOT_REPORT_SELF: fixed(
    "The viewer reported their own account or something they wrote.",
    "You cannot report yourself or what you wrote.",
  ),
  REPORT_ALREADY_REOPENED: fixed(
    "The reporter already reopened this report once after a moderator dismissed it, and a moderator dismissed it again: it stays closed.",
    "A moderator has looked at your report again and dismissed it: it cannot be reopened.",
  ),
  NOT_A_MODERATOR: fixed(
    "Only moderators may see reports and act on them (a role given by the server's admin command, not by the API).",
    "Only moderators may do this.",
  ),
  MODERATION_REASON_REQUIRED: notEmpty(
    "The moderator's reason for suspending the account, or note deciding an appeal, is empty (after trimming).",
  ),
  MODERATION_REASON_TOO_LONG: atMost("The moderator's reason is longer than its maximum (after trimming)."),
  CANNOT_SUSPEND_SELF: fixed("A moderator cannot suspend their own account.", "You cannot suspend your own account."),
  CANNOT_MODERATE_MODERATOR: fixed(
    "The account is a moderator's: only the server's admin command suspends or lets back a moderator (revoke the role first).",
    "Only the server's admin command acts on a moderator's account.",
  ),
  NOT_REMOVABLE: fixed(
    "A report about a user names no content to remove: suspend the account instead.",
    "A user is not content to remove: suspend the account instead.",
  ),
  APPEAL_TEXT_REQUIRED: notEmpty("The appeal says nothing (after trimming)."),
  APPEAL_TEXT_TOO_LONG: atMost("The appeal is longer than its maximum (after trimming)."),
  NOT_APPEALABLE: fixed(
    "Only a removal of the viewer's post, comment or message may be appealed this way (a suspension is appealed with appealSuspension while it lasts).",
    "Only a removal of your own content can be appealed here.",
  ),
  ALREADY_APPEALED: fixed(
    "This action was appealed already: each removal or suspension is appealed once, and a moderator answers it.",
    "You have appealed this already: a moderator will answer.",
  ),
  APPEAL_WINDOW_CLOSED: fixed(
    `The action is older than the time its appeal may be made in (${APPEAL_WINDOW_DAYS} days).`,
    `The time to appeal this has passed (${APPEAL_WINDOW_DAYS} days).`,
  ),
  NOT_SUSPENDED: fixed(
    "The account is not suspended: there is no suspension to appeal (log in instead).",
    "This account is not suspended: log in instead.",
  ),
  APPEAL_ALREADY_DECIDED: fixed(
    "A moderator decided this appeal already: a decision is not made twice.",
    "Another moderator has decided this appeal already.",
  ),
  ACCOUNT_SUSPENDED: fixed(
    "The account is suspended by a moderator: it cannot log in until the suspension is lifted.",
    "This account is suspended.",
  ),

  // the AI helper's prompt
  PROMPT_EMPTY: fixed("The prompt is empty (after trimming).", "Ask for ideas about something: the prompt is empty."),
  PROMPT_TOO_LONG: {
    description: "The prompt is longer than its maximum in characters.",
    message: (f) => `Keep the prompt to ${f.limit} characters or fewer.`,
  },

  // looking things up and paging
  SEARCH_TOO_LONG: atMost("The search is longer than its maximum in characters (after trimming)."),
  NOT_FOUND: {
    description:
      "The id names nothing the viewer may see: it never existed, was deleted, or belongs to someone else's conversation or game.",
    message: (f) => `${f.subject ?? "Item"} not found.`,
  },
  PAGE_SIZE_OUT_OF_RANGE: {
    description: "The page size is not a whole number from 1 to its maximum.",
    message: (f) => `${field(f)} must be between 1 and ${f.limit}.`,
  },
  INVALID_CURSOR: fixed("The cursor is not one this API gave out.", "Invalid cursor."),
  PAGING_BOTH_WAYS: fixed(
    "Both forward (first, after) and backward (last, before) paging arguments were given.",
    "Page forward (first, after) or backward (last, before), not both.",
  ),
  CATCH_UP_TOO_LONG: {
    description:
      "More messages arrived since the one to resume after than a subscription replays: reload and subscribe again without it.",
    message: (f) =>
      `More than ${f.limit} messages arrived since that one: reload the conversations and subscribe again without ${field(f)}.`,
  },
  TOO_MANY_IDS: {
    description: "More ids than one lookup accepts.",
    message: (f) => `nodes takes at most ${f.limit} ids.`,
  },
  IDEMPOTENCY_KEY_INVALID: {
    description:
      "The idempotency key is empty, longer than its maximum, has characters other than visible ASCII, or the input field and the Idempotency-Key header name two different keys.",
    message: (f) =>
      `${field(f)} must be 1 to ${f.limit ?? 255} visible ASCII characters, and the same as the Idempotency-Key header when both are sent.`,
  },
  IDEMPOTENCY_KEY_REUSED: fixed(
    "The idempotency key was already used by this account within the last day for another mutation or other input: nothing was done. A retry must send the same input; a new action needs a new key.",
    "This idempotency key was already used for a different request: use a new key for a new action.",
  ),
  MALFORMED_INPUT: {
    description:
      "The request is not in the form the API reads (as the v1 REST API checks it: a malformed id in a path, a parameter that is no whole number, a form field cut at the size limit).",
    message: (f) => `${field(f)} is malformed.`,
  },
} satisfies Record<string, Entry>;

export type FailureCode = keyof typeof FAILURE_ENTRIES;

/** Every code with what it means, in the order above (the enum's and the docs' order). */
export const FAILURE_CODES = Object.fromEntries(
  Object.entries(FAILURE_ENTRIES).map(([code, entry]) => [code, entry.description]),
) as Record<FailureCode, string>;

export function isFailureCode(value: string): value is FailureCode {
  return Object.hasOwn(FAILURE_ENTRIES, value);
}

/** The failure in the API's words. */
export function describeFailure(failure: Failure): string {
  return FAILURE_ENTRIES[failure.reason].message(failure);
}
