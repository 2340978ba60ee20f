// A rematch offer lives only while its sender waits for it: never made to an opponent who is
// offline, withdrawn when the sender leaves the game or goes offline, expired after a while; a
// withdrawn or expired offer is never offered to the opponent when they come back.
import { describe, expect, it, vi } from "vitest";
import { createUser } from "../../support/fixtures.ts";
import { goOnline, newGame, overdueInvitation, record, gameTestServerPerFile } from "../../support/games.ts";
import { eventually } from "../../support/eventually.ts";
import { whenQuiet } from "../../support/quiet.ts";

const server = gameTestServerPerFile();

const invitations = () => server().domain.gameInvitations;
const rematchOffers = () => server().domain.rematchOffers;

/** A finished game (X forfeited) between two people online. */
async function finishedGame() {
  const played = await newGame(server());
  await server().domain.games.forfeit(played.x.viewer, played.game.id);
  return played;
}

async function offer(...args: Parameters<ReturnType<typeof rematchOffers>["offer"]>) {
  const offered = await rematchOffers().offer(...args);
  if (!("offer" in offered)) throw new Error("the rematch started");
  return offered.offer;
}

describe("a rematch offer", () => {
  it("is not made to an opponent who is offline: refused, nothing stored, nobody notified", async () => {
    const { x, o, game } = await finishedGame();
    await server().presence.remove(o.id, `test-connection-${o.id}`);
    await expect(rematchOffers().offer(x.viewer, game.id)).rejects.toMatchObject({
      reason: "OPPONENT_OFFLINE",
      message: "Your opponent is not online right now.",
    });
    expect(await server().prisma.gameInvitation.count({ where: { rematchOfId: game.id } })).toBe(0);
    expect(await server().prisma.notification.count({ where: { recipientId: o.id, kind: "REMATCH_OFFER" } })).toBe(0);
  });

  it("is withdrawn when its sender leaves the game: the opponent is told, cannot accept it, and is not offered it later", async () => {
    const { x, o, game } = await finishedGame();
    const sent = await offer(x.viewer, game.id);
    expect(await server().prisma.notification.findFirst({ where: { invitationId: sent.id } })).toMatchObject({
      recipientId: o.id,
      kind: "REMATCH_OFFER",
      readAt: null,
    });
    const withdrawnEvents = await record(server(), "game.invitationWithdrawn");
    const retracted = await record(server(), "notification.retracted");

    expect(await rematchOffers().withdraw(x.viewer, game.id)).toMatchObject({
      id: sent.id,
      status: "WITHDRAWN",
    });
    expect((await withdrawnEvents.drain()).filter((e) => e.rematchOfId === game.id)).toEqual([
      { invitationId: sent.id, inviterId: x.id, inviteeId: o.id, rematchOfId: game.id },
    ]);
    // unread, so it leaves the opponent's bell
    expect((await retracted.drain()).filter((e) => e.recipientId === o.id)).toHaveLength(1);
    expect(await server().prisma.notification.count({ where: { invitationId: sent.id } })).toBe(0);

    expect(await rematchOffers().openOffer(game.id)).toBeNull();
    await expect(invitations().accept(o.viewer, sent.id)).rejects.toMatchObject({ reason: "INVITATION_WITHDRAWN" });
    await expect(rematchOffers().accept(o.viewer, game.id)).rejects.toMatchObject({ reason: "NO_REMATCH_OFFER" });
    // offering again is possible, and leaving twice changes nothing
    expect(await rematchOffers().withdraw(x.viewer, game.id)).toBeNull();
    expect((await offer(x.viewer, game.id)).status).toBe("PENDING");
  });

  it("is the sender's alone to withdraw: the opponent leaving keeps it, a stranger is refused", async () => {
    const { x, o, game } = await finishedGame();
    const sent = await offer(x.viewer, game.id);
    expect(await rematchOffers().withdraw(o.viewer, game.id)).toBeNull();
    const eve = await createUser(server());
    await expect(rematchOffers().withdraw(eve.viewer, game.id)).rejects.toMatchObject({
      reason: "NOT_A_PLAYER",
    });
    expect((await rematchOffers().openOffer(game.id))?.id).toBe(sent.id);
  });

  it("is withdrawn when its sender goes offline (their last connection closed)", async () => {
    const { x, o, game } = await finishedGame();
    const sent = await offer(o.viewer, game.id);
    await server().domain.notifications.markRead(x.viewer);
    await server().presence.remove(o.id, `test-connection-${o.id}`);
    await eventually(async () =>
      expect(await server().prisma.gameInvitation.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({
        status: "WITHDRAWN",
      }),
    );
    expect(await rematchOffers().openOffer(game.id)).toBeNull();
    // read already: it stays in the bell, showing the offer withdrawn
    expect(await server().prisma.notification.findFirst({ where: { invitationId: sent.id } })).toMatchObject({
      recipientId: x.id,
    });
  });

  it("expires after a while unanswered, and is then never offered", async () => {
    const { x, o, game } = await finishedGame();
    const sent = await offer(o.viewer, game.id);
    await overdueInvitation(server(), sent.id);
    expect(await rematchOffers().openOffer(game.id)).toBeNull();
    await server().domain.gameClock.sweep();
    expect(await server().prisma.gameInvitation.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({
      status: "EXPIRED",
    });
    await expect(rematchOffers().accept(x.viewer, game.id)).rejects.toMatchObject({ reason: "NO_REMATCH_OFFER" });
  });

  it("costs someone going offline without an offer one read and no transaction (every node hears each disconnect)", async () => {
    const user = await createUser(server());
    await goOnline(server(), user);
    const before = await whenQuiet(server());
    const transactions = vi.spyOn(server().prisma, "$transaction");
    try {
      await server().presence.remove(user.id, `test-connection-${user.id}`);
      await eventually(() => expect(server().db.statementCount).toBeGreaterThan(before));
      expect((await whenQuiet(server())) - before).toBe(1);
      expect(transactions).not.toHaveBeenCalled();
    } finally {
      transactions.mockRestore();
    }
  });
});
