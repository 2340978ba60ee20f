// The server's length and count limits that the web client shows, checks before sending, or
// words in a refusal (the domain's rules in api/src/domain refuse what goes over them). One place,
// so a field's maxLength, a form's own check and the refusal's text say the same number.

/** A person's display name, in characters. */
export const NAME_MIN = 2;
export const NAME_MAX = 50;
/** A username, in characters (an @mention in a caption or comment too). */
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 30;
export const PASSWORD_MAX = 72;
export const BIO_MAX = 160;
/** A post's images, and each one's alt text in characters. */
export const IMAGES_MAX = 10;
export const ALT_TEXT_MAX = 1500;
export const CAPTION_MAX = 2200;
/** One tag (a #hashtag in a caption too), in characters. */
export const TAG_MAX = 50;
export const COMMENT_MAX = 1000;
/** A chat message, in characters. */
export const MESSAGE_MAX = 2000;
/** A personal access token's name, in characters. */
export const ACCESS_TOKEN_NAME_MAX = 100;
/** A passkey's name, in characters. */
export const PASSKEY_NAME_MAX = 60;
