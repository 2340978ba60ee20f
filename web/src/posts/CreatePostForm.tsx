import { useState, type FormEvent } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import { ImageField } from "../components/form/ImageField";
import { SubmitButton } from "../components/form/SubmitButton";
import { existingConnections } from "../relay/existingConnections";
import { fieldErrorsFromServer, hasFieldErrors } from "../components/form/fieldErrors";
import { useUser } from "../session/useUser";
import { useToast } from "../toast/useToast";
import { readUserError } from "../userErrors/userErrors";
import type { CreatePostFormMutation } from "./__generated__/CreatePostFormMutation.graphql";
import { feedConnectionId, profilePostsConnectionId } from "./postConnections";
import { tagList, validateNewPost, type PostField, type PostFieldErrors, type PostFormValues } from "./postFormValidation";
import { PostTextFields } from "./PostTextFields";

const FAILURE_MESSAGE = "Failed to create post. Please try again.";

export function CreatePostForm({ onCreated }: { onCreated: () => void }) {
  const [values, setValues] = useState<PostFormValues>({ caption: "", tags: "" });
  const [image, setImage] = useState<File | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PostFieldErrors>({});
  const environment = useRelayEnvironment();
  const viewer = useUser();
  const { showToast } = useToast();

  const [commit, isPosting] = useMutation<CreatePostFormMutation>(graphql`
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

  const clientErrors = attempted ? validateNewPost(values, image) : {};
  const errors: PostFieldErrors = { ...serverErrors, ...clientErrors };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setServerErrors({});
    if (image === null || hasFieldErrors(validateNewPost(values, image))) return;

    commit({
      variables: {
        // The multipart body replaces the file in the variables with its own part.
        input: { caption: values.caption, tags: tagList(values.tags), image },
        // The new post goes on top of the feed and of the own profile grid, whichever are loaded.
        connections: existingConnections(environment, [feedConnectionId(), profilePostsConnectionId(viewer.id)]),
      },
      uploadables: { "input.image": image },
      onCompleted: ({ createPost }) => {
        if (createPost?.created) {
          showToast("Post created successfully!", "success");
          onCreated();
          return;
        }
        const refusal = createPost?.error ? readUserError(createPost.error) : undefined;
        if (refusal) {
          setServerErrors(fieldErrorsFromServer<PostField>(refusal));
          console.error("Post creation refused:", refusal.text);
        }
        showToast(FAILURE_MESSAGE, "error");
      },
      onError: (error) => {
        console.error("Post creation failed", error);
        showToast(FAILURE_MESSAGE, "error");
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create a New Post" className="mt-4 space-y-4">
      <PostTextFields values={values} onChange={setValues} errors={errors}>
        <ImageField
          label="Image"
          name="image"
          file={image}
          onChange={(file) => {
            setImage(file);
            setServerErrors((current) => ({ ...current, image: undefined }));
          }}
          error={errors.image}
          previewAlt="Preview of the image to post"
        />
      </PostTextFields>
      <SubmitButton pending={isPosting} pendingLabel="posting">
        post
      </SubmitButton>
    </form>
  );
}
