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

/** Under the tags field: that it is optional and why, and the comma rule (postFormValidation.ts). */
const TAGS_HINT = "Optional: the caption's #hashtags are tags already. Others here, separated by commas.";

/** The caption and tags inputs shared by the create and edit dialogs. */
export function PostTextFields({ values, onChange, errors, children }: PostTextFieldsProps) {
  return (
    <>
      <TextAreaField
        label="Caption"
        name="caption"
        value={values.caption}
        onChange={(caption) => onChange({ ...values, caption })}
        error={errors.caption}
      />
      {children}
      <TextField
        label="Tags"
        name="tags"
        placeholder="sunset, bay"
        hint={TAGS_HINT}
        autoComplete="off"
        value={values.tags}
        onChange={(tags) => onChange({ ...values, tags })}
        error={errors.tags}
      />
    </>
  );
}
