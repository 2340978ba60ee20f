// The soak's people: the feed benchmark's seed at a small scale (200 users, 10,000 posts with
// images, likes, comments, 150 follows each), made afresh, then the users who may sign in, their
// tokens, who the listeners are and which posts they have open, and a few accounts made by
// sign-up for the log-ins (the seed's users have no password).
import { encodeGlobalID } from "@pothos/plugin-relay";
import type pg from "pg";
import type { BenchNode } from "../realtime/nodes.ts";
import { ensureSeeded } from "../seed.ts";
import type { Inbox } from "./ledger.ts";
import type { Listener } from "./listeners.ts";
import type { Population } from "./load.ts";

/** 200 users, 10,000 posts: a small community, seeded in seconds */
export const SOAK_SCALE = 0.01;
const LOG_IN_ACCOUNTS = 3;
const PASSWORD = "a soak benchmark passphrase";

export async function seed(databaseUrl: string, schema: string, log: (line: string) => void): Promise<void> {
  await ensureSeeded({ databaseUrl, schema, scale: SOAK_SCALE, reseed: true, log });
}

/**
 * Reads who is there. The seed's mutes and blocks are removed: they decide whether a write
 * notifies (the soak counts deliveries, not the safety rules the tests cover).
 */
export async function gather(db: pg.Client, node: BenchNode, listenerCount: number) {
  await db.query(`DELETE FROM "Mute"; DELETE FROM "Block"`);
  const users = await db.query<{ id: string }>(`SELECT id FROM "User" WHERE "suspendedAt" IS NULL ORDER BY username`);
  const userIds = users.rows.map((row) => row.id);
  const posts = await db.query<{ id: string; authorId: string; createdAt: Date }>(
    `SELECT p.id, p."authorId", p."createdAt" FROM "Post" p JOIN "User" u ON u.id = p."authorId" WHERE u."suspendedAt" IS NULL`,
  );
  const follows = await db.query<{ followerId: string; followeeId: string }>(
    `SELECT "followerId", "followeeId" FROM "Follow"`,
  );
  const tokens: string[] = await node.tokens(userIds);
  const listeners: Listener[] = userIds.slice(0, listenerCount).map((userId, index) => ({
    index,
    userId,
    token: tokens[index]!,
    watchedPosts: [],
  }));
  // each listener has its own newest post open, and the next listener's
  const newest = listeners.map(({ userId }) =>
    posts.rows.filter((p) => p.authorId === userId).reduce((a, b) => (a.createdAt > b.createdAt ? a : b)),
  );
  for (const listener of listeners)
    listener.watchedPosts = [newest[listener.index]!, newest[(listener.index + 1) % listeners.length]!].map((p) =>
      encodeGlobalID("Post", p.id),
    );
  return {
    listeners,
    userIds,
    tokens,
    posts: posts.rows.map(({ id, authorId }) => ({ id, authorId })),
    follows: new Set(follows.rows.map((f) => `${f.followerId} ${f.followeeId}`)),
    newest,
  };
}

/** Who watches each post, once the listeners' inboxes are known. */
export function population(
  gathered: Awaited<ReturnType<typeof gather>>,
  inboxes: Inbox[],
  logIns: Population["logIns"],
): Population {
  const { listeners, newest } = gathered;
  const inboxesOf = new Map(
    listeners.map(({ userId, index }) => [userId, inboxes.filter((inbox) => inbox.listener === index)]),
  );
  const watchers = new Map<string, Inbox[]>();
  for (const listener of listeners)
    for (const post of [newest[listener.index]!, newest[(listener.index + 1) % listeners.length]!]) {
      const graphqlFaces = inboxesOf.get(listener.userId)!.filter((inbox) => inbox.face !== "socket.io");
      watchers.set(post.id, [...(watchers.get(post.id) ?? []), ...graphqlFaces]);
    }
  return { ...gathered, inboxesOf, watchers, logIns };
}

/** Accounts with a real password (bcrypt as deployed), made through signUp on `baseUrl`. */
export async function signUpAccounts(baseUrl: string): Promise<Population["logIns"]> {
  const accounts: Population["logIns"] = [];
  for (let i = 0; i < LOG_IN_ACCOUNTS; i++) {
    const username = `soak_${i}`;
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      body: JSON.stringify({
        query: `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename } }`,
        variables: {
          input: { name: `Soak ${i}`, username, email: `${username}@bench.skysocial.test`, password: PASSWORD },
        },
      }),
    });
    const body = await response.text();
    if (!response.ok || !body.includes('"SignUpPayload"')) throw new Error(`sign-up answered ${body.slice(0, 200)}`);
    accounts.push({ username, password: PASSWORD });
  }
  return accounts;
}
