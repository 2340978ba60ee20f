import { z } from "zod";
import { text } from "../text.ts";
import { failingWith } from "../validation.ts";

export const CAPTION_MAX = 2200;
export const TAG_MAX = 50;
export const TAGS_MAX = 30;

export const caption = text()
  .trim()
  .min(1, failingWith("CAPTION_REQUIRED"))
  .max(CAPTION_MAX, failingWith("CAPTION_TOO_LONG"));

/**
 * The product's comma rule ("code,post,enjoy"): at least one comma, every item non-empty and
 * without spaces. Items are stored trimmed (so "a, b" is fine) and once each, first spelling kept.
 */
const tagsText = text()
  .transform((raw, ctx) => {
    const items = raw.split(",").map((t) => t.trim());
    if (items.length < 2 || items.some((t) => t === "" || /\s/.test(t))) {
      ctx.addIssue({ code: "custom", message: failingWith("TAGS_INVALID") });
      return z.NEVER;
    }
    const seen = new Set<string>();
    return items.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  })
  .refine((list) => list.every((t) => t.length <= TAG_MAX), {
    message: failingWith("TAG_TOO_LONG"),
    params: { limit: TAG_MAX },
  })
  .refine((list) => list.length <= TAGS_MAX, { message: failingWith("TOO_MANY_TAGS"), params: { limit: TAGS_MAX } });

/**
 * Tags as typed (the comma string of v1 and the web form) or as a list (GraphQL): a list is held
 * to the same rule as the string its items make, so it needs two tags or more. An item holding a
 * comma is no single tag: it is refused rather than split.
 */
export const tags = z.preprocess((given) => {
  if (!Array.isArray(given)) return given;
  return given.every((item) => typeof item === "string" && !item.includes(",")) ? given.join(",") : "";
}, tagsText);

export const newPost = z.object({ caption, tags });
export const postEdit = z.object({ caption: caption.optional(), tags: tags.optional() });

/** A post's images: at least one, at most this many. */
export const IMAGES_MAX = 10;
export const ALT_TEXT_MAX = 1500;

/** What an image shows, for screen readers: optional ("" when not given), trimmed. */
export const altText = text().trim().max(ALT_TEXT_MAX, failingWith("ALT_TEXT_TOO_LONG"));
