// A missed invitation leaves a trace: every invitation and rematch offer is also a notification
// in the invitee's bell, tied to it, answerable while it is open; answering marks it read,
// expiring leaves it unread (the trace), and each change is announced for the bell to follow live.
import { describe, expect, it } from "vitest";
import { notificationMessage } from "../../../src/domain/notifications/notifications.ts";
import { createUsers, type TestUser } from "../../support/fixtures.ts";
import { befriend, newGame, overdueInvitation, record, gameTestServerPerFile } from "../../support/games.ts";

const server = gameTestServerPerFile();

const invitations = () => server().domain.gameInvitations;
const rematchOffers = () => server().domain.rematchOffers;
const notificationOf = (invitationId: string) =>
  server().prisma.notification.findFirstOrThrow({ where: { invitationId } });

/** Ada invites Bob, who has read the notification of her follow. */
async function invited() {
  const [ada, bob] = (await createUsers(server(), 2)) as [TestUser, TestUser];
  await befriend(server(), ada, bob);
  await server().domain.notifications.clearAll(bob.viewer);
  const created = await record(server(), "notification.created");
  const invitation = await invitations().invite(ada.viewer, bob.id);
  const announced = (await created.drain()).filter((e) => e.recipientId === bob.id);
  return { ada, bob, invitation, announced };
}

describe("an invitation in the bell", () => {
  it("is a GAME_INVITATION notification of the invitee, unread, announced, worded for the bell", async () => {
    const { ada, bob, invitation, announced } = await invited();
    const notification = await notificationOf(invitation.id);
    expect(notification).toMatchObject({
      kind: "GAME_INVITATION",
      actorId: ada.id,
      recipientId: bob.id,
      readAt: null,
      postId: null,
    });
    expect(announced).toContainEqual({
      notificationId: notification.id,
      recipientId: bob.id,
      groupKey: `ONE.${notification.id}`,
    });
    expect(await server().domain.notifications.unreadCount(bob.viewer)).toBe(1);
    expect(notificationMessage("GAME_INVITATION", ada.username)).toBe(
      `${ada.username} invited you to play Tic Tac Toe`,
    );
    expect(await server().prisma.notification.count({ where: { recipientId: ada.id } })).toBe(0);
  });

  it("answered (from the prompt or the bell) is read, and the change is announced", async () => {
    const { bob, invitation } = await invited();
    const updated = await record(server(), "notification.updated");
    await invitations().reject(bob.viewer, invitation.id);
    const notification = await notificationOf(invitation.id);
    expect(notification.readAt).not.toBeNull();
    expect((await updated.drain()).filter((e) => e.recipientId === bob.id)).toEqual([
      { notificationId: notification.id, recipientId: bob.id, groupKey: `ONE.${notification.id}` },
    ]);
    expect(await server().domain.notifications.unreadCount(bob.viewer)).toBe(0);
  });

  it("expired stays unread, the trace of a missed invitation, and the change is announced", async () => {
    const { bob, invitation } = await invited();
    const updated = await record(server(), "notification.updated");
    await overdueInvitation(server(), invitation.id);
    await server().domain.gameClock.sweep();
    const notification = await server().prisma.notification.findFirstOrThrow({
      where: { invitationId: invitation.id },
      include: { invitation: true },
    });
    expect(notification).toMatchObject({ readAt: null, invitation: { status: "EXPIRED" } });
    expect((await updated.drain()).filter((e) => e.recipientId === bob.id)).toEqual([
      { notificationId: notification.id, recipientId: bob.id, groupKey: `ONE.${notification.id}` },
    ]);
  });

  it("is replaced by the same person's next invitation (the bell lists the latest one)", async () => {
    const { ada, bob, invitation } = await invited();
    await invitations().reject(bob.viewer, invitation.id);
    const first = await notificationOf(invitation.id);
    const retracted = await record(server(), "notification.retracted");
    const second = await invitations().invite(ada.viewer, bob.id);
    expect((await retracted.drain()).filter((e) => e.recipientId === bob.id)).toEqual([
      { notificationId: first.id, recipientId: bob.id, groupKey: `ONE.${first.id}` },
    ]);
    expect(
      (await server().prisma.notification.findMany({ where: { recipientId: bob.id } })).map((n) => n.invitationId),
    ).toEqual([second.id]);
  });

  it("a rematch offer is a REMATCH_OFFER notification, read once the rematch starts", async () => {
    const { x, o, game } = await newGame(server());
    await server().domain.games.forfeit(o.viewer, game.id);
    const offered = await rematchOffers().offer(o.viewer, game.id);
    if (!("offer" in offered)) throw new Error("the rematch started");
    expect(await notificationOf(offered.offer.id)).toMatchObject({
      kind: "REMATCH_OFFER",
      actorId: o.id,
      recipientId: x.id,
      readAt: null,
    });
    await rematchOffers().offer(x.viewer, game.id); // both offered: it starts
    expect((await notificationOf(offered.offer.id)).readAt).not.toBeNull();
  });
});
