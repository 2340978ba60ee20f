import type { ReactNode } from "react";
import { TextAreaField } from "../components/form/TextAreaField";
import { TextField } from "../components/form/TextField";
import type { PostFieldErrors, PostFormValues } from "./postFormValidation";

interface PostTextFieldsProps {
  readonly values: PostFormValues;
  readonly onChange: (values: PostFormValues) => void;
  readonly errors: PostFieldErrors;
  /** Rendered between the two inputs (the create dialog's image picker, in v1's order). */
  readonly children?: ReactNode;
}

/** Under the tags field: the comma rule (postFormValidation.ts) in words, the placeholder's example kept. */
const TAGS_HINT = "At least two, comma-separated, no spaces: code,post,enjoy";

/**
 * The caption and tags inputs shared by the create and edit dialogs. The caption shows v1's label,
 * Bio, and its accessible name says what it is: "Bio (caption)".
 */
export function PostTextFields({ values, onChange, errors, children }: PostTextFieldsProps) {
  return (
    <>
      <TextAreaField
        label={
          <>
            Bio<span className="sr-only"> (caption)</span>
          </>
        }
        name="caption"
        value={values.caption}
        onChange={(caption) => onChange({ ...values, caption })}
        error={errors.caption}
      />
      {children}
      <TextField
        label="Tags"
        name="tags"
        placeholder="code,post,enjoy"
        hint={TAGS_HINT}
        autoComplete="off"
        value={values.tags}
        onChange={(tags) => onChange({ ...values, tags })}
        error={errors.tags}
      />
    </>
  );
}
