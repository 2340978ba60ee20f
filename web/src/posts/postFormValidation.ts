import { isImageFile, NOT_AN_IMAGE } from "../components/form/FileField";
import { USER_ERROR_TEXTS } from "../userErrors/userErrors";
import { tagsBeyondCaption } from "./caption/captionParts";
import { IMAGES_MAX } from "../limits";
import type { ImageItem } from "./images/PostImagesField";

/** The form's fields, as the server names them too: "images.2.altText" is the third image's alt text. */
export type PostField = "caption" | "image" | "images" | "tags" | `images.${number}.${"altText" | "file" | "imageId"}`;

export type PostFieldErrors = Partial<Record<PostField, string>>;

export interface PostFormValues {
  readonly caption: string;
  readonly tags: string;
}

/**
 * The tag rule as the server applies it (api/src/domain/posts/rules.ts): tags are optional, and
 * each one holds no space once trimmed, so "sunset, bay," is fine (the server drops the empty
 * item and stores the rest trimmed) and "golden hour" is not.
 */
function followsTagRule(tags: string): boolean {
  return tagList(tags).every((item) => !/\s/.test(item));
}

/** The tags as the API takes them: the typed text's comma-separated items, trimmed, empty ones left out. */
export function tagList(tags: string): string[] {
  return tags
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/**
 * What an edit form's tags field starts with: the post's tags but those its caption's #hashtags
 * give, which the caption keeps giving (removing one from the caption removes the tag).
 */
export function tagsBesideCaption(caption: string, tags: readonly string[]): string {
  return tagsBeyondCaption(caption, tags).join(", ");
}

export function validatePostText({ caption, tags }: PostFormValues): PostFieldErrors {
  return {
    ...(caption.trim().length === 0 && { caption: USER_ERROR_TEXTS.CAPTION_REQUIRED }),
    ...(!followsTagRule(tags) && { tags: USER_ERROR_TEXTS.TAGS_INVALID }),
  };
}

/** The images' list: at least one, at most IMAGES_MAX, each an image file (the field marks the one that is not). */
export function validateImages(items: readonly ImageItem[]): PostFieldErrors {
  const errors: PostFieldErrors = {};
  if (items.length === 0) errors.images = USER_ERROR_TEXTS.IMAGE_REQUIRED;
  if (items.length > IMAGES_MAX) errors.images = USER_ERROR_TEXTS.TOO_MANY_IMAGES;
  items.forEach((item, index) => {
    if (item.kind === "new" && !isImageFile(item.file)) errors[`images.${index}.file`] = NOT_AN_IMAGE;
  });
  return errors;
}

export function validatePost(values: PostFormValues, items: readonly ImageItem[]): PostFieldErrors {
  return { ...validatePostText(values), ...validateImages(items) };
}

/** The new files of the list as multipart parts, at their paths in the variables ("input.images.2.file"). */
export function imageUploadables(items: readonly ImageItem[]): Record<string, File> {
  return Object.fromEntries(
    items.flatMap((item, index) => (item.kind === "new" ? [[`input.images.${index}.file`, item.file]] : [])),
  );
}

/** A new post's images as createPost takes them (every item is a new file). */
export function newImagesInput(items: readonly ImageItem[]) {
  return items.flatMap((item) => (item.kind === "new" ? [{ file: item.file, altText: item.altText }] : []));
}

/** An edited post's whole list as updatePost takes it: kept images by id, new ones as files. */
export function editedImagesInput(items: readonly ImageItem[]) {
  return items.map((item) =>
    item.kind === "kept" ? { imageId: item.id, altText: item.altText } : { file: item.file, altText: item.altText },
  );
}
