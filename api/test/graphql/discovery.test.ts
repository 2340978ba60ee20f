import { afterAll, beforeAll, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { SearchUsers, SuggestedPeople } from "./social-operations.ts";

let server: TestServer;
let me: TestUser;
const users: Record<string, TestUser> = {};

beforeAll(async () => {
  server = await createTestServer();
  me = await createUser(server, "me");
  for (const name of ["anna", "Annabel", "ann", "bert", "carl", "dora", "emil"])
    users[name] = await createUser(server, name);
  await server.prisma.user.update({ where: { id: users.bert!.id }, data: { name: "Annika Bertsen" } });
  const follow = (a: TestUser, b: TestUser) => server.domain.follows.follow(a.viewer, b.id);
  // me -> anna, ann; anna and ann both follow carl; ann follows dora; emil is followed by many
  await follow(me, users.anna!);
  await follow(me, users.ann!);
  await follow(users.anna!, users.carl!);
  await follow(users.ann!, users.carl!);
  await follow(users.ann!, users.dora!);
  for (const fan of [users.bert!, users.carl!, users.dora!]) await follow(fan, users.emil!);
});
afterAll(() => server.close());

it("finds people by username or name prefix, any case, the exact username first", async () => {
  const res = await execute(server, SearchUsers, { query: "ANN" }, { token: me.token });
  expect(res.data!.searchUsers!.map((u) => u.username)).toEqual(["ann", "anna", "Annabel", "bert"]);
  expect((await execute(server, SearchUsers, { query: "zzz" }, { token: me.token })).data!.searchUsers).toEqual([]);
});

it("matches a name prefix literally and in any case: % and _ are characters, not wildcards", async () => {
  const named = { pct: "100% Real", nopct: "100 Percent", under: "a_b Cee", nounder: "axb Dee", umlaut: "Ölaf Ek" };
  for (const [username, name] of Object.entries(named)) {
    const user = await createUser(server, username);
    await server.prisma.user.update({ where: { id: user.id }, data: { name } });
  }
  const search = async (query: string) =>
    (await execute(server, SearchUsers, { query }, { token: me.token })).data!.searchUsers!.map((u) => u.username);
  expect(await search("100%")).toEqual(["pct"]);
  expect(await search("100")).toEqual(["nopct", "pct"]); // byte order of the lower-cased name: " " before "%"
  expect(await search("A_B")).toEqual(["under"]);
  expect(await search("Ölaf")).toEqual(["umlaut"]);
});

it("suggests friends of friends first, then the most followed, never oneself or the followed", async () => {
  const res = await execute(server, SuggestedPeople, {}, { token: me.token });
  const names = res.data!.suggestedPeople!.map((u) => u.username);
  expect(names.slice(0, 3)).toEqual(["carl", "dora", "emil"]);
  expect(names).not.toContain("me");
  expect(names).not.toContain("anna");
  expect(names).not.toContain("ann");
  expect(names).toHaveLength(5);
});
