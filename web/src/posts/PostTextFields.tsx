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

/** The caption (labelled Bio, as in v1) and tags inputs shared by the create and edit dialogs. */
export function PostTextFields({ values, onChange, errors, children }: PostTextFieldsProps) {
  return (
    <>
      <TextAreaField
        label="Bio"
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
        autoComplete="off"
        value={values.tags}
        onChange={(tags) => onChange({ ...values, tags })}
        error={errors.tags}
      />
    </>
  );
}
