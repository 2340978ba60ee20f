import { useState, type FormEvent } from "react";
import { graphql } from "react-relay";
import { Link } from "react-router-dom";
import { PasswordField } from "../../components/form/PasswordField";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextField } from "../../components/form/TextField";
import { useAppMutation } from "../../mutations/useAppMutation";
import { linkViewerToRoot } from "../../relay/linkViewerToRoot";
import type { LoginFormMutation } from "./__generated__/LoginFormMutation.graphql";
import { validateLogin, type LoginValues } from "./authValidation";
import { PasskeySignIn } from "./PasskeySignIn";
import { SecondFactorStep, type SecondFactorChallenge } from "./SecondFactorStep";
import { SuspensionNotice, type Suspension } from "./SuspensionNotice";
import { useAuthForm } from "./useAuthForm";

const initialValues: LoginValues = { username: "", password: "" };

export function LoginForm() {
  const form = useAuthForm(initialValues, validateLogin, {
    success: "Logged in successfully!",
    failure: "An error occurred during login.",
  });
  const { values, update, errorFor, formRef } = form;
  /** the account is suspended: why, and the credentials its appeal proves ownership with */
  const [suspension, setSuspension] = useState<
    (Suspension & { credentials: { username: string; password: string } }) | null
  >(null);
  /** the password was right and the account asks for a second factor */
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [challengeEnded, setChallengeEnded] = useState<string | null>(null);

  const [commitLogIn, isLoggingIn] = useAppMutation<LoginFormMutation>(graphql`
    mutation LoginFormMutation($input: LogInInput!) {
      logIn(input: $input) {
        ...useCompleteSignIn_authPayload @alias(as: "authPayload")
        ...userErrors_userError @alias(as: "error")
        ... on AccountSuspendedError {
          suspensionReason
          suspendedSince
          appealStanding {
            appealableUntil
            appeal {
              status
              decisionNote
            }
          }
        }
        ... on SecondFactorRequired {
          challenge
          passkeyOptions
        }
      }
    }
  `);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.readyToSubmit()) return;
    setSuspension(null);
    setChallengeEnded(null);
    commitLogIn({
      variables: { input: values },
      updater: linkViewerToRoot("logIn"),
      ...form.outcomes,
      onRefused: (shown, answer) => {
        if (answer.suspensionReason !== undefined && answer.suspendedSince !== undefined) {
          const standing = answer.appealStanding;
          setSuspension({
            reason: answer.suspensionReason,
            since: answer.suspendedSince,
            credentials: { username: values.username, password: values.password },
            appeal: standing
              ? {
                  open: standing.appealableUntil !== null,
                  status: standing.appeal?.status ?? null,
                  note: standing.appeal?.decisionNote ?? "",
                }
              : null,
          });
        } else if (answer.challenge !== undefined)
          setChallenge({ token: answer.challenge, passkeyOptions: answer.passkeyOptions ?? null });
        else form.outcomes.onRefused(shown);
      },
    });
  };

  if (challenge)
    return (
      <SecondFactorStep
        challenge={challenge}
        onEnded={(why) => {
          setChallenge(null);
          setChallengeEnded(why);
        }}
      />
    );

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
      {suspension && <SuspensionNotice suspension={suspension} credentials={suspension.credentials} />}
      {challengeEnded && (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {challengeEnded}
        </p>
      )}
      <SubmitButton pending={isLoggingIn} pendingLabel="logging in">
        Login
      </SubmitButton>
      <PasskeySignIn />
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
