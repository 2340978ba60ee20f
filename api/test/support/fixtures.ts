// Users and posts made through the domain: fast set-up for tests about something else.
import { Readable } from "node:stream";
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

let counter = 0;

export async function createUser(server: TestServer, username = `user${++counter}_${Date.now() % 100000}`): Promise<TestUser> {
  const { user, token } = await server.domain.accounts.signUp({
    name: `Name ${username}`,
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: "password123",
  });
  return { id: user.id, globalId: encodeGlobalID("User", user.id), username: user.username, token, viewer: { id: user.id, username: user.username } };
}

export function createUsers(server: TestServer, n: number): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: n }, () => createUser(server)));
}

export async function createPost(server: TestServer, author: TestUser, caption = "A post", tags = "code,post", color = "#3366ff") {
  const image = await server.domain.media.ingest(Readable.from([await pngImage(40, 30, color)]));
  const post = await server.domain.posts.create(author.viewer, { caption, tags, image });
  return { ...post, globalId: encodeGlobalID("Post", post.id) };
}
