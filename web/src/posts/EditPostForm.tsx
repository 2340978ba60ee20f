import { useState, type FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import { SubmitButton } from "../components/form/SubmitButton";
import { fieldErrorsFromServer, hasFieldErrors } from "../components/form/fieldErrors";
import { useToast } from "../toast/useToast";
import { readUserError } from "../userErrors/userErrors";
import type { EditPostFormMutation } from "./__generated__/EditPostFormMutation.graphql";
import { tagList, validatePostText, type PostField, type PostFieldErrors, type PostFormValues } from "./postFormValidation";
import { PostTextFields } from "./PostTextFields";

interface EditPostFormProps {
  readonly postId: string;
  readonly initialValues: PostFormValues;
  readonly onSaved: () => void;
}

export function EditPostForm({ postId, initialValues, onSaved }: EditPostFormProps) {
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PostFieldErrors>({});
  const { showToast } = useToast();

  const [commit, isSaving] = useMutation<EditPostFormMutation>(graphql`
    mutation EditPostFormMutation($input: UpdatePostInput!) {
      updatePost(input: $input) {
        ... on UpdatePostPayload @alias(as: "updated") {
          post {
            id
            caption
            tags
            updatedAt
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const errors: PostFieldErrors = { ...serverErrors, ...(attempted ? validatePostText(values) : {}) };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setServerErrors({});
    if (hasFieldErrors(validatePostText(values))) return;

    commit({
      variables: { input: { postId, caption: values.caption, tags: tagList(values.tags) } },
      onCompleted: ({ updatePost }) => {
        if (updatePost?.updated) {
          showToast("Post updated successfully!", "success");
          onSaved();
          return;
        }
        const refusal = updatePost?.error ? readUserError(updatePost.error) : undefined;
        if (refusal) setServerErrors(fieldErrorsFromServer<PostField>(refusal));
        showToast(`Error ${refusal?.text ?? "the post could not be updated"}`, "error");
      },
      onError: (error) => {
        console.error("Post update failed", error);
        showToast(`Error ${error.message}`, "error");
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit Post" className="mt-4 space-y-4">
      <PostTextFields values={values} onChange={setValues} errors={errors} />
      <SubmitButton pending={isSaving} pendingLabel="saving">
        save
      </SubmitButton>
    </form>
  );
}
