// What v1 clients read in `message` when the domain refuses: the texts v1 answered (or, for rules
// v1 did not have, the ones its clients have been shown since), by failure code. A code without
// a text here is one no v1 route can meet (the game, paging, the AI helper): the API's wording.
import { DomainError, UserError, type Failure, type FailureCode } from "../../domain/errors.ts";
import { formatByteLimit } from "../../media/errors.ts";

/** The name a text field's own messages use, by the domain's field name. */
const LABELS: Readonly<Record<string, string>> = {
  name: "Name",
  username: "Username",
  email: "Email",
  bio: "Bio",
  caption: "Caption",
  tags: "Tags",
  body: "Comment",
  text: "Message",
  query: "Search",
};
const label = (failure: Failure) => (failure.field && LABELS[failure.field]) ?? "Text";

const V1_TEXTS: Partial<Record<FailureCode, (failure: Failure) => string>> = {
  TEXT_INVALID_CHARACTERS: (f) => `${label(f)} may not contain control characters (such as U+0000) or invalid Unicode.`,
  NOT_TEXT: (f) => `${label(f)} must be text.`,
  TEXT_DIRECTION_CONTROL: (f) => `${label(f)} may not contain text-direction controls (such as U+202E).`,
  NAME_TOO_SHORT: (f) => `Name must be at least ${f.limit} characters.`,
  NAME_TOO_LONG: (f) => `Name must be at most ${f.limit} characters.`,
  USERNAME_TOO_SHORT: (f) => `Username must be at least ${f.limit} characters.`,
  USERNAME_TOO_LONG: (f) => `Username must be at most ${f.limit} characters.`,
  USERNAME_INVALID: () => "Username may only contain letters, numbers, dots and underscores.",
  USERNAME_TAKEN: () => "Username is already taken.",
  USERNAME_CONFUSABLE: () => "Username looks too much like another account's username.",
  EMAIL_INVALID: () => "Please enter a valid email address.",
  EMAIL_TAKEN: () => "An account with this email already exists.",
  PASSWORD_TOO_SHORT: (f) => `Password must be at least ${f.limit} characters.`,
  PASSWORD_TOO_LONG: (f) => `Password must be at most ${f.limit} characters.`,
  PASSWORD_TOO_COMMON: () =>
    "This password is one of the most common ones, which attackers try first. Please choose another.",
  BIO_TOO_LONG: (f) => `Bio must be at most ${f.limit} characters.`,
  INVALID_CREDENTIALS: () => "please provide valid credentials",
  OLD_PASSWORD_REQUIRED: () => "please enter old password",
  NEW_PASSWORD_REQUIRED: () => "please enter new password",
  CONFIRM_PASSWORD_REQUIRED: () => "please enter confirm password",
  PASSWORD_CONFIRMATION_MISMATCH: () => "confirm password doesn't  matches",
  WRONG_PASSWORD: () => "please fill correct old password",
  IMAGE_REQUIRED: () => "Image is required",
  NOT_AN_IMAGE: () => "Only JPEG, PNG, WebP, GIF or AVIF images are allowed.",
  IMAGE_TOO_LARGE: (f) => `Image must be at most ${formatByteLimit(f.limit ?? 0)}.`,
  IMAGE_TOO_MANY_PIXELS: (f) =>
    `Image must be at most ${(f.limit ?? 0) / 1_000_000} megapixels (an animation: all frames together).`,
  IMAGE_TOO_MANY_FRAMES: (f) => `An animation must have at most ${f.limit} frames.`,
  IMAGE_TOO_COMPLEX: () => "The image takes too long to process: use a smaller image or fewer frames.",
  IMAGE_UNREADABLE: () => "The image could not be read.",
  TOO_MANY_IMAGES: (f) => `At most ${f.limit} images.`,
  IMAGE_GIVEN_TWICE: () => "Give each image once.",
  ALT_TEXT_TOO_LONG: (f) => `Alt text must be at most ${f.limit} characters.`,
  POST_IMAGE_UNKNOWN: () => "That image is not one of the post's images.",
  CAPTION_REQUIRED: () => "Bio is required",
  CAPTION_TOO_LONG: (f) => `Bio must be at most ${f.limit} characters.`,
  TAGS_INVALID: () => "please put tags comma-separated like placeholder",
  TAG_TOO_LONG: (f) => `Each tag must be at most ${f.limit} characters.`,
  TOO_MANY_TAGS: (f) => `At most ${f.limit} tags.`,
  CANNOT_EDIT_POST: () => "You can only edit your own posts.",
  CANNOT_DELETE_POST: () => "You can only delete your own posts.",
  COMMENT_EMPTY: () => "Comment cannot be empty.",
  COMMENT_TOO_LONG: (f) => `Comment must be at most ${f.limit} characters.`,
  CANNOT_EDIT_COMMENT: () => "You can only edit your own comments.",
  CANNOT_DELETE_COMMENT: () => "You can only delete your own comments or comments on your posts.",
  CANNOT_FOLLOW_SELF: () => "You cannot follow yourself",
  CANNOT_BLOCK_SELF: () => "You cannot block yourself.",
  CANNOT_MUTE_SELF: () => "You cannot mute yourself.",
  MESSAGE_EMPTY: () => "Message cannot be empty.",
  MESSAGE_TOO_LONG: (f) => `Message must be at most ${f.limit} characters.`,
  CANNOT_MESSAGE_SELF: () => "You cannot send message yourself",
  CANNOT_DELETE_MESSAGE: () => "You can only delete your own messages.",
  MESSAGES_NOT_ACCEPTED: () => "This user does not accept messages from you.",
  ACCOUNT_SUSPENDED: () => "Your account has been suspended.",
  // the v1 client has no step for a second factor: it is told why, and where to sign in instead
  SECOND_FACTOR_REQUIRED: () =>
    "This account has two-step sign-in on, which this app cannot ask for. Please log in on the SkySocial website.",
  NOT_FOUND: (f) => `${f.subject} not found`,
};

/**
 * What a v1 body's `message` says for a domain error: a refusal in v1's words (a ValidationError
 * by its first field), anything else (throttling, an unavailable database) as the domain says it.
 */
export function v1MessageOf(error: DomainError): string {
  const text = error instanceof UserError ? V1_TEXTS[error.reason]?.(error.failure) : undefined;
  return text ?? error.message;
}
