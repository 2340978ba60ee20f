// The server's refusals (UserError) as this client shows them: by their code, in words
// written for the people using it, never the API's
// developer wording. The forms' own checks take their texts from here too, so a rule reads the
// same whether the browser or the server caught it.
import {
  ACCESS_TOKEN_NAME_MAX,
  ALT_TEXT_MAX,
  BIO_MAX,
  CAPTION_MAX,
  COMMENT_MAX,
  IMAGES_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSKEY_NAME_MAX,
  PASSWORD_MAX,
  TAG_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from "../limits";
import { graphql, readInlineData } from "react-relay";
import type { UserErrorCode, userErrors_userError$key } from "./__generated__/userErrors_userError.graphql";

/** What every mutation selects of its errors: `...userErrors_userError @alias(as: "error")`. */
const userErrorFragment = graphql`
  fragment userErrors_userError on UserError @inline {
    code
    message
    ... on ValidationError {
      fieldErrors {
        field
        code
        message
      }
    }
  }
`;

type KnownCode = Exclude<UserErrorCode, "%future added value">;

export const USER_ERROR_TEXTS: Readonly<Record<KnownCode, string>> = {
  TEXT_INVALID_CHARACTERS: "This text may not contain control characters (such as U+0000) or invalid Unicode.",
  NOT_TEXT: "Please enter some text.",
  TEXT_DIRECTION_CONTROL: "This text may not contain text-direction controls (such as U+202E).",
  // a short name is not told the username message: it gets its own
  NAME_TOO_SHORT: `Name must be at least ${NAME_MIN} characters.`,
  NAME_TOO_LONG: `Name must be at most ${NAME_MAX} characters.`,
  USERNAME_TOO_SHORT: `Username must be at least ${USERNAME_MIN} characters.`,
  USERNAME_TOO_LONG: `Username must be at most ${USERNAME_MAX} characters.`,
  USERNAME_INVALID: "Username may only contain letters, numbers, dots and underscores.",
  USERNAME_TAKEN: "Username is already taken.",
  USERNAME_CONFUSABLE: "Username looks too much like another account's username.",
  EMAIL_INVALID: "Please enter a valid email address.",
  EMAIL_TAKEN: "An account with this email already exists.",
  PASSWORD_TOO_SHORT: "Password must be at least 12 characters.",
  PASSWORD_TOO_COMMON:
    "This password is one of the most common ones, which attackers try first. Please choose another.",
  PASSWORD_TOO_LONG: `Password must be at most ${PASSWORD_MAX} characters.`,
  BIO_TOO_LONG: `Bio must be at most ${BIO_MAX} characters.`,
  INVALID_CREDENTIALS: "Invalid username or password.",
  OLD_PASSWORD_REQUIRED: "please enter old password",
  NEW_PASSWORD_REQUIRED: "please enter new password",
  CONFIRM_PASSWORD_REQUIRED: "please enter confirm password",
  PASSWORD_CONFIRMATION_MISMATCH: "confirm password doesn't  matches",
  WRONG_PASSWORD: "Old password is incorrect.",
  ACCESS_TOKEN_NAME_REQUIRED: "Give the token a name.",
  ACCESS_TOKEN_NAME_TOO_LONG: `Name must be at most ${ACCESS_TOKEN_NAME_MAX} characters.`,
  ACCESS_TOKEN_SCOPE_INVALID: "Choose what the token may do.",
  ACCESS_TOKEN_EXPIRY_PAST: "The expiry must be in the future.",
  ACCESS_TOKEN_EXPIRY_TOO_FAR: "The expiry must be at most 5 years from now: is this device's date right?",
  TOO_MANY_ACCESS_TOKENS: "You have 50 tokens already: revoke one first.",
  ACCESS_TOKEN_CANNOT_MANAGE_TOKENS: "Log in again to manage access tokens.",
  ACCESS_TOKEN_CANNOT_MANAGE_SESSIONS: "Log in again to sign devices out.",
  SECOND_FACTOR_REQUIRED: "Enter the code from your authenticator app to finish logging in.",
  SECOND_FACTOR_CHALLENGE_INVALID: "That took too long or had too many wrong codes. Please log in again.",
  WRONG_CODE: "That code is not right. Enter the code your app shows now.",
  WRONG_RECOVERY_CODE: "That is not one of your unused recovery codes.",
  SECOND_FACTOR_ANSWER_REQUIRED: "Enter a code.",
  TWO_STEP_ALREADY_ON: "Two-step sign-in is on already.",
  TWO_STEP_NOT_ON: "Two-step sign-in is off.",
  TWO_STEP_SETUP_NOT_STARTED: "Start setting up again: the set-up was not found.",
  ACCESS_TOKEN_CANNOT_MANAGE_TWO_STEP: "Log in again to change two-step sign-in.",
  PASSKEY_NOT_ACCEPTED:
    "That passkey was not accepted: it may have been removed from your account, or the request took too long. Please try again.",
  PASSKEY_ALREADY_ADDED: "This passkey is added already.",
  PASSKEY_NAME_TOO_LONG: `Name must be at most ${PASSKEY_NAME_MAX} characters.`,
  TOO_MANY_PASSKEYS: "You have 20 passkeys already: remove one first.",
  ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS: "Log in again to change your passkeys.",
  PASSWORD_REQUIRED: "Please enter your password.",
  DELETION_NOT_CONFIRMED: "Type your username exactly as shown to confirm.",
  ACCESS_TOKEN_CANNOT_DELETE_ACCOUNT: "Log in again to delete your account.",
  ACCESS_TOKEN_CANNOT_CHANGE_EMAIL: "Log in again to change your email address.",
  EMAIL_ALREADY_VERIFIED: "Your email address is already confirmed.",
  EMAIL_UNCHANGED: "That is already your email address.",
  USERNAME_OR_EMAIL_REQUIRED: "Please enter your username or email address.",
  USERNAME_OR_EMAIL_TOO_LONG: "That is longer than any username or email address.",
  LINK_INVALID: "This link is not valid. Check that you opened it whole, or ask for a new one.",
  LINK_EXPIRED: "This link has expired. Ask for a new one.",
  LINK_USED: "This link has already been used. Each link works once: ask for a new one if you need it.",
  DATA_EXPORT_IN_PROGRESS: "An export of your data is already being prepared.",
  IMAGE_REQUIRED: "Please select a file.",
  NOT_AN_IMAGE: "Only JPEG, PNG, WebP, GIF or AVIF images are allowed.",
  IMAGE_TOO_LARGE: "This image is too large to upload.",
  IMAGE_TOO_MANY_PIXELS: "This image has too many pixels (an animation counts all its frames).",
  IMAGE_TOO_MANY_FRAMES: "This animation has too many frames.",
  IMAGE_TOO_COMPLEX: "This image takes too long to process: use a smaller image or fewer frames.",
  IMAGE_UNREADABLE: "The image could not be read.",
  TOO_MANY_IMAGES: `A post can have at most ${IMAGES_MAX} images.`,
  IMAGE_GIVEN_TWICE: "Give each image once.",
  ALT_TEXT_TOO_LONG: `Alt text must be at most ${ALT_TEXT_MAX} characters.`,
  POST_IMAGE_UNKNOWN: "One of these images was removed meanwhile: reload the post and try again.",
  CAPTION_REQUIRED: "Please write a caption.",
  CAPTION_TOO_LONG: `A caption must be at most ${CAPTION_MAX} characters.`,
  TAGS_INVALID: "A tag can't contain spaces: separate tags with commas, like sunset, bay.",
  TAG_TOO_LONG: `Each tag must be at most ${TAG_MAX} characters.`,
  TOO_MANY_TAGS: "At most 30 tags, counting the caption's #hashtags.",
  CANNOT_EDIT_POST: "You can only edit your own posts.",
  CANNOT_DELETE_POST: "You can only delete your own posts.",
  COMMENT_EMPTY: "Comment cannot be empty.",
  COMMENT_TOO_LONG: `Comment must be at most ${COMMENT_MAX} characters.`,
  CANNOT_EDIT_COMMENT: "You can only edit your own comments.",
  CANNOT_DELETE_COMMENT: "You can only delete your own comments or comments on your posts.",
  CANNOT_FOLLOW_SELF: "You cannot follow yourself",
  CANNOT_BLOCK_SELF: "You cannot block yourself.",
  CANNOT_MUTE_SELF: "You cannot mute yourself.",
  MESSAGE_EMPTY: "Message cannot be empty.",
  MESSAGE_TOO_LONG: `Message must be at most ${MESSAGE_MAX} characters.`,
  CANNOT_MESSAGE_SELF: "You cannot send a message to yourself.",
  CANNOT_DELETE_MESSAGE: "You can only delete your own messages.",
  CELL_OUT_OF_RANGE: "That is not a cell of the board.",
  SELF_INVITATION: "You cannot invite yourself.",
  INVITEE_OFFLINE: "They are not online right now.",
  NOT_FOLLOWING: "You can only invite people you follow.",
  DUPLICATE_INVITATION: "There is already an open invitation between you two.",
  INVITATION_EXPIRED: "This invitation has expired.",
  INVITATION_ANSWERED: "This invitation has already been answered.",
  NOT_INVITEE: "This invitation is not yours to answer.",
  NOT_A_PLAYER: "You are not playing in this game.",
  GAME_OVER: "This game is over.",
  NOT_YOUR_TURN: "It is not your turn.",
  CELL_TAKEN: "That cell is already taken.",
  TIME_RAN_OUT: "Your time ran out.",
  GAME_IN_PROGRESS: "The game is still being played.",
  REMATCH_STARTED: "A rematch of this game has already started.",
  NO_REMATCH_OFFER: "Your opponent has not offered a rematch.",
  INVITATION_WITHDRAWN: "This offer was taken back.",
  OPPONENT_OFFLINE: "Your opponent is offline, so they cannot play again now.",
  TURN_EXTENSIONS_USED: "You have taken more time as often as a player may in this game (10 times).",
  TURN_SECONDS_NOT_OFFERED: "Choose one of the offered times per move.",
  ANSWER_SECONDS_NOT_OFFERED: "Choose one of the offered answer times.",
  MESSAGES_NOT_ACCEPTED: "They do not accept messages from you.",
  INVITATIONS_NOT_ACCEPTED: "They do not accept game invitations from you.",
  CONTACT_POLICY_INVALID: "Choose one of the offered settings.",
  REPORT_DETAILS_TOO_LONG: "Keep the details to 1000 characters or fewer.",
  REPORT_REASON_INVALID: "Choose a reason.",
  CANNOT_REPORT_SELF: "You cannot report yourself or what you wrote.",
  REPORT_ALREADY_REOPENED: "A moderator has looked at your report twice and dismissed it: it cannot be reopened.",
  NOT_A_MODERATOR: "Only moderators can do this.",
  // the client makes its keys itself: seeing these means a bug of ours, not something the person did
  IDEMPOTENCY_KEY_INVALID: "Something went wrong sending this. Please try again.",
  IDEMPOTENCY_KEY_REUSED: "Something went wrong sending this. Please try again.",
  MODERATION_REASON_REQUIRED: "Please say why.",
  MODERATION_REASON_TOO_LONG: "Keep the reason to 500 characters or fewer.",
  CANNOT_SUSPEND_SELF: "You cannot suspend your own account.",
  CANNOT_MODERATE_MODERATOR:
    "This is a moderator's account: only the server's admin can suspend it or lift its suspension.",
  NOT_REMOVABLE: "A profile cannot be removed: suspend the account instead.",
  ACCOUNT_SUSPENDED: "This account has been suspended.",
  APPEAL_TEXT_REQUIRED: "Please say why the moderator's decision was wrong.",
  APPEAL_TEXT_TOO_LONG: "Keep your appeal to 2,000 characters or fewer.",
  NOT_APPEALABLE: "Only a removal of your own post, comment or message can be appealed here.",
  ALREADY_APPEALED: "You have appealed this already. A moderator will answer.",
  APPEAL_WINDOW_CLOSED: "The 30 days to appeal this have passed.",
  NOT_SUSPENDED: "This account is not suspended: log in instead.",
  APPEAL_ALREADY_DECIDED: "Another moderator has decided this appeal already.",
  PROMPT_EMPTY: "Ask for ideas about something: the prompt is empty.",
  PROMPT_TOO_LONG: "Keep the prompt to 500 characters or fewer.",
  NOT_FOUND: "It no longer exists.",
  SEARCH_TOO_LONG: "Keep the search to 200 characters or fewer.",
  PAGE_SIZE_OUT_OF_RANGE: "Too many items were asked for at once.",
  INVALID_CURSOR: "The list could not be continued: please reload.",
  PAGING_BOTH_WAYS: "The list could not be continued: please reload.",
  CATCH_UP_TOO_LONG: "Too much happened meanwhile: please reload.",
  TOO_MANY_IDS: "Too many items were asked for at once.",
  MALFORMED_INPUT: "Something in the request could not be read: please reload.",
};

/** The client's text for a code; the server's message for a code this build does not know yet. */
export function userErrorText(code: UserErrorCode, serverMessage: string): string {
  return code === "%future added value" ? serverMessage : USER_ERROR_TEXTS[code];
}

export interface ShownUserError {
  readonly code: UserErrorCode;
  /** the whole refusal (for a ValidationError: its first field's) */
  readonly text: string;
  /** for a ValidationError: the text for each field at fault (the first per field), keyed by input field */
  readonly fieldTexts: Readonly<Record<string, string>>;
}

/** A mutation's error, as this client shows it. */
export function readUserError(ref: userErrors_userError$key): ShownUserError {
  const error = readInlineData(userErrorFragment, ref);
  const fieldTexts: Record<string, string> = {};
  for (const { field, code, message } of error.fieldErrors ?? []) fieldTexts[field] ??= userErrorText(code, message);
  return { code: error.code, text: userErrorText(error.code, error.message), fieldTexts };
}
