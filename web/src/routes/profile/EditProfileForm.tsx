import { useState, type FormEvent } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { UploadableMap } from "relay-runtime";
import { ImageField } from "../../components/form/ImageField";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextAreaField } from "../../components/form/TextAreaField";
import { useToast } from "../../toast/useToast";
import type { EditProfileForm_user$key } from "./__generated__/EditProfileForm_user.graphql";
import type { EditProfileFormMutation } from "./__generated__/EditProfileFormMutation.graphql";

type ImageKey = "profileImage" | "coverImage";

interface EditProfileFormProps {
  readonly user: EditProfileForm_user$key;
  readonly onUpdated: () => void;
}

export function EditProfileForm({ user, onUpdated }: EditProfileFormProps) {
  const { bio: currentBio } = useFragment(
    graphql`
      fragment EditProfileForm_user on User {
        bio
      }
    `,
    user,
  );
  const [bio, setBio] = useState(currentBio);
  const [images, setImages] = useState<Record<ImageKey, File | null>>({ profileImage: null, coverImage: null });
  const { showToast } = useToast();

  const [commit, isUpdating] = useMutation<EditProfileFormMutation>(graphql`
    mutation EditProfileFormMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        ... on UpdateProfilePayload @alias(as: "updated") {
          user {
            id
            bio
            profileImage {
              url
            }
            coverImage {
              url
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // As in v1, only a non-empty bio and the images actually chosen are sent.
    const uploadables: UploadableMap = {};
    if (images.profileImage) uploadables["input.profileImage"] = images.profileImage;
    if (images.coverImage) uploadables["input.coverImage"] = images.coverImage;
    const trimmedBio = bio.trim();

    commit({
      // The multipart body puts each chosen file into its input slot.
      variables: { input: trimmedBio.length > 0 ? { bio: trimmedBio } : {} },
      uploadables,
      onCompleted: ({ updateProfile }) => {
        if (updateProfile.updated) {
          showToast("Profile updated successfully!", "success");
          onUpdated();
          return;
        }
        showToast(updateProfile.message ? `Error: ${updateProfile.message}` : "Failed to update profile", "error");
      },
      onError: (error) => {
        console.error("Profile update failed", error);
        showToast(`Error: ${error.message}`, "error");
      },
    });
  };

  const pick = (key: ImageKey) => (file: File | null) => setImages((current) => ({ ...current, [key]: file }));

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit Profile" className="space-y-4">
      <TextAreaField label="Bio" name="bio" value={bio} onChange={setBio} rows={4} />
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
      <SubmitButton pending={isUpdating} pendingLabel="Updating">
        Update Profile
      </SubmitButton>
    </form>
  );
}
