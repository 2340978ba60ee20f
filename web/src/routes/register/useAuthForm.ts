import { useFieldForm } from "../../components/form/useFieldForm";
import type { FieldErrors } from "../../components/form/fieldErrors";
import { useToast } from "../../toast/useToast";
import type { userErrors_userError$key } from "../../userErrors/__generated__/userErrors_userError.graphql";
import type { useCompleteSignIn_authPayload$key } from "./__generated__/useCompleteSignIn_authPayload.graphql";
import { authErrorMessage } from "./authErrorMessage";
import { useCompleteSignIn } from "./useCompleteSignIn";

/** What logIn and signUp answer: a session, or a refusal (with field errors when the input was refused). */
export interface AuthResult {
  readonly authPayload?: useCompleteSignIn_authPayload$key | null;
  readonly error?: userErrors_userError$key | null;
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
    // null: the server refused the request as a whole (its errors array says why)
    onCompleted: (result: AuthResult | null | undefined) => {
      if (result?.authPayload) {
        completeSignIn(result.authPayload, messages.success);
        return;
      }
      form.showRefusal(result?.error, messages.failure);
    },
    onError: (error: Error) => showToast(authErrorMessage(error, messages.failure), "error"),
  };
}
