import { useState, type FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import type { UploadableMap } from "relay-runtime";
import { FileField } from "../../components/form/FileField";
import { PasswordField } from "../../components/form/PasswordField";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextField } from "../../components/form/TextField";
import { linkViewerToRoot } from "../../relay/linkViewerToRoot";
import { useToast } from "../../toast/useToast";
import type { SignupFormMutation } from "./__generated__/SignupFormMutation.graphql";
import { authErrorMessage } from "./authErrorMessage";
import {
  fieldErrorsFromServer,
  hasFieldErrors,
  validateSignup,
  type FieldErrors,
  type SignupField,
  type SignupValues,
} from "./authValidation";
import { useCompleteSignIn } from "./useCompleteSignIn";

type TextSignupField = keyof SignupValues;
type ImageField = "profileImage" | "coverImage";

const initialValues: SignupValues = { name: "", username: "", email: "", password: "" };

export function SignupForm() {
  const [values, setValues] = useState(initialValues);
  const [images, setImages] = useState<Record<ImageField, File | null>>({ profileImage: null, coverImage: null });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<SignupField>>({});
  const completeSignIn = useCompleteSignIn();
  const { showToast } = useToast();

  const [commitSignUp, isSigningUp] = useMutation<SignupFormMutation>(graphql`
    mutation SignupFormMutation($input: SignUpInput!) {
      signUp(input: $input) {
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

  const clientErrors: FieldErrors<SignupField> = attempted ? validateSignup(values) : {};
  const errorFor = (field: SignupField) => clientErrors[field] ?? serverErrors[field];

  const clearServerError = (field: SignupField) => setServerErrors((current) => ({ ...current, [field]: undefined }));
  const updateText = (field: TextSignupField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearServerError(field);
  };
  const updateImage = (field: ImageField) => (file: File | null) => {
    setImages((current) => ({ ...current, [field]: file }));
    clearServerError(field);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (hasFieldErrors(validateSignup(values))) return;

    // Images travel as multipart parts, and only when chosen.
    const uploadables: UploadableMap = {};
    if (images.profileImage) uploadables["input.profileImage"] = images.profileImage;
    if (images.coverImage) uploadables["input.coverImage"] = images.coverImage;

    commitSignUp({
      variables: { input: { ...values, profileImage: null, coverImage: null } },
      uploadables,
      updater: linkViewerToRoot("signUp"),
      onCompleted: ({ signUp: result }) => {
        if (result.authPayload) {
          completeSignIn(result.authPayload, "Registered Succesfully");
          return;
        }
        if (result.fieldErrors) setServerErrors(fieldErrorsFromServer(result.fieldErrors));
        showToast(result.message ? `Error: ${result.message}` : "An error occurred during registration.", "error");
      },
      onError: (error) => {
        console.error("Signup failed", error);
        showToast(authErrorMessage(error, "An error occurred during registration."), "error");
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Signup">
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={updateText("name")}
        error={errorFor("name")}
      />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={updateText("username")}
        error={errorFor("username")}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={updateText("email")}
        error={errorFor("email")}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={updateText("password")}
        error={errorFor("password")}
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
