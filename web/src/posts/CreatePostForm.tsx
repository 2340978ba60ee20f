import { useActionKey } from "../mutations/actionKeys";
import { useState, type FormEvent } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import { LiveRegion } from "../components/LiveRegion";
import { SubmitButton } from "../components/form/SubmitButton";
import { existingConnections } from "../relay/existingConnections";
import { fieldErrorsFromServer, hasFieldErrors } from "../components/form/fieldErrors";
import { useFailureNotice } from "../components/form/useFailureNotice";
import { useFocusFirstInvalid } from "../components/form/useFocusFirstInvalid";
import { useUser } from "../session/useUser";
import { useToast } from "../toast/useToast";
import { useAppMutation } from "../mutations/useAppMutation";
import type { CreatePostFormMutation } from "./__generated__/CreatePostFormMutation.graphql";
import { feedConnectionId, profilePostsConnectionId } from "./postConnections";
import { PostImagesField, type ImageItem } from "./images/PostImagesField";
import {
  imageUploadables,
  newImagesInput,
  tagList,
  validatePost,
  type PostField,
  type PostFieldErrors,
  type PostFormValues,
} from "./postFormValidation";
import { PostTextFields } from "./PostTextFields";

const FAILURE_MESSAGE = "Failed to create post. Please try again.";

export function CreatePostForm({ onCreated }: { onCreated: () => void }) {
  const [values, setValues] = useState<PostFormValues>({ caption: "", tags: "" });
  const [images, setImages] = useState<ImageItem[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PostFieldErrors>({});
  const environment = useRelayEnvironment();
  const viewer = useUser();
  const { showToast } = useToast();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { failure, fail } = useFailureNotice();

  const [commit, isPosting] = useAppMutation<CreatePostFormMutation>(graphql`
    mutation CreatePostFormMutation($input: CreatePostInput!, $connections: [ID!]!) {
      createPost(input: $input) {
        ... on CreatePostPayload @alias(as: "created") {
          postEdge @prependEdge(connections: $connections) {
            cursor
            node {
              ...PostCard_post
              ...PostGridTile_post
            }
          }
          post {
            id
            author {
              id
              postCount
            }
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const clientErrors = attempted ? validatePost(values, images) : {};
  const errors: PostFieldErrors = { ...serverErrors, ...clientErrors };

  const actionKey = useActionKey();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setServerErrors({});
    if (hasFieldErrors(validatePost(values, images))) {
      focusFirstInvalid();
      return;
    }

    const input = { caption: values.caption, tags: tagList(values.tags), images: newImagesInput(images) };
    commit({
      variables: {
        // the files are not in `input` (uploadables): a retry is the same post by its texts
        input: { ...input, idempotencyKey: actionKey.for(input) },
        // The new post goes on top of the feed and of the own profile grid, whichever are loaded.
        connections: existingConnections(environment, [feedConnectionId(), profilePostsConnectionId(viewer.id)]),
      },
      // The multipart body replaces each file in the variables with its own part.
      uploadables: imageUploadables(images),
      onDone: () => {
        actionKey.done();
        showToast("Post created successfully!", "success");
        onCreated();
      },
      // the fields at fault say why under themselves
      onRefused: (refusal) => {
        setServerErrors(fieldErrorsFromServer<PostField>(refusal));
        if (hasFieldErrors(refusal.fieldTexts)) focusFirstInvalid();
        fail(FAILURE_MESSAGE);
      },
      failure: FAILURE_MESSAGE,
      onFailed: fail,
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Create a New Post" className="mt-4 space-y-4">
      <PostTextFields values={values} onChange={setValues} errors={errors}>
        <PostImagesField
          items={images}
          onChange={(items) => {
            setImages(items);
            // the server named images by their place in the list, which has changed
            setServerErrors(({ caption, tags }) => ({ caption, tags }));
          }}
          error={errors.images ?? errors.image}
          fieldErrors={errors}
        />
      </PostTextFields>
      <SubmitButton pending={isPosting} pendingLabel="posting">
        post
      </SubmitButton>
      <LiveRegion announcement={failure} urgent />
    </form>
  );
}
