import { z } from "zod";
import { text } from "../text.ts";
import { failingWith, parseInput } from "../validation.ts";

export const CAPTION_MAX = 2200;
export const TAG_MAX = 50;
export const TAGS_MAX = 30;

export const caption = text()
  .trim()
  .min(1, failingWith("CAPTION_REQUIRED"))
  .max(CAPTION_MAX, failingWith("CAPTION_TOO_LONG"));

/** Stored once each, first spelling kept: "Code" after "code" is the same tag. */
function onceEach(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

const eachTagFits = <T extends z.ZodType<string[]>>(schema: T) =>
  schema.refine((list) => list.every((t) => t.length <= TAG_MAX), {
    message: failingWith("TAG_TOO_LONG"),
    params: { limit: TAG_MAX },
  });

const fewEnoughTags = <T extends z.ZodType<string[]>>(schema: T) =>
  schema.refine((list) => list.length <= TAGS_MAX, {
    message: failingWith("TOO_MANY_TAGS"),
    params: { limit: TAGS_MAX },
  });

/** A list of tags as given: a list's items, or a typed text's comma-separated ones. */
function itemsOf(given: unknown): unknown {
  if (!Array.isArray(given)) return typeof given === "string" ? given.split(",") : given;
  // an item holding a comma (or no text) is no single tag: it is refused rather than split
  return given.every((item) => typeof item === "string" && !item.includes(",")) ? given : [","];
}

/**
 * v1's comma rule ("code,post,enjoy"), which the v1 face keeps for v1 clients: at least one
 * comma, every item non-empty and without spaces. Items are stored trimmed (so "a, b" is fine).
 */
const v1TagsText = text().transform((raw, ctx) => {
  const items = raw.split(",").map((t) => t.trim());
  if (items.length < 2 || items.some((t) => t === "" || /\s/.test(t))) {
    ctx.addIssue({ code: "custom", message: failingWith("TAGS_INVALID") });
    return z.NEVER;
  }
  return onceEach(items);
});

/** v1's tags: typed as text, or a list held to the same rule as the text its items make. */
export const v1Tags = fewEnoughTags(
  eachTagFits(
    z.preprocess((given) => {
      const items = itemsOf(given);
      return Array.isArray(items) ? items.join(",") : items;
    }, v1TagsText),
  ),
);

/**
 * Today's tags: none or more, each without spaces or commas; empty items are left out and a
 * leading # is dropped, so "#sunset, bay," is ["sunset", "bay"]. The caption's #hashtags join
 * them (withCaptionHashtags), so the field is only for tags the caption does not say.
 */
export const tags = eachTagFits(
  z.preprocess(
    itemsOf,
    z.array(z.string(), { error: failingWith("NOT_TEXT") }).transform((items, ctx) => {
      // the characters rule, told on the field as a whole (as the typed text's is), not on tags.N
      const refused = items.map((item) => text().safeParse(item)).find((checked) => !checked.success);
      if (refused) {
        ctx.addIssue({ code: "custom", message: refused.error!.issues[0]!.message });
        return z.NEVER;
      }
      const names = items.map((t) => t.trim().replace(/^#/, "")).filter((t) => t !== "");
      if (names.some((t) => /[\s,]/.test(t))) {
        ctx.addIssue({ code: "custom", message: failingWith("TAGS_INVALID") });
        return z.NEVER;
      }
      return names;
    }),
  ),
);

/**
 * A caption's #hashtags, in order, as the web client links them (web/src/posts/caption/
 * captionParts.ts): "#" then a letter, digit or underscore and more of those or dots, not inside
 * a word, a name or an HTML entity; a sentence's dots end it ("#sunset." is #sunset); one with a
 * dot inside or longer than a tag may be is no hashtag.
 */
export function captionHashtags(caption: string): string[] {
  return [...caption.matchAll(/(?<![\p{L}\p{N}._@#&])#([\p{L}\p{N}_][\p{L}\p{N}._]*)/gu)]
    .map((match) => match[1]!.replace(/\.+$/, ""))
    .filter((name) => name.length <= TAG_MAX && !name.includes("."));
}

const taggedPost = z.object({ tags: fewEnoughTags(z.array(z.string())) });

/** The post's tags: the ones given, then the caption's hashtags; once each, at most TAGS_MAX. */
export function withCaptionHashtags(given: readonly string[], caption: string): string[] {
  return parseInput(taggedPost, { tags: onceEach([...given, ...captionHashtags(caption)]) }).tags;
}

/** What v1 clients send: the caption they call bio, and their comma rule. */
export const v1NewPost = z.object({ caption, tags: v1Tags });
export const newPost = z.object({ caption, tags: tags.optional() });
export const postEdit = z.object({ caption: caption.optional(), tags: tags.optional() });

/** A post's images: at least one, at most this many. */
export const IMAGES_MAX = 10;
export const ALT_TEXT_MAX = 1500;

/** What an image shows, for screen readers: optional ("" when not given), trimmed. */
export const altText = text().trim().max(ALT_TEXT_MAX, failingWith("ALT_TEXT_TOO_LONG"));
