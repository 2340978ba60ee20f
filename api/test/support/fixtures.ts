// Users and posts made through the domain: fast set-up for tests about something else.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { pngImage } from "./images.ts";
import type { TestServer } from "./test-server.ts";

export interface TestUser {
  id: string;
  globalId: string;
  username: string;
  token: string;
  viewer: { id: string; username: string };
}

/** Every test user's password (createUser's): one place, so a password rule changes one line. */
export const TEST_PASSWORD = "a fixture passphrase 42";
/** What tests change TEST_PASSWORD to. */
export const CHANGED_TEST_PASSWORD = "another fixture passphrase 7";

let counter = 0;

export async function createUser(
  server: TestServer,
  username = `user${++counter}_${Date.now() % 100000}`,
): Promise<TestUser> {
  const { user, token } = await server.domain.accounts.signUp(
    { name: `Name ${username}`, username, email: `${username.toLowerCase()}@example.com`, password: TEST_PASSWORD },
    "test-fixtures",
  );
  return {
    id: user.id,
    globalId: encodeGlobalID("User", user.id),
    username: user.username,
    token,
    viewer: { id: user.id, username: user.username },
  };
}

export function createUsers(server: TestServer, n: number): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: n }, () => createUser(server)));
}

export async function createPost(
  server: TestServer,
  author: TestUser,
  caption = "A post",
  tags = "code,post",
  color = "#3366ff",
) {
  const post = await server.domain.posts.create(author.viewer, {
    caption,
    tags,
    image: [await pngImage(40, 30, color)],
  });
  const { mediaId: imageId } = await server.prisma.postImage.findFirstOrThrow({
    where: { postId: post.id, position: 0 },
    select: { mediaId: true },
  });
  return { ...post, imageId, globalId: encodeGlobalID("Post", post.id) };
}
