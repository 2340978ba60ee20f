import { useFieldForm } from "../../components/form/useFieldForm";
import type { FieldErrors } from "../../components/form/fieldErrors";
import type { useCompleteSignIn_authPayload$key } from "./__generated__/useCompleteSignIn_authPayload.graphql";
import { useCompleteSignIn } from "./useCompleteSignIn";

/** What logIn and signUp answer when not refused: a session. */
export interface AuthAnswer {
  readonly authPayload?: useCompleteSignIn_authPayload$key | null;
}

interface Messages {
  /** the toast after signing in */
  success: string;
  /** the toast when the request fails and the server gives no message of its own */
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

  return {
    ...form,
    /** The mutation's outcomes, spread into its commit. */
    outcomes: {
      onDone: ({ authPayload }: AuthAnswer) => {
        if (authPayload) completeSignIn(authPayload, messages.success);
      },
      onRefused: form.showRefusal,
      failure: messages.failure,
    },
  };
}
