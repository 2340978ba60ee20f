// Rows a face reads by an id an operation or an event named (domain/rows.ts) answer what the
// model's read policy answers, whoever chose the id: the read-policy cases walked once more
// through `domain.rowsFor(viewer)`, each hidden row reading as null.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../../src/domain/auth/sessions.ts";
import { DeleteAccount } from "../graphql/account-operations.ts";
import { createPost, createUsers, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { newGame } from "../support/games.ts";
import { conversationCases, readPolicyCases } from "../support/read-policy-cases.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const found = async (row: Promise<unknown>) => (await row) !== null;

describe("people, profiles, posts and comments read by id answer as their policies", () => {
  it.each(readPolicyCases(() => server))("$name", async (c) => {
    const [viewer, author, stranger] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const post = await createPost(server, author);
    const comment = await server.domain.comments.add((c.commentBy ? stranger : author).viewer, post.id, "hello");
    await c.arrange?.({ viewer, author, stranger });
    const looking = c.lookingIs ? { visitor: null, author: author.viewer }[c.lookingIs] : viewer.viewer;
    const rows = server.domain.rowsFor(looking);

    expect({
      seen: await found(rows.person(author.id)),
      profile: await found(rows.profile(author.id)),
      post: await found(rows.post(post.id)),
      postSelected: await found(rows.postSelected(post.id, { id: true })),
      comment: await found(rows.comment(comment.id)),
    }).toEqual({
      seen: c.expected.seen,
      profile: c.expected.profile,
      post: c.expected.post,
      postSelected: c.expected.post,
      comment: c.expected.comment,
    });
  });
});

describe("conversations and messages read by id answer as their policy", () => {
  it.each(conversationCases(() => server))("$name", async (c) => {
    const [sender, receiver, other] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const message = await server.domain.messages.send(sender.viewer, receiver.id, "hello");
    await c.arrange?.({ sender, receiver });
    const looking = c.lookingIs ? { receiver, other, visitor: null }[c.lookingIs] : sender;
    const rows = server.domain.rowsFor(looking?.viewer ?? null);

    expect({
      conversation: await found(rows.conversation(message.conversationId)),
      message: await found(rows.message(message.id)),
      partner: await found(rows.conversationPerson(message.conversationId, receiver.id)),
    }).toEqual({ conversation: c.shows, message: c.shows, partner: c.shows });
  });

  it("a conversation's partner reads as their stand-in once they deleted their account, and nobody else does", async () => {
    const [sender, receiver, other] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const message = await server.domain.messages.send(sender.viewer, receiver.id, "hello");
    const deletion = { input: { password: TEST_PASSWORD, username: receiver.username } };
    expect((await execute(server, DeleteAccount, deletion, { token: receiver.token })).errors).toBeUndefined();
    const rows = server.domain.rowsFor(sender.viewer);
    // the conversation passed to a stand-in, a new account of its own
    const { lowUserId, highUserId } = await server.prisma.conversation.findUniqueOrThrow({
      where: { id: message.conversationId },
    });
    const standInId = lowUserId === sender.id ? highUserId : lowUserId;

    expect({
      partner: (await rows.conversationPerson(message.conversationId, standInId))?.deletedAt instanceof Date,
      seen: await found(rows.person(standInId)),
      // no longer a person of this conversation
      gone: await found(rows.conversationPerson(message.conversationId, receiver.id)),
      other: await found(rows.conversationPerson(message.conversationId, other.id)),
      // not a conversation of theirs
      outsider: await found(server.domain.rowsFor(other.viewer).conversationPerson(message.conversationId, sender.id)),
    }).toEqual({ partner: true, seen: false, gone: false, other: false, outsider: false });
  });
});

describe("the viewer's own rows by id", () => {
  it("games, their moves, invitations and notifications: their people's alone", async () => {
    const { x, o, game, invitation } = await newGame(server);
    const [outsider] = (await createUsers(server, 1)) as [TestUser];
    await server.domain.games.move(x.viewer, game.id, 4);
    const move = await server.prisma.gameMove.findFirstOrThrow({ where: { gameId: game.id } });
    const notification = await server.prisma.notification.create({
      data: { recipientId: o.id, actorId: x.id, kind: "LIKE" },
    });
    const reads = async (viewer: Viewer | null) => {
      const rows = server.domain.rowsFor(viewer);
      return {
        game: await found(rows.game(game.id)),
        move: await found(rows.gameMove(move.id)),
        invitation: await found(rows.gameInvitation(invitation.id)),
        notification: await found(rows.notification(notification.id)),
        story: await found(rows.notificationStory(notification.id)),
        // x did what o's notifications tell
        actor: await found(rows.notificationActor(x.id)),
      };
    };
    const theirs = { game: true, move: true, invitation: true };
    const none = { game: false, move: false, invitation: false, notification: false, story: false, actor: false };

    expect({
      x: await reads(x.viewer),
      o: await reads(o.viewer),
      outsider: await reads(outsider.viewer),
      visitor: await reads(null),
    }).toEqual({
      x: { ...theirs, notification: false, story: false, actor: false },
      o: { ...theirs, notification: true, story: true, actor: true },
      outsider: none,
      visitor: none,
    });
  });

  it("a notification's actor reads as null once the notification no longer shows (its recipient muted them)", async () => {
    const [recipient, actor] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const { id } = await server.prisma.notification.create({
      data: { recipientId: recipient.id, actorId: actor.id, kind: "LIKE" },
    });
    const rows = server.domain.rowsFor(recipient.viewer);
    const before = [await found(rows.notification(id)), await found(rows.notificationActor(actor.id))];
    await server.domain.mutes.mute(recipient.viewer, actor.id);

    expect({
      before,
      after: [await found(rows.notification(id)), await found(rows.notificationActor(actor.id))],
    }).toEqual({ before: [true, true], after: [false, false] });
  });

  it("the viewer reads their own account until it is suspended; a visitor has none", async () => {
    const [viewer] = (await createUsers(server, 1)) as [TestUser];
    const rows = server.domain.rowsFor(viewer.viewer);
    const before = { me: (await rows.me())?.id, selected: await rows.meSelected({ username: true }) };
    await server.prisma.user.update({ where: { id: viewer.id }, data: { suspendedAt: new Date() } });

    expect({
      before,
      after: await found(rows.me()),
      visitor: await found(server.domain.rowsFor(null).me()),
    }).toEqual({ before: { me: viewer.id, selected: { username: viewer.username } }, after: false, visitor: false });
  });
});
