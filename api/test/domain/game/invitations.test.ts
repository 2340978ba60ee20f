// Invitations and the clock: who may invite whom, one open invitation per pair, answering,
// expiry, the 30-second turn clock ending a game exactly once however many nodes sweep,
// rematches, and the leaderboard the results feed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotFoundError } from "../../../src/domain/errors.ts";
import { GameClock } from "../../../src/domain/game/clock.ts";
import { encodeStandingCursor } from "../../../src/domain/game/leaderboard.ts";
import { INVITATION_GRACE_MS, STANDARD_ANSWER_SECONDS } from "../../../src/domain/game/timing.ts";
import { createUser, createUsers, type TestUser } from "../../support/fixtures.ts";
import {
  befriend,
  newGame,
  overdueInvitation,
  overdueTurn,
  play,
  record,
  createGameTestServer,
} from "../../support/games.ts";
import type { TestServer } from "../../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createGameTestServer();
});
afterAll(async () => {
  await server?.close();
});

const invitations = () => server.domain.gameInvitations;
const rematchOffers = () => server.domain.rematchOffers;
const pair = async () => (await createUsers(server, 2)) as [TestUser, TestUser];

describe("inviting", () => {
  it("opens an invitation to an online person the inviter follows, answerable for 5 s plus 2 s of grace, and announces it", async () => {
    const [ada, bob] = await pair();
    await befriend(server, ada, bob);
    const invited = await record(server, "game.invited");
    const invitation = await invitations().invite(ada.viewer, bob.id);
    expect(invitation).toMatchObject({ inviterId: ada.id, inviteeId: bob.id, status: "PENDING", rematchOfId: null });
    expect(invitation.expiresAt.getTime() - invitation.createdAt.getTime()).toBe(
      STANDARD_ANSWER_SECONDS * 1000 + INVITATION_GRACE_MS,
    );
    expect((await invited.drain()).filter((e) => e.inviterId === ada.id)).toEqual([
      { invitationId: invitation.id, inviterId: ada.id, inviteeId: bob.id, rematchOfId: null },
    ]);
  });

  it("refuses yourself, someone not followed, someone offline, an unknown user, and a second open invitation between the pair (either way)", async () => {
    const [ada, bob] = await pair();
    const [carl, dora] = await pair();
    const before = await server.prisma.gameInvitation.count();
    await expect(invitations().invite(ada.viewer, ada.id)).rejects.toMatchObject({ reason: "SELF_INVITATION" });
    await server.presence.add(bob.id, "bob-tab");
    await expect(invitations().invite(ada.viewer, bob.id)).rejects.toMatchObject({
      reason: "NOT_FOLLOWING",
      message: "You can only invite people you follow.",
    });
    await server.domain.follows.follow(carl.viewer, dora.id);
    await expect(invitations().invite(carl.viewer, dora.id)).rejects.toMatchObject({ reason: "INVITEE_OFFLINE" });
    await expect(invitations().invite(ada.viewer, "01900000-0000-7000-8000-00000000dead")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(invitations().invite(ada.viewer, "not-an-id")).rejects.toBeInstanceOf(NotFoundError);
    expect(await server.prisma.gameInvitation.count()).toBe(before);

    await befriend(server, ada, bob);
    await befriend(server, bob, ada);
    await invitations().invite(ada.viewer, bob.id);
    await expect(invitations().invite(ada.viewer, bob.id)).rejects.toMatchObject({ reason: "DUPLICATE_INVITATION" });
    await expect(invitations().invite(bob.viewer, ada.id)).rejects.toMatchObject({ reason: "DUPLICATE_INVITATION" });
    expect(await server.prisma.gameInvitation.count()).toBe(before + 1);
  });

  it("opens one invitation when the pair invite each other at the same moment", async () => {
    const [ada, bob] = await pair();
    await befriend(server, ada, bob);
    await befriend(server, bob, ada);
    const results = await Promise.allSettled([
      invitations().invite(ada.viewer, bob.id),
      invitations().invite(bob.viewer, ada.id),
      invitations().invite(ada.viewer, bob.id),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ reason: "DUPLICATE_INVITATION" });
  });
});

describe("answering", () => {
  it("accepting starts a game with the inviter as team-1 (X) to move within 30 s; the invitation is then closed", async () => {
    const [ada, bob] = await pair();
    await befriend(server, ada, bob);
    const invitation = await invitations().invite(ada.viewer, bob.id);
    const answered = await record(server, "game.invitationAnswered");
    const { game, invitation: accepted } = await invitations().accept(bob.viewer, invitation.id);
    expect(game).toMatchObject({
      playerXId: ada.id,
      playerOId: bob.id,
      nextTurn: "X",
      status: "IN_PROGRESS",
      board: "---------",
    });
    expect(game.turnDeadline!.getTime() - game.createdAt.getTime()).toBe(30_000);
    expect(accepted).toMatchObject({ status: "ACCEPTED", gameId: game.id });
    expect((await answered.drain()).filter((e) => e.inviterId === ada.id)).toEqual([
      {
        invitationId: invitation.id,
        inviterId: ada.id,
        inviteeId: bob.id,
        rematchOfId: null,
        accepted: true,
        gameId: game.id,
      },
    ]);
    await expect(invitations().accept(bob.viewer, invitation.id)).rejects.toMatchObject({
      reason: "INVITATION_ANSWERED",
    });
    await expect(invitations().reject(bob.viewer, invitation.id)).rejects.toMatchObject({
      reason: "INVITATION_ANSWERED",
    });
  });

  it("rejecting tells the inviter; nobody but the invitee may answer", async () => {
    const [ada, bob] = await pair();
    const eve = await createUser(server);
    await befriend(server, ada, bob);
    const invitation = await invitations().invite(ada.viewer, bob.id);
    await expect(invitations().accept(ada.viewer, invitation.id)).rejects.toMatchObject({ reason: "NOT_INVITEE" });
    await expect(invitations().reject(eve.viewer, invitation.id)).rejects.toMatchObject({ reason: "NOT_INVITEE" });
    await expect(invitations().accept(bob.viewer, "01900000-0000-7000-8000-00000000dead")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const answered = await record(server, "game.invitationAnswered");
    expect(await invitations().reject(bob.viewer, invitation.id)).toMatchObject({ status: "REJECTED" });
    expect((await answered.drain()).filter((e) => e.inviterId === ada.id)).toMatchObject([
      { invitationId: invitation.id, inviterId: ada.id, accepted: false, gameId: null },
    ]);
    expect(await server.prisma.game.count({ where: { playerXId: ada.id } })).toBe(0);
  });

  it("two accepts at the same moment start one game", async () => {
    const [ada, bob] = await pair();
    await befriend(server, ada, bob);
    const invitation = await invitations().invite(ada.viewer, bob.id);
    const results = await Promise.allSettled([
      invitations().accept(bob.viewer, invitation.id),
      invitations().accept(bob.viewer, invitation.id),
      invitations().reject(bob.viewer, invitation.id),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await server.prisma.game.count({ where: { playerXId: ada.id } })).toBeLessThanOrEqual(1);
  });
});

describe("expiry", () => {
  it("an overdue invitation cannot be answered, is expired once however many sweep, tells both, and frees the pair", async () => {
    const [ada, bob] = await pair();
    await befriend(server, ada, bob);
    const invitation = await invitations().invite(ada.viewer, bob.id);
    await overdueInvitation(server, invitation.id);
    const expired = await record(server, "game.invitationExpired");
    await expect(invitations().accept(bob.viewer, invitation.id)).rejects.toMatchObject({
      reason: "INVITATION_EXPIRED",
      message: "This invitation has expired.",
    });
    const other = new GameClock({ prisma: server.prisma, bus: server.bus });
    await Promise.all([server.domain.gameClock.sweep(), other.sweep(), server.domain.gameClock.sweep()]);
    expect((await expired.drain()).filter((e) => e.inviterId === ada.id)).toEqual([
      { invitationId: invitation.id, inviterId: ada.id, inviteeId: bob.id, rematchOfId: null },
    ]);
    await expect(invitations().reject(bob.viewer, invitation.id)).rejects.toMatchObject({
      reason: "INVITATION_EXPIRED",
    });
    expect(await invitations().invite(ada.viewer, bob.id)).toMatchObject({ status: "PENDING" });
  });

  it("a new invitation expires the pair's overdue one itself when no sweep has yet", async () => {
    const [ada, bob] = await pair();
    await befriend(server, ada, bob);
    const first = await invitations().invite(ada.viewer, bob.id);
    await overdueInvitation(server, first.id);
    const second = await invitations().invite(ada.viewer, bob.id);
    expect(second.id).not.toBe(first.id);
    expect(await server.prisma.gameInvitation.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: "EXPIRED",
    });
  });
});

describe("the turn clock", () => {
  it("ends an overdue game exactly once with two nodes sweeping at the same moment: the player to move loses", async () => {
    const { x, o, game } = await newGame(server);
    await server.domain.games.move(x.viewer, game.id, 4);
    await overdueTurn(server, game.id); // O let the clock run out
    const ended = await record(server, "game.ended");
    const otherNode = new GameClock({ prisma: server.prisma, bus: server.bus });
    const sweeps = await Promise.all([
      server.domain.gameClock.sweep(),
      otherNode.sweep(),
      otherNode.sweep(),
      server.domain.gameClock.sweep(),
    ]);
    expect(sweeps.flatMap((s) => s.endedGames).filter((id) => id === game.id)).toHaveLength(1);
    expect((await ended.drain()).filter((e) => e.gameId === game.id)).toEqual([
      { gameId: game.id, playerXId: x.id, playerOId: o.id, winnerMark: "X", reason: "TIMEOUT", byId: null },
    ]);
    expect(await server.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "WON",
      winnerId: x.id,
      endReason: "TIMEOUT",
      turnDeadline: null,
    });
    expect(await server.domain.leaderboard.record(x.id)).toEqual({ wins: 1, draws: 0, losses: 0 });
    expect(await server.domain.leaderboard.record(o.id)).toEqual({ wins: 0, draws: 0, losses: 1 });
  });

  it("a move after the deadline is refused and ends the game then, without waiting for a sweep", async () => {
    const { x, o, game } = await newGame(server);
    await overdueTurn(server, game.id);
    await expect(server.domain.games.move(x.viewer, game.id, 0)).rejects.toMatchObject({
      reason: "TIME_RAN_OUT",
      message: "Your time ran out.",
    });
    const after = await server.prisma.game.findUniqueOrThrow({ where: { id: game.id }, include: { moves: true } });
    expect(after).toMatchObject({ status: "WON", winnerId: o.id, endReason: "TIMEOUT", board: "---------", moves: [] });
    expect((await server.domain.gameClock.sweep()).endedGames).not.toContain(game.id);
  });

  it("a move in time restarts the clock for the other player; a sweep leaves the game alone", async () => {
    const { x, game } = await newGame(server);
    const { game: after } = await server.domain.games.move(x.viewer, game.id, 0);
    expect(after.turnDeadline!.getTime()).toBeGreaterThan(game.turnDeadline!.getTime());
    expect((await server.domain.gameClock.sweep()).endedGames).not.toContain(game.id);
    expect(await server.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "IN_PROGRESS",
      nextTurn: "O",
    });
  });
});

describe("rematch", () => {
  it("after a game, an offer accepted starts a new game with roles swapped", async () => {
    const { x, o, game } = await newGame(server);
    await expect(rematchOffers().offer(x.viewer, game.id)).rejects.toMatchObject({ reason: "GAME_IN_PROGRESS" });
    await play(server, { x, o }, game.id, [0, 3, 1, 4, 2]);
    const offered = await rematchOffers().offer(x.viewer, game.id);
    expect(offered).toMatchObject({
      offer: { inviterId: x.id, inviteeId: o.id, rematchOfId: game.id, status: "PENDING" },
    });
    expect(await rematchOffers().offer(x.viewer, game.id)).toEqual(offered); // offering twice changes nothing
    await expect(rematchOffers().accept(x.viewer, game.id)).rejects.toMatchObject({ reason: "NO_REMATCH_OFFER" });
    const { game: rematch } = await rematchOffers().accept(o.viewer, game.id);
    expect(rematch).toMatchObject({
      playerXId: o.id,
      playerOId: x.id,
      previousGameId: game.id,
      status: "IN_PROGRESS",
      nextTurn: "X",
    });
    await expect(rematchOffers().offer(o.viewer, game.id)).rejects.toMatchObject({ reason: "REMATCH_STARTED" });
  });

  it("both offering means both agree: the second offer starts the rematch", async () => {
    const { x, o, game } = await newGame(server);
    await server.domain.games.forfeit(o.viewer, game.id);
    await rematchOffers().offer(o.viewer, game.id);
    const second = await rematchOffers().offer(x.viewer, game.id);
    expect(second).toMatchObject({ game: { playerXId: o.id, playerOId: x.id, previousGameId: game.id } });
  });

  it("only the players may offer", async () => {
    const { game } = await newGame(server);
    const eve = await createUser(server);
    await expect(rematchOffers().offer(eve.viewer, game.id)).rejects.toMatchObject({ reason: "NOT_A_PLAYER" });
    await expect(rematchOffers().accept(eve.viewer, game.id)).rejects.toMatchObject({ reason: "NOT_A_PLAYER" });
  });
});

describe("leaderboard", () => {
  it("counts wins, draws and losses, best first, overall and among the people the viewer follows", async () => {
    const { x: ada, o: bob, game: g1 } = await newGame(server);
    await play(server, { x: ada, o: bob }, g1.id, [0, 3, 1, 4, 2]); // ada wins
    const { game: g2 } = await rematchOffers()
      .offer(bob.viewer, g1.id)
      .then(() => rematchOffers().accept(ada.viewer, g1.id));
    await play(server, { x: bob, o: ada }, g2.id, [0, 1, 2, 4, 3, 5, 7, 6, 8]); // a draw
    const { game: g3 } = await rematchOffers()
      .offer(ada.viewer, g2.id)
      .then(() => rematchOffers().accept(bob.viewer, g2.id));
    await server.domain.games.forfeit(bob.viewer, g3.id); // bob (X here) gives up: ada wins
    expect(await server.domain.leaderboard.record(ada.id)).toEqual({ wins: 2, draws: 1, losses: 0 });
    expect(await server.domain.leaderboard.record(bob.id)).toEqual({ wins: 0, draws: 1, losses: 2 });

    const viewer = await createUser(server);
    await server.domain.follows.follow(viewer.viewer, bob.id);
    const following = await server.domain.leaderboard.page(viewer.viewer, "FOLLOWING", {});
    expect(following.nodes.map((s) => [s.userId, s.wins, s.draws, s.losses])).toEqual([[bob.id, 0, 1, 2]]);
    const everyone = await server.domain.leaderboard.page(viewer.viewer, "EVERYONE", { first: 50 });
    const ids = everyone.nodes.map((s) => s.userId);
    expect(ids.indexOf(ada.id)).toBeLessThan(ids.indexOf(bob.id));
    const ranks = everyone.nodes.map((s) => [s.wins, s.draws, -s.losses]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!));
  });

  it("pages by cursor without gaps or repeats, and refuses a forged cursor", async () => {
    const viewer = await createUser(server);
    const all = (await server.domain.leaderboard.page(viewer.viewer, "EVERYONE", { first: 50 })).nodes.map(
      (s) => s.userId,
    );
    const walked: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await server.domain.leaderboard.page(viewer.viewer, "EVERYONE", { first: 3, after });
      walked.push(...page.nodes.map((s) => s.userId));
      if (!page.hasNextPage) break;
      after = encodeStandingCursor(page.nodes.at(-1)!);
    }
    expect(walked).toEqual(all);
    for (const forged of [
      "nope",
      Buffer.from(JSON.stringify([1, 2, 3, "not-a-uuid"])).toString("base64url"),
      Buffer.from("[1e400,0,0,1]").toString("base64url"),
    ])
      await expect(server.domain.leaderboard.page(viewer.viewer, "EVERYONE", { after: forged })).rejects.toMatchObject({
        message: "Invalid cursor.",
      });
    expect((await server.domain.leaderboard.page(null, "FOLLOWING", {})).nodes).toEqual([]);
  });
});
