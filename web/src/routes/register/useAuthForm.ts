import { useState } from "react";
import { useToast } from "../../toast/useToast";
import type { useCompleteSignIn_authPayload$key } from "./__generated__/useCompleteSignIn_authPayload.graphql";
import { authErrorMessage } from "./authErrorMessage";
import { fieldErrorsFromServer, hasFieldErrors, type FieldErrors } from "./authValidation";
import { useCompleteSignIn } from "./useCompleteSignIn";

/** What logIn and signUp answer: a session, or an error (with field messages when the input was refused). */
export interface AuthResult {
  readonly authPayload?: useCompleteSignIn_authPayload$key | null;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly message: string }>;
}

interface Messages {
  /** the toast after signing in */
  success: string;
  /** the toast when the server gives no message of its own */
  failure: string;
}

/**
 * The state the login and signup forms share: text values, client messages that appear after
 * the first submit attempt and then follow every keystroke, server field messages that clear
 * as the field is edited, and what happens with the server's answer.
 */
export function useAuthForm<Values extends object, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => FieldErrors<Field>,
  messages: Messages,
) {
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const completeSignIn = useCompleteSignIn();
  const { showToast } = useToast();

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
    onCompleted: (result: AuthResult) => {
      if (result.authPayload) {
        completeSignIn(result.authPayload, messages.success);
        return;
      }
      if (result.fieldErrors) setServerErrors(fieldErrorsFromServer<Field>(result.fieldErrors));
      showToast(result.message ? `Error: ${result.message}` : messages.failure, "error");
    },
    onError: (error: Error) => showToast(authErrorMessage(error, messages.failure), "error"),
  };
}
