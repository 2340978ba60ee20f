import { useState } from "react";
import type { ShownUserError } from "../../userErrors/userErrors";
import { fieldErrorsFromServer, hasFieldErrors, type FieldErrors } from "./fieldErrors";

/**
 * Text values and their messages: client messages appear after the first submit attempt and
 * then follow every keystroke; server messages stay until their field is edited.
 */
export function useFieldForm<Values extends object, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});

  const clientErrors: FieldErrors<Field> = attempted ? validate(values) : {};
  const clearServerError = (field: Field) => setServerErrors((current) => ({ ...current, [field]: undefined }));

  return {
    values,
    errorFor: (field: Field) => clientErrors[field] ?? serverErrors[field],
    clearServerError,
    update: (field: keyof Values & Field) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearServerError(field);
    },
    /** Marks the attempt; true when the values pass the client checks. */
    readyToSubmit: () => {
      setAttempted(true);
      return !hasFieldErrors(validate(values));
    },
    showServerErrors: (refusal: ShownUserError) => setServerErrors(fieldErrorsFromServer<Field>(refusal)),
  };
}
