import { useFieldForm } from "../../components/form/useFieldForm";
import type { FieldErrors } from "../../components/form/fieldErrors";
import { useToast } from "../../toast/useToast";
import type { useCompleteSignIn_authPayload$key } from "./__generated__/useCompleteSignIn_authPayload.graphql";
import { authErrorMessage } from "./authErrorMessage";
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

/** The login and signup forms: their fields, and what happens with the server's answer. */
export function useAuthForm<Values extends object, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => FieldErrors<Field>,
  messages: Messages,
) {
  const form = useFieldForm(initialValues, validate);
  const completeSignIn = useCompleteSignIn();
  const { showToast } = useToast();

  return {
    ...form,
    onCompleted: (result: AuthResult) => {
      if (result.authPayload) {
        completeSignIn(result.authPayload, messages.success);
        return;
      }
      if (result.fieldErrors) form.showServerErrors(result.fieldErrors);
      showToast(result.message ? `Error: ${result.message}` : messages.failure, "error");
    },
    onError: (error: Error) => showToast(authErrorMessage(error, messages.failure), "error"),
  };
}
