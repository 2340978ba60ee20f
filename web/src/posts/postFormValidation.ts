export type PostField = "caption" | "image" | "tags";

export type PostFieldErrors = Partial<Record<PostField, string>>;

export interface PostFormValues {
  readonly caption: string;
  readonly tags: string;
}

// "code,post,enjoy": at least two items, none empty, no whitespace anywhere (the spec's rule).
const TAGS_PATTERN = /^[^,\s]+(,[^,\s]+)+$/;

export function validatePostText({ caption, tags }: PostFormValues): PostFieldErrors {
  return {
    ...(caption.trim().length === 0 && { caption: "Bio is required" }),
    ...(!TAGS_PATTERN.test(tags) && { tags: "please put tags comma-separated like placeholder" }),
  };
}

export function validateNewPost(values: PostFormValues, image: File | null): PostFieldErrors {
  return {
    ...validatePostText(values),
    ...(image === null && { image: "Please select a file." }),
  };
}
