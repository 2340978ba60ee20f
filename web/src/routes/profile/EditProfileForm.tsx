import { Description, Field, Label, Switch } from "@headlessui/react";
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { UploadableMap } from "relay-runtime";
import { isImageFile } from "../../components/form/FileField";
import { ImageField } from "../../components/form/ImageField";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextAreaField } from "../../components/form/TextAreaField";
import { useFieldForm } from "../../components/form/useFieldForm";
import { useToast } from "../../toast/useToast";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { EditProfileForm_user$key } from "./__generated__/EditProfileForm_user.graphql";
import type { EditProfileFormMutation } from "./__generated__/EditProfileFormMutation.graphql";
import { validateNames } from "../register/authValidation";
import { NameFields } from "../register/NameFields";

type ImageKey = "profileImage" | "coverImage";

interface EditProfileFormProps {
  readonly user: EditProfileForm_user$key;
  readonly onUpdated: () => void;
}

interface ProfileValues {
  readonly name: string;
  readonly username: string;
  readonly bio: string;
}

// as the server reads them: surrounding spaces do not count
const validateProfile = (values: ProfileValues) =>
  validateNames({ name: values.name.trim(), username: values.username.trim() });

export function EditProfileForm({ user, onUpdated }: EditProfileFormProps) {
  const current = useFragment(
    graphql`
      fragment EditProfileForm_user on User {
        name
        username
        bio
        isPrivate
      }
    `,
    user,
  );
  const { bio: currentBio, isPrivate: currentlyPrivate } = current;
  const form = useFieldForm<ProfileValues, "name" | "username" | "bio">(
    { name: current.name, username: current.username, bio: currentBio },
    validateProfile,
  );
  const { values, errorFor, formRef } = form;
  const [isPrivate, setIsPrivate] = useState(currentlyPrivate);
  const [images, setImages] = useState<Record<ImageKey, File | null>>({ profileImage: null, coverImage: null });
  const [nothingChanged, setNothingChanged] = useState(false);
  const { showToast } = useToast();

  const [commit, isUpdating] = useAppMutation<EditProfileFormMutation>(graphql`
    mutation EditProfileFormMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        ... on UpdateProfilePayload @alias(as: "updated") {
          user {
            id
            name
            username
            bio
            isPrivate
            viewerCanSeePosts
            profileImage {
              url
            }
            coverImage {
              url
            }
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.readyToSubmit()) return;
    // As in v1, only a non-empty bio and the images actually chosen are sent.
    const uploadables: UploadableMap = {};
    if (images.profileImage) uploadables["input.profileImage"] = images.profileImage;
    if (images.coverImage) uploadables["input.coverImage"] = images.coverImage;
    const trimmedBio = values.bio.trim();
    // only what changed, so an unchanged username is not checked against look-alikes again
    const names = {
      ...(values.name.trim() !== current.name && { name: values.name.trim() }),
      ...(values.username.trim() !== current.username && { username: values.username.trim() }),
    };
    const chosen = [images.profileImage, images.coverImage].filter((file) => file !== null);
    // the field already says 'Please select an image file.'
    if (chosen.some((file) => !isImageFile(file))) return;
    // "updated successfully" for a form that changed nothing would be untrue; said in the form,
    // since the drawer keeps the page's toasts from screen readers while it is open
    const privacyChanged = isPrivate !== currentlyPrivate;
    const bioChanged = trimmedBio.length > 0 && trimmedBio !== currentBio.trim();
    if (chosen.length === 0 && !privacyChanged && !bioChanged && Object.keys(names).length === 0) {
      setNothingChanged(true);
      return;
    }

    commit({
      // The multipart body puts each chosen file into its input slot.
      variables: {
        input: { ...names, ...(trimmedBio.length > 0 && { bio: trimmedBio }), ...(privacyChanged && { isPrivate }) },
      },
      uploadables,
      onDone: () => {
        showToast("Profile updated successfully!", "success");
        onUpdated();
      },
      // the fields' rules (a username taken or looking like another's) under their fields
      onRefused: form.showRefusalInFields,
      failure: "Failed to update profile",
    });
  };

  const edit = (field: keyof ProfileValues) => (value: string) => {
    setNothingChanged(false);
    form.update(field)(value);
  };

  const pick = (key: ImageKey) => (file: File | null) => {
    setNothingChanged(false);
    setImages((current) => ({ ...current, [key]: file }));
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Edit Profile" className="space-y-4">
      <NameFields
        values={values}
        onChange={edit}
        errorFor={errorFor}
        usernameHint={`Letters, numbers, dots and underscores. Others find your profile at /@${values.username.trim()}.`}
      />
      <TextAreaField
        label="Bio"
        name="bio"
        value={values.bio}
        onChange={edit("bio")}
        error={errorFor("bio")}
        rows={4}
      />
      <ImageField
        label="Profile image"
        name="profileImage"
        file={images.profileImage}
        onChange={pick("profileImage")}
        previewAlt="Preview of the new profile picture"
      />
      <ImageField
        label="Cover image"
        name="coverImage"
        file={images.coverImage}
        onChange={pick("coverImage")}
        previewAlt="Preview of the new cover image"
      />
      <Field className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
        <span className="text-sm">
          <Label className="font-medium text-slate-800">Private account</Label>
          <Description className="mt-0.5 block text-slate-600">
            Only people you approve see your posts, followers and following; anyone still sees your name, pictures, bio
            and counts. Turning it off approves every pending request.
          </Description>
        </span>
        <Switch
          checked={isPrivate}
          onChange={(on) => {
            setNothingChanged(false);
            setIsPrivate(on);
          }}
          className="group mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors data-checked:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <span
            aria-hidden="true"
            className="size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6"
          />
        </Switch>
      </Field>
      <SubmitButton pending={isUpdating} pendingLabel="Updating">
        Update Profile
      </SubmitButton>
      <p role="status" className="text-sm text-slate-600">
        {nothingChanged &&
          "Nothing to update: change the name, username or bio, choose an image or switch the account's privacy."}
      </p>
    </form>
  );
}
