import type { Page } from "playwright-core";
import { inject } from "vitest";
import { sessionFromAuthPayload, SESSION_STORAGE_KEY, type AuthPayloadSnapshot } from "../../src/session/storedSession";
import type { ImageUpload, TestUser } from "./authPage";

// Shortcuts over GraphQL/HTTP for the setup a test is not about; the journeys themselves click through the UI.

interface GraphQLBody<Data> {
  readonly data?: Data;
  readonly errors?: ReadonlyArray<{ readonly message: string }>;
}

async function graphqlRequest<Data>(
  body: BodyInit,
  token: string | null,
  json: boolean,
  baseUrl = inject("baseUrl"),
): Promise<Data> {
  const headers: Record<string, string> = { "x-graphql-yoga-csrf": "1" };
  if (json) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/graphql`, { method: "POST", headers, body });
  const result = (await response.json()) as GraphQLBody<Data>;
  if (!result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** A GraphQL request as `token`'s user (or signed out), to `baseUrl` or the suite's server; its data, or a throw with the errors. */
export function graphql<Data>(
  query: string,
  variables: object,
  token: string | null = null,
  baseUrl?: string,
): Promise<Data> {
  return graphqlRequest<Data>(JSON.stringify({ query, variables }), token, true, baseUrl);
}

export interface ApiUser extends TestUser {
  readonly auth: AuthPayloadSnapshot;
}

/** `baseUrl`: another server than the suite's (a test file's own). */
export async function signUpViaApi(user: TestUser, baseUrl?: string): Promise<ApiUser> {
  const data = await graphql<{ signUp: Partial<AuthPayloadSnapshot> & { message?: string } }>(
    `mutation ($input: SignUpInput!) {
      signUp(input: $input) {
        ... on SessionPayload { token viewer { id databaseId username profileImage { url } } }
        ... on UserError { code message }
      }
    }`,
    { input: user },
    null,
    baseUrl,
  );
  const { token, viewer } = data.signUp;
  if (!token || !viewer) throw new Error(`signUp failed: ${data.signUp.message}`);
  return { ...user, auth: { token, viewer } };
}

/** Signs the page in as `user` the way the app does after login: userData in localStorage. */
export async function openSignedIn(page: Page, user: ApiUser, path = "/"): Promise<void> {
  // The auth page is the one screen that needs no session; it gives access to the app's localStorage.
  await page.goto("/register");
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(sessionFromAuthPayload(user.auth)),
  ] as const);
  await page.goto(path);
}

export async function followViaApi(follower: ApiUser, followed: ApiUser): Promise<void> {
  await graphql(
    `mutation ($input: FollowUserInput!) { followUser(input: $input) { __typename } }`,
    { input: { userId: followed.auth.viewer.id } },
    follower.auth.token,
  );
}

export async function unfollowViaApi(follower: ApiUser, followed: ApiUser): Promise<void> {
  await graphql(
    `mutation ($input: UnfollowUserInput!) { unfollowUser(input: $input) { __typename } }`,
    { input: { userId: followed.auth.viewer.id } },
    follower.auth.token,
  );
}

export interface CreatedPost {
  /** the Relay id */
  readonly id: string;
  /** the plain id of the post's page address, /p/{databaseId} */
  readonly databaseId: string;
}

/** Creates a post with `image` as its picture (on `baseUrl`: another server than the suite's). */
export async function createPostViaApi(
  author: ApiUser,
  post: { readonly caption: string; readonly tags: string },
  image: ImageUpload,
  baseUrl?: string,
): Promise<CreatedPost> {
  const body = new FormData();
  body.append(
    "operations",
    JSON.stringify({
      query: `mutation ($input: CreatePostInput!) {
        createPost(input: $input) { ... on CreatePostPayload { post { id databaseId } } ... on UserError { code message } }
      }`,
      variables: { input: { caption: post.caption, tags: post.tags.split(","), image: null } },
    }),
  );
  body.append("map", JSON.stringify({ 0: ["variables.input.image"] }));
  body.append("0", new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  const data = await graphqlRequest<{ createPost: { post?: CreatedPost; message?: string } }>(
    body,
    author.auth.token,
    false,
    baseUrl,
  );
  if (!data.createPost.post) throw new Error(`createPost failed: ${data.createPost.message}`);
  return data.createPost.post;
}

/** createPost with several images, each with its alt text ("" for none), in this order. */
export async function createPostWithImagesViaApi(
  author: ApiUser,
  post: { readonly caption: string; readonly tags: string },
  images: readonly { readonly image: ImageUpload; readonly altText: string }[],
): Promise<CreatedPost> {
  const body = new FormData();
  body.append(
    "operations",
    JSON.stringify({
      query: `mutation ($input: CreatePostInput!) {
        createPost(input: $input) { ... on CreatePostPayload { post { id databaseId } } ... on UserError { code message } }
      }`,
      variables: {
        input: {
          caption: post.caption,
          tags: post.tags.split(","),
          images: images.map(({ altText }) => ({ file: null, altText })),
        },
      },
    }),
  );
  body.append(
    "map",
    JSON.stringify(Object.fromEntries(images.map((_, i) => [String(i), [`variables.input.images.${i}.file`]]))),
  );
  images.forEach(({ image }, i) =>
    body.append(String(i), new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name),
  );
  const data = await graphqlRequest<{ createPost: { post?: CreatedPost; message?: string } }>(
    body,
    author.auth.token,
    false,
  );
  if (!data.createPost.post) throw new Error(`createPost failed: ${data.createPost.message}`);
  return data.createPost.post;
}

/** likePost, unlikePost, savePost or deletePost on the post with Relay id `postId` (on `baseUrl`: another server than the suite's). */
export async function postActionViaApi(
  user: ApiUser,
  action: "likePost" | "unlikePost" | "savePost" | "deletePost",
  postId: string,
  baseUrl?: string,
): Promise<void> {
  const inputType = `${action[0]!.toUpperCase()}${action.slice(1)}Input`; // one input type per mutation
  const data = await graphql<Record<string, { __typename: string; message?: string }>>(
    `mutation ($input: ${inputType}!) { ${action}(input: $input) { __typename ... on UserError { code message } } }`,
    { input: { postId } },
    user.auth.token,
    baseUrl,
  );
  if (data[action]?.message) throw new Error(`${action} failed: ${data[action].message}`);
}

/** `user` comments `body` on the post with Relay id `postId` (on `baseUrl`: another server than the suite's). */
export async function commentViaApi(user: ApiUser, postId: string, body: string, baseUrl?: string): Promise<void> {
  const data = await graphql<{ addComment: { message?: string } }>(
    `mutation ($input: AddCommentInput!) { addComment(input: $input) { ... on UserError { code message } } }`,
    { input: { postId, body } },
    user.auth.token,
    baseUrl,
  );
  if (data.addComment.message) throw new Error(`addComment failed: ${data.addComment.message}`);
}

export async function setBioViaApi(user: ApiUser, bio: string): Promise<void> {
  const data = await graphql<{ updateProfile: { message?: string } }>(
    `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ... on UserError { code message } } }`,
    { input: { bio } },
    user.auth.token,
  );
  if (data.updateProfile.message) throw new Error(`updateProfile failed: ${data.updateProfile.message}`);
}
