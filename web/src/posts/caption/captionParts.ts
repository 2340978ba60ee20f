import { TAG_MAX, USERNAME_MAX, USERNAME_MIN } from "../../limits";

/** A piece of a caption or comment: plain text, a #tag or an @mention. */
export type CaptionPart =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "tag"; readonly text: string; readonly tag: string }
  | { readonly kind: "mention"; readonly text: string; readonly username: string };

/**
 * #tag and @name, not inside a word (nor, for @, an e-mail address): the API's rule for mentions
 * (api/src/domain/social/mentions.ts), and tags as posts store them (no spaces or commas; here
 * letters, digits and underscores, so "#sunset!" is #sunset).
 */
const TOKEN = /(?<![\p{L}\p{N}._@#&])([#@])([\p{L}\p{N}_][\p{L}\p{N}._]*)/gu;

/** Splits `text` into plain text, tags and mentions; joined again, the parts are `text`. */
export function captionParts(text: string): CaptionPart[] {
  const parts: CaptionPart[] = [];
  let plainFrom = 0;
  const pushText = (to: number) => {
    if (to > plainFrom) parts.push({ kind: "text", text: text.slice(plainFrom, to) });
  };
  for (const match of text.matchAll(TOKEN)) {
    const [, sign, raw] = match as unknown as [string, "#" | "@", string];
    // a sentence's dots end the name or tag ("thanks @ada." names ada)
    const name = raw.replace(/\.+$/, "");
    const start = match.index;
    const valid =
      sign === "@"
        ? name.length >= USERNAME_MIN && name.length <= USERNAME_MAX
        : name.length <= TAG_MAX && !name.includes(".");
    if (!valid) continue;
    pushText(start);
    const token = `${sign}${name}`;
    parts.push(
      sign === "@" ? { kind: "mention", text: token, username: name } : { kind: "tag", text: token, tag: name },
    );
    plainFrom = start + token.length;
  }
  pushText(text.length);
  return parts;
}

/**
 * The post's `tags` but those its caption's #hashtags give (compared as the server stores tags,
 * without case): a card links those in the caption already, and an edit form's tags field leaves
 * them to the caption.
 */
export function tagsBeyondCaption(caption: string, tags: readonly string[]): string[] {
  const fromCaption = new Set(
    captionParts(caption).flatMap((part) => (part.kind === "tag" ? [part.tag.toLowerCase()] : [])),
  );
  return tags.filter((tag) => !fromCaption.has(tag.toLowerCase()));
}
