import { useState, type FormEvent } from "react";
import { graphql } from "react-relay";
import type { UploadableMap } from "relay-runtime";
import { FileField } from "../../components/form/FileField";
import { PasswordField } from "../../components/form/PasswordField";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextField } from "../../components/form/TextField";
import { useAppMutation } from "../../mutations/useAppMutation";
import { NameFields } from "./NameFields";
import { linkViewerToRoot } from "../../relay/linkViewerToRoot";
import type { SignupFormMutation } from "./__generated__/SignupFormMutation.graphql";
import { NEW_PASSWORD_HINT, validateSignup, type SignupValues } from "./authValidation";
import { useAuthForm } from "./useAuthForm";

type ImageField = "profileImage" | "coverImage";

const initialValues: SignupValues = { name: "", username: "", email: "", password: "" };

export function SignupForm() {
  const form = useAuthForm(initialValues, validateSignup, {
    success: "Registered successfully!",
    failure: "An error occurred during registration.",
  });
  const { values, update, errorFor, formRef } = form;
  const [images, setImages] = useState<Record<ImageField, File | null>>({ profileImage: null, coverImage: null });

  const [commitSignUp, isSigningUp] = useAppMutation<SignupFormMutation>(graphql`
    mutation SignupFormMutation($input: SignUpInput!) {
      signUp(input: $input) {
        ...useCompleteSignIn_authPayload @alias(as: "authPayload")
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const updateImage = (field: ImageField) => (file: File | null) => {
    setImages((current) => ({ ...current, [field]: file }));
    form.clearServerError(field);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.readyToSubmit()) return;

    // Images travel as multipart parts, and only when chosen.
    const uploadables: UploadableMap = {};
    if (images.profileImage) uploadables["input.profileImage"] = images.profileImage;
    if (images.coverImage) uploadables["input.coverImage"] = images.coverImage;

    commitSignUp({
      variables: { input: { ...values, profileImage: null, coverImage: null } },
      uploadables,
      updater: linkViewerToRoot("signUp"),
      ...form.outcomes,
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Signup">
      <NameFields values={values} onChange={update} errorFor={errorFor} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={update("email")}
        error={errorFor("email")}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={update("password")}
        error={errorFor("password")}
        hint={NEW_PASSWORD_HINT}
      />
      <FileField
        label="Profile image"
        name="profileImage"
        onChange={updateImage("profileImage")}
        error={errorFor("profileImage")}
      />
      <FileField
        label="Cover image"
        name="coverImage"
        onChange={updateImage("coverImage")}
        error={errorFor("coverImage")}
      />
      <SubmitButton pending={isSigningUp} pendingLabel="Signing up">
        Signup
      </SubmitButton>
    </form>
  );
}
