import { useId } from "react";
import { FieldError } from "../../components/form/FieldError";
import { isImageFile, NOT_AN_IMAGE } from "../../components/form/FileField";
import { labelClassName } from "../../components/form/fieldStyles";
import { TextAreaField } from "../../components/form/TextAreaField";
import { useImagePreview } from "../../components/form/useImagePreview";
import { ALT_TEXT_MAX, IMAGES_MAX } from "../../limits";

/** One image in the form: a file still to upload, or one the post already has (kept by its id). */
export type ImageItem = { readonly key: string; readonly altText: string } & (
  { readonly kind: "new"; readonly file: File } | { readonly kind: "kept"; readonly id: string; readonly url: string }
);

let nextKey = 0;
/** New items for chosen files, with no alt text yet. */
export const newImageItems = (files: readonly File[]): ImageItem[] =>
  files.map((file) => ({ kind: "new", file, altText: "", key: `new-${nextKey++}` }));

interface PostImagesFieldProps {
  readonly items: readonly ImageItem[];
  readonly onChange: (items: ImageItem[]) => void;
  /** the list's own error (none, too many) */
  readonly error?: string;
  /** errors by the server's field names: "images.2.altText", "images.2.file" */
  readonly fieldErrors: Readonly<Record<string, string | undefined>>;
}

const smallButton =
  "rounded-md px-2 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

/**
 * The images of a post being written or edited, in order: add up to IMAGES_MAX, move each up or
 * down with buttons (the keyboard's way, no dragging needed), remove, and describe each (alt text).
 * The end buttons stay focusable but do nothing (aria-disabled), so the focus never drops.
 */
export function PostImagesField({ items, onChange, error, fieldErrors }: PostImagesFieldProps) {
  const id = useId();
  const room = IMAGES_MAX - items.length;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  const update = (index: number, altText: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, altText } : item)));

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`}>
      <legend className={labelClassName}>Images</legend>
      <p id={`${id}-hint`} className="-mt-2 text-xs text-slate-600">
        Up to {IMAGES_MAX}, shown in this order. Describe each for people who cannot see it.
      </p>
      {items.length > 0 && (
        <ol className="space-y-3">
          {items.map((item, index) => {
            const name = `image ${index + 1}`;
            const fileError =
              fieldErrors[`images.${index}.file`] ??
              (item.kind === "new" && !isImageFile(item.file) ? NOT_AN_IMAGE : undefined);
            return (
              <li key={item.key} className="flex gap-3 rounded-lg border border-slate-200 p-2">
                <Thumbnail item={item} />
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <span className="mr-auto text-sm font-medium text-slate-700">
                      Image {index + 1} of {items.length}
                    </span>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Move ${name} up`}
                      aria-disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      Up
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Move ${name} down`}
                      aria-disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      Down
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Remove ${name}`}
                      onClick={() => onChange(items.filter((_, i) => i !== index))}
                    >
                      Remove
                    </button>
                  </div>
                  <TextAreaField
                    label={`Alt text for ${name}`}
                    name={`altText-${index}`}
                    rows={2}
                    maxLength={ALT_TEXT_MAX}
                    placeholder="What the image shows"
                    value={item.altText}
                    onChange={(altText) => update(index, altText)}
                    error={fieldErrors[`images.${index}.altText`]}
                  />
                  <FieldError id={`${id}-${item.key}-file`} message={fileError} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {room > 0 && (
        <label className="flex w-fit cursor-pointer items-center rounded-lg focus-within:ring-2 focus-within:ring-brand-500">
          <input
            type="file"
            accept="image/*"
            multiple
            aria-label={items.length ? "Add images" : "Choose images"}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])].slice(0, room);
              event.target.value = ""; // choosing the same file again adds it again
              if (files.length) onChange([...items, ...newImageItems(files)]);
            }}
          />
          <span
            aria-hidden="true"
            className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-100"
          >
            {items.length ? `Add images (${room} more)` : "Choose images"}
          </span>
        </label>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function Thumbnail({ item }: { item: ImageItem }) {
  const preview = useImagePreview(item.kind === "new" && isImageFile(item.file) ? item.file : null);
  const src = item.kind === "kept" ? item.url : preview;
  // decorative here: the alt text field beside it says what it shows
  return src ? (
    <img src={src} alt="" className="size-20 shrink-0 rounded-md bg-slate-100 object-cover" />
  ) : (
    <span className="size-20 shrink-0 rounded-md bg-slate-100" />
  );
}
