import { isImageFile, NOT_AN_IMAGE } from "../components/form/FileField";
import { USER_ERROR_TEXTS } from "../userErrors/userErrors";

export type PostField = "caption" | "image" | "tags";

export type PostFieldErrors = Partial<Record<PostField, string>>;

export interface PostFormValues {
  readonly caption: string;
  readonly tags: string;
}

/**
 * The spec's comma rule ("code,post,enjoy"), as the server applies it (api/src/domain/posts/rules.ts):
 * at least two items, each non-empty and without spaces once trimmed, so "sunset, bay" is fine
 * (the server stores it trimmed) and "golden hour" is not.
 */
function followsCommaRule(tags: string): boolean {
  const items = tagList(tags);
  return items.length >= 2 && items.every((item) => item !== "" && !/\s/.test(item));
}

/** The tags as the API takes them: the typed text's comma-separated items, trimmed. */
export function tagList(tags: string): string[] {
  return tags.split(",").map((item) => item.trim());
}

export function validatePostText({ caption, tags }: PostFormValues): PostFieldErrors {
  return {
    ...(caption.trim().length === 0 && { caption: USER_ERROR_TEXTS.CAPTION_REQUIRED }),
    ...(!followsCommaRule(tags) && { tags: USER_ERROR_TEXTS.TAGS_INVALID }),
  };
}

export function validateNewPost(values: PostFormValues, image: File | null): PostFieldErrors {
  return {
    ...validatePostText(values),
    ...(image === null && { image: USER_ERROR_TEXTS.IMAGE_REQUIRED }),
    ...(image !== null && !isImageFile(image) && { image: NOT_AN_IMAGE }),
  };
}
