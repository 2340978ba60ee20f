import type { FormEvent } from "react";
import { graphql } from "react-relay";
import { Link } from "react-router-dom";
import { PasswordField } from "../../components/form/PasswordField";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextField } from "../../components/form/TextField";
import { useAppMutation } from "../../mutations/useAppMutation";
import { linkViewerToRoot } from "../../relay/linkViewerToRoot";
import type { LoginFormMutation } from "./__generated__/LoginFormMutation.graphql";
import { validateLogin, type LoginValues } from "./authValidation";
import { useAuthForm } from "./useAuthForm";

const initialValues: LoginValues = { username: "", password: "" };

export function LoginForm() {
  const form = useAuthForm(initialValues, validateLogin, {
    success: "Logged in successfully!",
    failure: "An error occurred during login.",
  });
  const { values, update, errorFor, formRef } = form;

  const [commitLogIn, isLoggingIn] = useAppMutation<LoginFormMutation>(graphql`
    mutation LoginFormMutation($input: LogInInput!) {
      logIn(input: $input) {
        ...useCompleteSignIn_authPayload @alias(as: "authPayload")
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.readyToSubmit()) return;
    commitLogIn({
      variables: { input: values },
      updater: linkViewerToRoot("logIn"),
      ...form.outcomes,
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Login">
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
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
