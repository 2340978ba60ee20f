import { useState, type FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import { PasswordField } from "../../components/form/PasswordField";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextField } from "../../components/form/TextField";
import { linkViewerToRoot } from "../../relay/linkViewerToRoot";
import { useToast } from "../../toast/useToast";
import type { LoginFormMutation } from "./__generated__/LoginFormMutation.graphql";
import { authErrorMessage } from "./authErrorMessage";
import {
  fieldErrorsFromServer,
  hasFieldErrors,
  validateLogin,
  type FieldErrors,
  type LoginField,
  type LoginValues,
} from "./authValidation";
import { useCompleteSignIn } from "./useCompleteSignIn";

const initialValues: LoginValues = { username: "", password: "" };

export function LoginForm() {
  const [values, setValues] = useState(initialValues);
  // Client messages appear after the first submit attempt and then follow every keystroke.
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<LoginField>>({});
  const completeSignIn = useCompleteSignIn();
  const { showToast } = useToast();

  const [commitLogIn, isLoggingIn] = useMutation<LoginFormMutation>(graphql`
    mutation LoginFormMutation($input: LogInInput!) {
      logIn(input: $input) {
        ...useCompleteSignIn_authPayload @alias(as: "authPayload")
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);

  const clientErrors = attempted ? validateLogin(values) : {};
  const errorFor = (field: LoginField) => clientErrors[field] ?? serverErrors[field];

  const update = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (hasFieldErrors(validateLogin(values))) return;

    commitLogIn({
      variables: { input: values },
      updater: linkViewerToRoot("logIn"),
      onCompleted: ({ logIn: result }) => {
        if (result.authPayload) {
          completeSignIn(result.authPayload, "Login Successfully");
          return;
        }
        if (result.fieldErrors) setServerErrors(fieldErrorsFromServer(result.fieldErrors));
        showToast(result.message ? `Error: ${result.message}` : "An error occurred during login.", "error");
      },
      onError: (error) => showToast(authErrorMessage(error, "An error occurred during login."), "error"),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Login">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={update("username")}
        error={errorFor("username")}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update("password")}
        error={errorFor("password")}
      />
      <SubmitButton pending={isLoggingIn} pendingLabel="logging in">
        Login
      </SubmitButton>
    </form>
  );
}
