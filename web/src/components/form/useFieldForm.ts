import { useState } from "react";
import { useToast } from "../../toast/useToast";
import type { ShownUserError } from "../../userErrors/userErrors";
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
  /** The refusal's field messages under their fields, the focus on the first; whether there were any. */
  const showUnderFields = (refusal: ShownUserError): boolean => {
    setServerErrors(fieldErrorsFromServer<Field>(refusal));
    const shown = hasFieldErrors(refusal.fieldTexts);
    if (shown) focusFirstInvalid();
    return shown;
  };
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
    /** A mutation's refusal (its onRefused): its field messages under their fields, and its text in a toast. */
    showRefusal: (refusal: ShownUserError) => {
      showUnderFields(refusal);
      showToast(`Error: ${refusal.text}`, "error");
    },
    /**
     * As showRefusal, for a form in a drawer (whose toasts are hidden from screen readers, and
     * would outlive the refusal): the toast only for a refusal no field shows.
     */
    showRefusalInFields: (refusal: ShownUserError) => {
      if (!showUnderFields(refusal)) showToast(`Error: ${refusal.text}`, "error");
    },
  };
}
