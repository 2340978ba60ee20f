import { useState } from "react";
import { useToast } from "../../toast/useToast";
import { readUserError } from "../../userErrors/userErrors";
import type { userErrors_userError$key } from "../../userErrors/__generated__/userErrors_userError.graphql";
import { fieldErrorsFromServer, hasFieldErrors, type FieldErrors } from "./fieldErrors";
import { useFocusFirstInvalid } from "./useFocusFirstInvalid";

/**
 * Text values and their messages: client messages appear after the first submit attempt and
 * then follow every keystroke; server messages stay until their field is edited. A refused submit
 * puts the focus on the first field in error (`formRef` goes on the form).
 */
export function useFieldForm<Values extends object, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const { showToast } = useToast();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const clientErrors: FieldErrors<Field> = attempted ? validate(values) : {};
  const clearServerError = (field: Field) => setServerErrors((current) => ({ ...current, [field]: undefined }));

  return {
    values,
    formRef,
    errorFor: (field: Field) => clientErrors[field] ?? serverErrors[field],
    clearServerError,
    update: (field: keyof Values & Field) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearServerError(field);
    },
    /** Marks the attempt; true when the values pass the client checks. */
    readyToSubmit: () => {
      setAttempted(true);
      const valid = !hasFieldErrors(validate(values));
      if (!valid) focusFirstInvalid();
      return valid;
    },
    /**
     * A mutation's refusal: its field messages under their fields, and its text in a toast;
     * `fallback` when the answer held no UserError.
     */
    showRefusal: (error: userErrors_userError$key | null | undefined, fallback: string) => {
      const refusal = error ? readUserError(error) : undefined;
      if (refusal) setServerErrors(fieldErrorsFromServer<Field>(refusal));
      if (refusal && hasFieldErrors(refusal.fieldTexts)) focusFirstInvalid();
      showToast(refusal ? `Error: ${refusal.text}` : fallback, "error");
    },
  };
}
