// The account v1's log-in and password change answer with (and GET /users) lists its owner's
// followings and followers as every other read does (domain/social/people-lists.ts): without a
// suspended account, which is gone to everyone while suspended (docs/v1-compatibility.md), in
// v1's edge shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { bearer, follow, signUp, type SignedUp } from "./v1-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

interface Lists {
  followings: unknown[];
  followers: unknown[];
}

const ROUTES: [string, (me: SignedUp) => Promise<Lists>][] = [
  [
    "POST /users/login",
    async (me) => {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/v1/users/login",
        payload: { username: me.account.username, password: me.account.password },
      });
      return response.json<{ result: { user: Lists } }>().result.user;
    },
  ],
  [
    "PATCH /users/updatePassword",
    async (me) => {
      const changed = "a changed passphrase for v1";
      const response = await server.app.inject({
        method: "PATCH",
        url: "/api/v1/users/updatePassword",
        headers: bearer(me.token),
        payload: { old_password: me.account.password, new_password: changed, confirm_password: changed },
      });
      return response.json<{ result: { user: Lists } }>().result.user;
    },
  ],
  [
    "GET /users",
    async (me) => {
      const response = await server.app.inject({ method: "GET", url: "/api/v1/users", headers: bearer(me.token) });
      return response.json<{ result: { user: Lists } }>().result.user;
    },
  ],
];

describe.each(ROUTES)("%s", (_route, account) => {
  it("lists the follows of the people its owner may see, not a suspended account's", async () => {
    const [me, friend, suspended] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    const iFollow = await follow(server, me.id, friend.id);
    const followsMe = await follow(server, friend.id, me.id);
    await follow(server, me.id, suspended.id);
    await follow(server, suspended.id, me.id);
    await server.prisma.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });

    const lists = await account(me);
    expect(lists.followings).toEqual([{ _id: iFollow.id, following: friend.id, user: me.id, __v: 0 }]);
    expect(lists.followers).toEqual([{ _id: followsMe.id, follower: friend.id, user: me.id, __v: 0 }]);
  });
});
