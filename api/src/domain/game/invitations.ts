// Invitations to play: from the lobby to an online person the inviter follows, or as a rematch
// offer after a finished game. At most one is open per pair (a partial unique index, so two
// invitations sent at the same moment cannot both open); each expires server-side, whichever
// node's sweeper sees its deadline first (clock.ts). Accepting starts the game.
import { Prisma, type Game, type GameInvitation, type PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { OnlineUsers } from "../chat/online.ts";
import type { RateLimit } from "../auth/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { pairOf } from "../chat/rules.ts";
import type { QueryShape } from "../pagination.ts";
import { inTransaction, type PendingEvents } from "../transaction.ts";
import { TURN_MS, markOf, type DeadlineWatch } from "./games.ts";
import { databaseNow, later, lockGame, lockInvitation } from "./locks.ts";
import { GameRefusedError } from "./refusals.ts";

/** The invitee's Accept/Reject prompt shows this long (the spec's 5000 ms)... */
export const INVITATION_PROMPT_MS = 5_000;
/** ...and the server waits this much more for an answer clicked at the last moment to arrive. */
export const INVITATION_GRACE_MS = 2_000;
/** A rematch offer waits longer: the opponent is looking at the result, not at a prompt. */
export const REMATCH_OFFER_MS = 30_000;

export interface InvitationWatch extends DeadlineWatch {
  watchInvitation(invitationId: string, expiresAt: Date): void;
}

export const OPEN_INVITATIONS_MAX = 50;

const eventOf = (invitation: GameInvitation) => ({
  invitationId: invitation.id,
  inviterId: invitation.inviterId,
  inviteeId: invitation.inviteeId,
  rematchOfId: invitation.rematchOfId,
});

export class GameInvitations {
  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus; online: OnlineUsers; invites: RateLimit; clock: InvitationWatch }) {}

  /** Invites an online person the viewer follows to play. */
  async invite(viewer: Viewer, inviteeId: string): Promise<GameInvitation> {
    const id = requireId(inviteeId, "User");
    if (id === viewer.id) throw new GameRefusedError("SELF_INVITATION");
    const { prisma } = this.deps;
    const invitee = await prisma.user.findUnique({ where: { id }, select: { id: true, followers: { where: { followerId: viewer.id }, select: { id: true } } } });
    if (!invitee) throw new NotFoundError("User");
    if (!invitee.followers.length) throw new GameRefusedError("NOT_FOLLOWING");
    if (!(await this.deps.online.onlineAmong([id])).length) throw new GameRefusedError("INVITEE_OFFLINE");
    await this.deps.invites.take(viewer.id);
    return this.open(viewer.id, id, null, INVITATION_PROMPT_MS + INVITATION_GRACE_MS);
  }

  /** The invitee accepts: the game starts, the inviter (team-1, X) to move; a rematch swaps the roles. */
  async accept(viewer: Viewer, invitationId: string): Promise<{ invitation: GameInvitation; game: Game }> {
    const result = await this.answer(viewer, requireId(invitationId, "Invitation"), (tx, events, invitation, now) => this.startGame(tx, events, invitation, now));
    this.deps.clock.watchGame(result.game.id, result.game.turnDeadline!);
    return result;
  }

  /** The invitee says no: the inviter is told. */
  async reject(viewer: Viewer, invitationId: string): Promise<GameInvitation> {
    return this.answer(viewer, requireId(invitationId, "Invitation"), async (tx, events, invitation, now) => {
      const rejected = await tx.gameInvitation.update({ where: { id: invitation.id }, data: { status: "REJECTED", respondedAt: now } });
      events.publish("game.invitationAnswered", { ...eventOf(rejected), accepted: false, gameId: null });
      return rejected;
    });
  }

  /**
   * After a finished game, one player offers to play again. If the opponent had offered already,
   * this accepts theirs and the rematch starts at once; offering twice changes nothing.
   */
  async offerRematch(viewer: Viewer, gameId: string): Promise<{ offer: GameInvitation } | { invitation: GameInvitation; game: Game }> {
    const id = requireId(gameId, "Game");
    const { prisma } = this.deps;
    const game = await prisma.game.findUnique({ where: { id }, include: { rematch: { select: { id: true } } } });
    if (!game) throw new NotFoundError("Game");
    const mark = markOf(game, viewer.id);
    if (!mark) throw new GameRefusedError("NOT_A_PLAYER");
    if (game.status === "IN_PROGRESS") throw new GameRefusedError("GAME_IN_PROGRESS");
    if (game.rematch) throw new GameRefusedError("REMATCH_STARTED");
    const opponentId = mark === "X" ? game.playerOId : game.playerXId;
    const open = await this.openBetween(viewer.id, opponentId);
    if (open?.rematchOfId === id && open.inviteeId === viewer.id) return this.accept(viewer, open.id);
    if (open?.rematchOfId === id) return { offer: open };
    return { offer: await this.open(viewer.id, opponentId, id, REMATCH_OFFER_MS) };
  }

  /** Accepts the opponent's open rematch offer of `gameId`. */
  async acceptRematch(viewer: Viewer, gameId: string): Promise<{ invitation: GameInvitation; game: Game }> {
    const id = requireId(gameId, "Game");
    const offer = await this.deps.prisma.gameInvitation.findFirst({ where: { rematchOfId: id, status: "PENDING", inviteeId: viewer.id } });
    if (!offer) {
      const game = await this.deps.prisma.game.findUnique({ where: { id }, select: { playerXId: true, playerOId: true } });
      if (!game) throw new NotFoundError("Game");
      throw new GameRefusedError(markOf(game, viewer.id) ? "NO_REMATCH_OFFER" : "NOT_A_PLAYER");
    }
    return this.accept(viewer, offer.id);
  }

  /** The open invitation between two people (either way), if any; one past its deadline counts as closed. */
  async openBetween(a: string, b: string): Promise<GameInvitation | null> {
    return this.deps.prisma.gameInvitation.findFirst({ where: { ...pairOf(a, b), status: "PENDING", expiresAt: { gt: new Date() } } });
  }

  /** The open rematch offer of a game (from either player), if any. */
  async openRematchOffer(gameId: string, shape: QueryShape = {}): Promise<GameInvitation | null> {
    const offer = await this.deps.prisma.gameInvitation.findFirst({ ...shape, where: { rematchOfId: gameId, status: "PENDING", expiresAt: { gt: new Date() } } });
    return offer as GameInvitation | null;
  }

  /** The viewer's open lobby invitations, received or sent, newest first (rematch offers are on their game). */
  async openFor(viewer: Viewer, direction: "received" | "sent", first: number, shape: QueryShape = {}): Promise<GameInvitation[]> {
    if (!Number.isInteger(first) || first < 1 || first > OPEN_INVITATIONS_MAX)
      throw ValidationError.of("first", "PAGE_SIZE_OUT_OF_RANGE", OPEN_INVITATIONS_MAX);
    const who = direction === "received" ? { inviteeId: viewer.id } : { inviterId: viewer.id };
    const rows = await this.deps.prisma.gameInvitation.findMany({
      ...shape,
      where: { ...who, status: "PENDING", rematchOfId: null, expiresAt: { gt: new Date() } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: first,
    });
    return rows as GameInvitation[];
  }

  /** Opens an invitation from `inviterId` to `inviteeId`, first expiring the pair's overdue one (if the sweeper has not yet). */
  private async open(inviterId: string, inviteeId: string, rematchOfId: string | null, windowMs: number): Promise<GameInvitation> {
    const pair = pairOf(inviterId, inviteeId);
    try {
      const invitation = await inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
        await expireOverdueInvitations(tx, events, pair);
        const now = await databaseNow(tx);
        const created = await tx.gameInvitation.create({ data: { inviterId, inviteeId, ...pair, rematchOfId, createdAt: now, expiresAt: later(now, windowMs) } });
        events.publish("game.invited", eventOf(created));
        return created;
      });
      this.deps.clock.watchInvitation(invitation.id, invitation.expiresAt);
      return invitation;
    } catch (error) {
      // the pair's partial unique index: an invitation between them is open (or opened meanwhile)
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new GameRefusedError("DUPLICATE_INVITATION");
      throw error;
    }
  }

  /** Runs `act` on the locked invitation if the viewer is its invitee and it is still open; one found overdue expires first. */
  private async answer<T>(viewer: Viewer, id: string, act: (tx: Prisma.TransactionClient, events: PendingEvents, invitation: GameInvitation, now: Date) => Promise<T>): Promise<T> {
    const result = await inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const { invitation, now } = await lockInvitation(tx, id);
      if (invitation.inviteeId !== viewer.id) throw new GameRefusedError("NOT_INVITEE");
      if (invitation.status === "EXPIRED") throw new GameRefusedError("INVITATION_EXPIRED");
      if (invitation.status !== "PENDING") throw new GameRefusedError("INVITATION_ANSWERED");
      if (invitation.expiresAt <= now) {
        await expireOverdueInvitations(tx, events, { id });
        return { expired: true as const };
      }
      return { expired: false as const, value: await act(tx, events, invitation, now) };
    });
    if (result.expired) throw new GameRefusedError("INVITATION_EXPIRED");
    return result.value;
  }

  private async startGame(tx: Prisma.TransactionClient, events: PendingEvents, invitation: GameInvitation, now: Date) {
    let players = { playerXId: invitation.inviterId, playerOId: invitation.inviteeId };
    if (invitation.rematchOfId) {
      // the finished game is locked so its one rematch cannot start twice (previousGameId is unique besides)
      const { game: previous } = await lockGame(tx, invitation.rematchOfId);
      if (await tx.game.findUnique({ where: { previousGameId: previous.id }, select: { id: true } })) throw new GameRefusedError("REMATCH_STARTED");
      players = { playerXId: previous.playerOId, playerOId: previous.playerXId };
    }
    const game = await tx.game.create({ data: { ...players, previousGameId: invitation.rematchOfId, createdAt: now, turnDeadline: later(now, TURN_MS) } });
    const accepted = await tx.gameInvitation.update({ where: { id: invitation.id }, data: { status: "ACCEPTED", respondedAt: now, gameId: game.id } });
    events.publish("game.invitationAnswered", { ...eventOf(accepted), accepted: true, gameId: game.id });
    return { invitation: accepted, game };
  }
}

const SWEEP_BATCH = 100;

/**
 * Expires open invitations past their deadline (all of them, a pair's, or one), exactly once
 * whichever nodes sweep at the same moment (rows claimed FOR UPDATE SKIP LOCKED, updated only
 * while still PENDING and overdue), and tells both people.
 */
export async function expireOverdueInvitations(tx: Prisma.TransactionClient, events: PendingEvents, only: { id?: string; lowUserId?: string; highUserId?: string } = {}): Promise<number> {
  const id = only.id ?? null;
  const low = only.lowUserId ?? null;
  const high = only.highUserId ?? null;
  const expired = await tx.$queryRaw<GameInvitation[]>`
    UPDATE "GameInvitation" AS i SET "status" = 'EXPIRED'
    WHERE i."id" IN (
      SELECT "id" FROM "GameInvitation"
      WHERE "status" = 'PENDING' AND "expiresAt" <= clock_timestamp()
        AND (${id}::uuid IS NULL OR "id" = ${id}::uuid)
        AND (${low}::uuid IS NULL OR ("lowUserId" = ${low}::uuid AND "highUserId" = ${high}::uuid))
      ORDER BY "expiresAt" LIMIT ${SWEEP_BATCH}
      FOR UPDATE SKIP LOCKED)
    AND i."status" = 'PENDING' AND i."expiresAt" <= clock_timestamp()
    RETURNING i."id", i."inviterId", i."inviteeId", i."rematchOfId"`;
  for (const invitation of expired) events.publish("game.invitationExpired", eventOf(invitation));
  return expired.length;
}
