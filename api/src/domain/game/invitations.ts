// Invitations to play: from the lobby to an online person the inviter follows, or as a rematch
// offer after a finished game (rematch-offers.ts makes and withdraws those). At most one is open
// per pair (a partial unique index, so two invitations sent at the same moment cannot both open);
// each expires server-side, whichever node's sweeper sees its deadline first (clock.ts), after the
// invitee's own answer window (a personal setting: timing.ts). The invitee's bell keeps a
// notification of each, answerable while it is open. Accepting starts the game, with the longest
// turn either asked for: the inviter's choice, or either person's own setting (timing.ts),
// whoever's it is named so the other knows why.
import { Prisma, type Game, type GameInvitation, type PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { OnlineUsers } from "../presence/online.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { pairOf } from "../chat/rules.ts";
import {
  announceInvitationsClosed,
  noticeInvitationAnswered,
  notify,
  retractUnreadInvitations,
} from "../notifications/notifications.ts";
import { claimKey, settleKey, stillThere, type IdempotencyKeys, type KeyClaim } from "../idempotency-keys.ts";
import { inTransaction, type PendingEvents } from "../transaction.ts";
import { markOf, type DeadlineWatch } from "./games.ts";
import { databaseNow, later, lockGame, lockInvitation } from "./locks.ts";
import { GameRefusedError } from "./refusals.ts";
import { requireOffered } from "./settings.ts";
import { ACTIVE_ACCOUNT } from "../users/active-accounts.ts";
import { assertMayInvite } from "../users/contact-settings.ts";
import { answerWindowMs, longestTurn, ownTurnAsk, STANDARD_TURN_SECONDS, TURN_SECONDS_CHOICES } from "./timing.ts";
import { inShape, type QueryShape } from "../pagination.ts";

export interface InvitationWatch extends DeadlineWatch {
  watchInvitation(invitationId: string, expiresAt: Date): void;
}

export const OPEN_INVITATIONS_MAX = 50;

/** What an invitation opens with: who, what for, and its two lengths. */
interface Opening {
  inviterId: string;
  inviteeId: string;
  rematchOfId: string | null;
  /** the invitee's window to answer */
  answerSeconds: number;
  /** the turn length of the game it starts, and who asked for it (longestTurn) */
  turnSeconds: number;
  turnSecondsAskedById: string | null;
}

/** What every invitation event says: which invitation, between whom, and of which game if a rematch offer. */
export const invitationEventOf = (
  invitation: Pick<GameInvitation, "id" | "inviterId" | "inviteeId" | "rematchOfId">,
) => ({
  invitationId: invitation.id,
  inviterId: invitation.inviterId,
  inviteeId: invitation.inviteeId,
  rematchOfId: invitation.rematchOfId,
});

/** What asking someone to play needs, a lobby invitation or a rematch offer alike. */
export interface InvitingDeps {
  prisma: PrismaClient;
  bus: EventBus;
  /** only someone online is asked */
  online: OnlineUsers;
  /** the invitation rate limit, which rematch offers count against too */
  invites: RateLimit;
}

export class GameInvitations {
  constructor(private readonly deps: InvitingDeps & { clock: InvitationWatch; keys: IdempotencyKeys }) {}

  /**
   * Invites an online person the viewer follows to play, each turn lasting `turnSeconds` (one of
   * TURN_SECONDS_CHOICES; the standard 30 when left out). They have their own answer window.
   */
  invite(
    viewer: Viewer,
    inviteeId: string,
    options: { turnSeconds?: unknown } = {},
    key: string | null = null,
  ): Promise<GameInvitation> {
    return this.deps.keys.once(
      { accountId: viewer.id, key, operation: "inviteToGame", input: { inviteeId, turnSeconds: options.turnSeconds } },
      async (id) => stillThere(await this.deps.prisma.gameInvitation.findUnique({ where: { id } }), "GameInvitation"),
      (claim) => this.inviteOnce(viewer, inviteeId, options, claim),
    );
  }

  private async inviteOnce(
    viewer: Viewer,
    inviteeId: string,
    { turnSeconds }: { turnSeconds?: unknown },
    claim: KeyClaim | undefined,
  ): Promise<GameInvitation> {
    const turn =
      turnSeconds == null
        ? STANDARD_TURN_SECONDS
        : requireOffered(turnSeconds, TURN_SECONDS_CHOICES, "turnSeconds", "TURN_SECONDS_NOT_OFFERED");
    const id = requireId(inviteeId, "User");
    if (id === viewer.id) throw new GameRefusedError("SELF_INVITATION");
    const { prisma } = this.deps;
    const invitee = await prisma.user.findUnique({
      where: { id, ...ACTIVE_ACCOUNT },
      select: {
        id: true,
        invitationAnswerSeconds: true,
        turnSeconds: true,
        followers: { where: { followerId: viewer.id }, select: { id: true } },
      },
    });
    if (!invitee) throw new NotFoundError("User");
    if (!invitee.followers.length) throw new GameRefusedError("NOT_FOLLOWING");
    await assertMayInvite(prisma, viewer.id, id);
    if (!(await this.deps.online.onlineAmong([id])).length) throw new GameRefusedError("INVITEE_OFFLINE");
    await this.deps.invites.take(viewer.id);
    const inviter = await prisma.user.findUniqueOrThrow({
      where: { id: viewer.id },
      select: { id: true, turnSeconds: true },
    });
    const longest = longestTurn([{ seconds: turn, by: viewer.id }, ownTurnAsk(inviter), ownTurnAsk(invitee)]);
    return this.open(
      {
        inviterId: viewer.id,
        inviteeId: id,
        rematchOfId: null,
        answerSeconds: invitee.invitationAnswerSeconds,
        turnSeconds: longest.seconds,
        turnSecondsAskedById: longest.by,
      },
      claim,
    );
  }

  /** The invitee accepts: the game starts, the inviter (team-1, X) to move; a rematch swaps the roles. */
  async accept(viewer: Viewer, invitationId: string): Promise<{ invitation: GameInvitation; game: Game }> {
    const result = await this.answer(viewer, requireId(invitationId, "Invitation"), (tx, events, invitation, now) =>
      this.startGame(tx, events, invitation, now),
    );
    this.deps.clock.watchGame(result.game.id, result.game.turnDeadline!);
    return result;
  }

  /** The invitee says no: the inviter is told. */
  async reject(viewer: Viewer, invitationId: string): Promise<GameInvitation> {
    return this.answer(viewer, requireId(invitationId, "Invitation"), async (tx, events, invitation, now) => {
      const rejected = await tx.gameInvitation.update({
        where: { id: invitation.id },
        data: { status: "REJECTED", respondedAt: now },
      });
      events.publish("game.invitationAnswered", { ...invitationEventOf(rejected), accepted: false, gameId: null });
      return rejected;
    });
  }

  /** The open invitation between two people (either way), if any; one past its deadline counts as closed. */
  async openBetween(a: string, b: string): Promise<GameInvitation | null> {
    return this.deps.prisma.gameInvitation.findFirst({
      where: { ...pairOf(a, b), status: "PENDING", expiresAt: { gt: new Date() } },
    });
  }

  /** The viewer's open lobby invitations, received or sent, newest first (rematch offers are on their game). */
  async openFor(
    viewer: Viewer,
    direction: "received" | "sent",
    first: number,
    shape: QueryShape = {},
  ): Promise<GameInvitation[]> {
    if (!Number.isInteger(first) || first < 1 || first > OPEN_INVITATIONS_MAX)
      throw ValidationError.of("first", "PAGE_SIZE_OUT_OF_RANGE", OPEN_INVITATIONS_MAX);
    const who = direction === "received" ? { inviteeId: viewer.id } : { inviterId: viewer.id };
    const rows = await this.deps.prisma.gameInvitation.findMany({
      ...shape,
      where: { ...who, status: "PENDING", rematchOfId: null, expiresAt: { gt: new Date() } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: first,
    });
    return inShape<GameInvitation[]>(rows);
  }

  /**
   * Opens an invitation (a lobby one, or a rematch offer for RematchOffers), with its notification
   * in the invitee's bell, first expiring the pair's overdue one (if the sweeper has not yet).
   */
  /** `claim`: the idempotency key the invitation is created under, if any. */
  async open(opening: Opening, claim?: KeyClaim): Promise<GameInvitation> {
    const { inviterId, inviteeId, rematchOfId } = opening;
    const pair = pairOf(inviterId, inviteeId);
    try {
      const invitation = await inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
        await claimKey(tx, claim);
        await expireOverdueInvitations(tx, events, pair);
        const now = await databaseNow(tx);
        const created = await tx.gameInvitation.create({
          data: { ...opening, ...pair, createdAt: now, expiresAt: later(now, answerWindowMs(opening.answerSeconds)) },
        });
        events.publish("game.invited", invitationEventOf(created));
        await notify(tx, events, {
          kind: rematchOfId ? "REMATCH_OFFER" : "GAME_INVITATION",
          actorId: inviterId,
          recipientId: inviteeId,
          invitationId: created.id,
        });
        await settleKey(tx, claim, created.id);
        return created;
      });
      this.deps.clock.watchInvitation(invitation.id, invitation.expiresAt);
      return invitation;
    } catch (error) {
      // the pair's partial unique index: an invitation between them is open (or opened meanwhile)
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
        throw new GameRefusedError("DUPLICATE_INVITATION");
      throw error;
    }
  }

  /**
   * Runs `act` on the locked invitation if the viewer is its invitee and it is still open (one
   * found overdue expires first); its notification counts as seen.
   */
  private async answer<T>(
    viewer: Viewer,
    id: string,
    act: (tx: Prisma.TransactionClient, events: PendingEvents, invitation: GameInvitation, now: Date) => Promise<T>,
  ): Promise<T> {
    const result = await inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const { invitation, now } = await lockInvitation(tx, id);
      if (invitation.inviteeId !== viewer.id) throw new GameRefusedError("NOT_INVITEE");
      if (invitation.status === "EXPIRED") throw new GameRefusedError("INVITATION_EXPIRED");
      if (invitation.status === "WITHDRAWN") throw new GameRefusedError("INVITATION_WITHDRAWN");
      if (invitation.status !== "PENDING") throw new GameRefusedError("INVITATION_ANSWERED");
      if (invitation.expiresAt <= now) {
        await expireOverdueInvitations(tx, events, { id });
        return { expired: true as const };
      }
      const value = await act(tx, events, invitation, now);
      await noticeInvitationAnswered(tx, events, invitation.id, now);
      return { expired: false as const, value };
    });
    if (result.expired) throw new GameRefusedError("INVITATION_EXPIRED");
    return result.value;
  }

  private async startGame(tx: Prisma.TransactionClient, events: PendingEvents, invitation: GameInvitation, now: Date) {
    let players = { playerXId: invitation.inviterId, playerOId: invitation.inviteeId };
    if (invitation.rematchOfId) {
      // the finished game is locked so its one rematch cannot start twice (previousGameId is unique besides)
      const { game: previous } = await lockGame(tx, invitation.rematchOfId);
      if (await tx.game.findUnique({ where: { previousGameId: previous.id }, select: { id: true } }))
        throw new GameRefusedError("REMATCH_STARTED");
      players = { playerXId: previous.playerOId, playerOId: previous.playerXId };
    }
    // a setting raised since the invitation was sent counts too: nobody plays shorter than they asked
    const settings = await tx.user.findMany({
      where: { id: { in: [invitation.inviterId, invitation.inviteeId] } },
      select: { id: true, turnSeconds: true },
    });
    const { seconds: turnSeconds, by } = longestTurn([
      { seconds: invitation.turnSeconds, by: invitation.turnSecondsAskedById },
      ...settings.map(ownTurnAsk),
    ]);
    const game = await tx.game.create({
      data: {
        ...players,
        previousGameId: invitation.rematchOfId,
        turnSeconds,
        turnSecondsAskedBy: by ? markOf(players, by) : null,
        createdAt: now,
        turnDeadline: later(now, turnSeconds * 1000),
      },
    });
    const accepted = await tx.gameInvitation.update({
      where: { id: invitation.id },
      data: { status: "ACCEPTED", respondedAt: now, gameId: game.id },
    });
    events.publish("game.invitationAnswered", { ...invitationEventOf(accepted), accepted: true, gameId: game.id });
    return { invitation: accepted, game };
  }
}

const SWEEP_BATCH = 100;

/** Withdraws every open invitation and rematch offer between two people (one blocked the other), and tells both. */
export async function withdrawInvitationsBetween(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  a: string,
  b: string,
): Promise<void> {
  const withdrawn = await tx.$queryRaw<GameInvitation[]>`
    UPDATE "GameInvitation" SET "status" = 'WITHDRAWN', "respondedAt" = clock_timestamp()
    WHERE "status" = 'PENDING' AND (("inviterId" = ${a}::uuid AND "inviteeId" = ${b}::uuid) OR ("inviterId" = ${b}::uuid AND "inviteeId" = ${a}::uuid))
    RETURNING "id", "inviterId", "inviteeId", "rematchOfId"`;
  if (!withdrawn.length) return;
  const ids = withdrawn.map((invitation) => invitation.id);
  await retractUnreadInvitations(tx, events, ids);
  await announceInvitationsClosed(tx, events, ids);
  for (const invitation of withdrawn) events.publish("game.invitationWithdrawn", invitationEventOf(invitation));
}

/**
 * Expires open invitations past their deadline (all of them, a pair's, or one), exactly once
 * whichever nodes sweep at the same moment (rows claimed FOR UPDATE SKIP LOCKED, updated only
 * while still PENDING and overdue), and tells both people.
 */
export async function expireOverdueInvitations(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  only: { id?: string; lowUserId?: string; highUserId?: string } = {},
): Promise<number> {
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
  for (const invitation of expired) events.publish("game.invitationExpired", invitationEventOf(invitation));
  if (expired.length)
    await announceInvitationsClosed(
      tx,
      events,
      expired.map((invitation) => invitation.id),
    );
  return expired.length;
}
