import { useState, type FormEvent } from "react";
import { graphql } from "react-relay";
import { SubmitButton } from "../components/form/SubmitButton";
import { LiveRegion } from "../components/LiveRegion";
import { fieldErrorsFromServer, hasFieldErrors } from "../components/form/fieldErrors";
import { useFailureNotice } from "../components/form/useFailureNotice";
import { useFocusFirstInvalid } from "../components/form/useFocusFirstInvalid";
import { useToast } from "../toast/useToast";
import { useAppMutation } from "../mutations/useAppMutation";
import type { EditPostFormMutation } from "./__generated__/EditPostFormMutation.graphql";
import { PostImagesField, type ImageItem } from "./images/PostImagesField";
import {
  editedImagesInput,
  imageUploadables,
  tagList,
  validatePost,
  type PostField,
  type PostFieldErrors,
  type PostFormValues,
} from "./postFormValidation";
import { PostTextFields } from "./PostTextFields";

interface EditPostFormProps {
  readonly postId: string;
  readonly initialValues: PostFormValues;
  readonly initialImages: ImageItem[];
  readonly onSaved: () => void;
}

export function EditPostForm({ postId, initialValues, initialImages, onSaved }: EditPostFormProps) {
  const [values, setValues] = useState(initialValues);
  const [images, setImages] = useState(initialImages);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PostFieldErrors>({});
  const { showToast } = useToast();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { failure, fail } = useFailureNotice();

  const [commit, isSaving] = useAppMutation<EditPostFormMutation>(graphql`
    mutation EditPostFormMutation($input: UpdatePostInput!) {
      updatePost(input: $input) {
        ... on UpdatePostPayload @alias(as: "updated") {
          post {
            id
            caption
            tags
            updatedAt
            images {
              id
              url
              width
              height
              altText
            }
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const errors: PostFieldErrors = { ...serverErrors, ...(attempted ? validatePost(values, images) : {}) };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setServerErrors({});
    if (hasFieldErrors(validatePost(values, images))) {
      focusFirstInvalid();
      return;
    }

    commit({
      variables: {
        input: { postId, caption: values.caption, tags: tagList(values.tags), images: editedImagesInput(images) },
      },
      // The multipart body replaces each new file in the variables with its own part.
      uploadables: imageUploadables(images),
      onDone: () => {
        showToast("Post updated successfully!", "success");
        onSaved();
      },
      onRefused: (refusal) => {
        setServerErrors(fieldErrorsFromServer<PostField>(refusal));
        if (hasFieldErrors(refusal.fieldTexts)) focusFirstInvalid();
        fail(`Error ${refusal.text}`);
      },
      failure: "The post could not be updated. Please try again.",
      onFailed: fail,
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Edit Post" className="mt-4 space-y-4">
      <PostTextFields values={values} onChange={setValues} errors={errors}>
        <PostImagesField
          items={images}
          onChange={(items) => {
            setImages(items);
            // the server named images by their place in the list, which has changed
            setServerErrors(({ caption, tags }) => ({ caption, tags }));
          }}
          error={errors.images}
          fieldErrors={errors}
        />
      </PostTextFields>
      <SubmitButton pending={isSaving} pendingLabel="saving">
        save
      </SubmitButton>
      <LiveRegion announcement={failure} urgent />
    </form>
  );
}
