// Every failure the domain reports on purpose, by name: the one place that decides WHAT failed.
// A program acts on the code (GraphQL's UserErrorCode enum is built from this list, with these
// descriptions); each face says it in its own words: GraphQL and the logs in the API's wording
// below (naming the input field as the GraphQL input names it), the v1 REST face in v1's texts
// (rest/v1/failure-texts.ts), the web client in the product spec's (web/src/userErrors).
import { formatByteLimit } from "../media/errors.ts";

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
const atLeast = (description: string): Entry => ({ description, message: (f) => `${field(f)} must be at least ${f.limit} characters.` });
const atMost = (description: string): Entry => ({ description, message: (f) => `${field(f)} must be at most ${f.limit} characters.` });
const fixed = (description: string, message: string): Entry => ({ description, message: () => message });
/** The game's refusals: a rule a player broke, told as players are told it. */
const gameRule = (message: string): Entry => fixed(message, message);

const FAILURE_ENTRIES = {
  // any text a person types
  TEXT_INVALID_CHARACTERS: {
    description: "The text holds a control character (other than tab, line feed and carriage return) or invalid Unicode, which no text may hold.",
    message: (f) => `${field(f)} may not contain control characters (such as U+0000) or invalid Unicode.`,
  },
  NOT_TEXT: { description: "A value that must be text is missing or is not text.", message: (f) => `${field(f)} must be text.` },

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
  EMAIL_INVALID: { description: "The email address is not a valid address.", message: (f) => `${field(f)} must be a valid email address.` },
  EMAIL_TAKEN: { description: "Another account has this email address.", message: (f) => `${field(f)} already belongs to another account.` },
  PASSWORD_TOO_SHORT: atLeast("The password is shorter than its minimum."),
  PASSWORD_TOO_LONG: {
    description: "The password is longer than its maximum in UTF-8 bytes (bcrypt reads no further).",
    message: (f) => `${field(f)} must be at most ${f.limit} bytes long in UTF-8.`,
  },
  BIO_TOO_LONG: atMost("The bio is longer than its maximum (after trimming)."),
  INVALID_CREDENTIALS: fixed("No account has this username and password (which one is wrong is not told).", "Invalid username or password."),
  OLD_PASSWORD_REQUIRED: notEmpty("The current password was not given."),
  NEW_PASSWORD_REQUIRED: notEmpty("The new password was not given."),
  CONFIRM_PASSWORD_REQUIRED: notEmpty("The new password's confirmation was not given."),
  PASSWORD_CONFIRMATION_MISMATCH: {
    description: "The confirmation differs from the new password.",
    message: (f) => `${field(f)} must be equal to newPassword.`,
  },
  WRONG_PASSWORD: { description: "The current password given is not the account's password.", message: (f) => `${field(f)} is not the account's current password.` },

  // personal access tokens
  ACCESS_TOKEN_NAME_REQUIRED: notEmpty("The access token's name is empty (after trimming)."),
  ACCESS_TOKEN_NAME_TOO_LONG: atMost("The access token's name is longer than its maximum (after trimming)."),
  ACCESS_TOKEN_SCOPE_INVALID: { description: "The scope is not READ or READ_WRITE.", message: (f) => `${field(f)} must be READ or READ_WRITE.` },
  ACCESS_TOKEN_EXPIRY_PAST: { description: "The expiry is not a moment in the future.", message: (f) => `${field(f)} must be a moment in the future.` },
  TOO_MANY_ACCESS_TOKENS: {
    description: "The viewer already holds the most access tokens one may (revoke one first).",
    message: (f) => `You already have ${f.limit} access tokens: revoke one before creating another.`,
  },
  ACCESS_TOKEN_CANNOT_MANAGE_TOKENS: fixed(
    "Access tokens are created and revoked by a logged-in session, not with an access token.",
    "Access tokens are created and revoked by a logged-in session, not with an access token.",
  ),

  // images
  IMAGE_REQUIRED: { description: "An image must be given.", message: (f) => `${field(f)} is required.` },
  NOT_AN_IMAGE: {
    description: "The file is not a JPEG, PNG, WebP, GIF or AVIF image (judged by its content, not its name or type).",
    message: (f) => `${field(f)} must be a JPEG, PNG, WebP, GIF or AVIF image.`,
  },
  IMAGE_TOO_LARGE: { description: "The file is larger than the upload limit.", message: (f) => `${field(f)} must be at most ${formatByteLimit(f.limit ?? 0)}.` },
  IMAGE_TOO_MANY_PIXELS: {
    description: "The image has more pixels than the limit.",
    message: (f) => `${field(f)} must be at most ${(f.limit ?? 0) / 1_000_000} megapixels.`,
  },
  IMAGE_UNREADABLE: { description: "The file claims an image type but cannot be decoded.", message: (f) => `${field(f)} could not be read as an image.` },

  // posts
  CAPTION_REQUIRED: notEmpty("The caption is empty (after trimming)."),
  CAPTION_TOO_LONG: atMost("The caption is longer than its maximum (after trimming)."),
  TAGS_INVALID: {
    description: 'The tags do not follow the tag rule: at least two tags, each non-empty and without spaces or commas (["code", "post", "enjoy"]; typed as text: "code,post,enjoy").',
    message: (f) => `${field(f)} must hold at least two tags, each non-empty and without spaces or commas, like ["code", "post", "enjoy"].`,
  },
  TAG_TOO_LONG: atMost("A tag is longer than the maximum for one tag."),
  TOO_MANY_TAGS: { description: "More tags than a post may have.", message: (f) => `${field(f)} may hold at most ${f.limit} tags.` },
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

  // chat
  MESSAGE_EMPTY: notEmpty("The message is empty (after trimming)."),
  MESSAGE_TOO_LONG: atMost("The message is longer than its maximum in characters (an emoji counts as one), after trimming."),
  CANNOT_MESSAGE_SELF: {
    description: "The person to write to is the viewer.",
    message: (f) => `${field(f)} is the viewer's own id: no one can write to themselves.`,
  },
  CANNOT_DELETE_MESSAGE: fixed("Only a message's sender may delete it.", "Only the message's sender may delete it."),

  // the tic-tac-toe game
  CELL_OUT_OF_RANGE: { description: "The cell is not one of the board's (0 to 8).", message: (f) => `${field(f)} must be a whole number from 0 to ${f.limit}.` },
  SELF_INVITATION: gameRule("You cannot invite yourself."),
  INVITEE_OFFLINE: gameRule("They are not online right now."),
  NOT_FOLLOWING: gameRule("You can only invite people you follow."),
  DUPLICATE_INVITATION: gameRule("There is already an open invitation between you two."),
  INVITATION_EXPIRED: gameRule("This invitation has expired."),
  INVITATION_ANSWERED: gameRule("This invitation has already been answered."),
  NOT_INVITEE: gameRule("This invitation is not yours to answer."),
  NOT_A_PLAYER: gameRule("You are not playing in this game."),
  GAME_OVER: gameRule("This game is over."),
  NOT_YOUR_TURN: gameRule("It is not your turn."),
  CELL_TAKEN: gameRule("That cell is already taken."),
  TIME_RAN_OUT: gameRule("Your time ran out."),
  GAME_IN_PROGRESS: gameRule("The game is still being played."),
  REMATCH_STARTED: gameRule("A rematch of this game has already started."),
  NO_REMATCH_OFFER: gameRule("Your opponent has not offered a rematch."),

  // the AI helper's prompt
  PROMPT_EMPTY: fixed("The prompt is empty (after trimming).", "Ask for ideas about something: the prompt is empty."),
  PROMPT_TOO_LONG: { description: "The prompt is longer than its maximum in characters.", message: (f) => `Keep the prompt to ${f.limit} characters or fewer.` },

  // looking things up and paging
  NOT_FOUND: {
    description: "The id names nothing the viewer may see: it never existed, was deleted, or belongs to someone else's conversation or game.",
    message: (f) => `${f.subject ?? "Item"} not found.`,
  },
  PAGE_SIZE_OUT_OF_RANGE: { description: "The page size is not a whole number from 1 to its maximum.", message: (f) => `${field(f)} must be between 1 and ${f.limit}.` },
  INVALID_CURSOR: fixed("The cursor is not one this API gave out.", "Invalid cursor."),
  PAGING_BOTH_WAYS: fixed("Both forward (first, after) and backward (last, before) paging arguments were given.", "Page forward (first, after) or backward (last, before), not both."),
  CATCH_UP_TOO_LONG: {
    description: "More messages arrived since the one to resume after than a subscription replays: reload and subscribe again without it.",
    message: (f) => `More than ${f.limit} messages arrived since that one: reload the conversations and subscribe again without ${field(f)}.`,
  },
  TOO_MANY_IDS: { description: "More ids than one lookup accepts.", message: (f) => `nodes takes at most ${f.limit} ids.` },
  MALFORMED_INPUT: {
    description: "The request is not in the form the API reads (as the v1 REST API checks it: a malformed id in a path, a parameter that is no whole number, a form field cut at the size limit).",
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
