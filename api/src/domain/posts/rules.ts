import { z } from "zod";
import { text } from "../text.ts";

export const CAPTION_MAX = 2200;
export const TAG_MAX = 50;
export const TAGS_MAX = 30;
export const TAGS_MESSAGE = "please put tags comma-separated like placeholder";

export const caption = text("Caption", "Bio is required")
  .trim()
  .min(1, "Bio is required")
  .max(CAPTION_MAX, `Bio must be at most ${CAPTION_MAX} characters.`);

/**
 * The product's comma rule ("code,post,enjoy"): at least one comma, every item non-empty and
 * without spaces. Items are stored trimmed (so "a, b" is fine) and once each, first spelling kept.
 */
export const tags = text("Tags", TAGS_MESSAGE)
  .transform((raw, ctx) => {
    const items = raw.split(",").map((t) => t.trim());
    if (items.length < 2 || items.some((t) => t === "" || /\s/.test(t))) {
      ctx.addIssue({ code: "custom", message: TAGS_MESSAGE });
      return z.NEVER;
    }
    const seen = new Set<string>();
    return items.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  })
  .refine((list) => list.every((t) => t.length <= TAG_MAX), `Each tag must be at most ${TAG_MAX} characters.`)
  .refine((list) => list.length <= TAGS_MAX, `At most ${TAGS_MAX} tags.`);

export const newPost = z.object({ caption, tags });
export const postEdit = z.object({ caption: caption.optional(), tags: tags.optional() });
