// Rematch offers: after a finished game, either player offers to play again, roles swapped. An
// offer is an invitation (invitations.ts opens it and starts the game when it is accepted), with
// rules of its own: it lives only while its sender waits for it, so it is never made to an
// opponent who is offline, and it is withdrawn when the sender leaves the game (withdraw) or goes
// offline (watchDisconnects); it stays open at least REMATCH_OFFER_SECONDS, since the opponent is
// looking at the result rather than at a prompt; and offering when the opponent has offered
// already accepts theirs.
import type { Game, GameInvitation } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { announceInvitationsClosed, retractUnreadInvitations } from "../notifications/notifications.ts";
import { inTransaction } from "../transaction.ts";
import { assertMayInvite } from "../users/contact-settings.ts";
import { markOf } from "./games.ts";
import { invitationEventOf, type GameInvitations, type InvitingDeps } from "./invitations.ts";
import { GameRefusedError } from "./refusals.ts";
import { longestTurn, ownTurnAsk, REMATCH_OFFER_SECONDS } from "./timing.ts";
import { inShape, type QueryShape } from "../pagination.ts";

export class RematchOffers {
  constructor(private readonly deps: InvitingDeps & { invitations: GameInvitations }) {}

  /**
   * After a finished game, one player offers to play again (with the same turn length, or a
   * longer one either has set since). If the opponent had offered already, this accepts theirs
   * and the rematch starts at once; offering twice changes nothing. An opponent who is offline is not asked (OPPONENT_OFFLINE).
   */
  async offer(
    viewer: Viewer,
    gameId: string,
  ): Promise<{ offer: GameInvitation } | { invitation: GameInvitation; game: Game }> {
    const id = requireId(gameId, "Game");
    const { prisma } = this.deps;
    const answerWindow = { select: { id: true, invitationAnswerSeconds: true, turnSeconds: true } };
    const game = await prisma.game.findUnique({
      where: { id },
      include: { rematch: { select: { id: true } }, playerX: answerWindow, playerO: answerWindow },
    });
    if (!game) throw new NotFoundError("Game");
    const mark = markOf(game, viewer.id);
    if (!mark) throw new GameRefusedError("NOT_A_PLAYER");
    if (game.status === "IN_PROGRESS") throw new GameRefusedError("GAME_IN_PROGRESS");
    if (game.rematch) throw new GameRefusedError("REMATCH_STARTED");
    const [opponentId, opponent] = mark === "X" ? [game.playerOId, game.playerO] : [game.playerXId, game.playerX];
    const open = await this.deps.invitations.openBetween(viewer.id, opponentId);
    if (open?.rematchOfId === id && open.inviteeId === viewer.id) return this.deps.invitations.accept(viewer, open.id);
    if (open?.rematchOfId === id) return { offer: open };
    await assertMayInvite(prisma, viewer.id, opponentId);
    if (!(await this.deps.online.onlineAmong([opponentId])).length) throw new GameRefusedError("OPPONENT_OFFLINE");
    await this.deps.invites.take(viewer.id);
    const answerSeconds = Math.max(REMATCH_OFFER_SECONDS, opponent.invitationAnswerSeconds);
    const asker = game.turnSecondsAskedBy && (game.turnSecondsAskedBy === "X" ? game.playerXId : game.playerOId);
    const longest = longestTurn([
      { seconds: game.turnSeconds, by: asker },
      ownTurnAsk(game.playerX),
      ownTurnAsk(game.playerO),
    ]);
    return {
      offer: await this.deps.invitations.open({
        inviterId: viewer.id,
        inviteeId: opponentId,
        rematchOfId: id,
        answerSeconds,
        turnSeconds: longest.seconds,
        turnSecondsAskedById: longest.by,
      }),
    };
  }

  /**
   * The viewer leaves the finished game `gameId`: their open rematch offer of it, if any, is
   * withdrawn (the opponent is told). Resolves to the withdrawn offer, or null when there was none.
   */
  async withdraw(viewer: Viewer, gameId: string): Promise<GameInvitation | null> {
    const id = requireId(gameId, "Game");
    const game = await this.deps.prisma.game.findUnique({
      where: { id },
      select: { playerXId: true, playerOId: true },
    });
    if (!game) throw new NotFoundError("Game");
    if (!markOf(game, viewer.id)) throw new GameRefusedError("NOT_A_PLAYER");
    const [withdrawn] = await this.withdrawOffers(viewer.id, id);
    return withdrawn ? this.deps.prisma.gameInvitation.findUnique({ where: { id: withdrawn } }) : null;
  }

  /**
   * Withdraws the open rematch offers of everyone who goes offline (their last connection closed,
   * on any node); resolves to the function that stops it. Every node hears each change and tries:
   * the conditional update withdraws each offer once. A change lost meanwhile (presence is not
   * stored) leaves the offer to expire.
   */
  watchDisconnects(onError: (error: unknown) => void): Promise<() => void> {
    return this.deps.bus.subscribe("presence.changed", ({ userId, online }) => {
      if (!online) this.withdrawOffers(userId, null).catch(onError);
    });
  }

  /** Withdraws `inviterId`'s open rematch offers (of `rematchOfId`, or of any game); resolves to their ids. */
  private async withdrawOffers(inviterId: string, rematchOfId: string | null): Promise<string[]> {
    // almost nobody who goes offline has an offer open: one indexed read, no transaction, for them
    // (a burst of disconnects, each heard by every node, otherwise takes a pooled connection each)
    const open = await this.deps.prisma.gameInvitation.findFirst({
      where: { inviterId, status: "PENDING", rematchOfId: rematchOfId ?? { not: null } },
      select: { id: true },
    });
    if (!open) return [];
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      // the row lock an answer takes first (lockInvitation) orders the two: whichever comes second finds it no longer PENDING
      const withdrawn = await tx.$queryRaw<GameInvitation[]>`
        UPDATE "GameInvitation" SET "status" = 'WITHDRAWN', "respondedAt" = clock_timestamp()
        WHERE "inviterId" = ${inviterId}::uuid AND "status" = 'PENDING' AND "rematchOfId" IS NOT NULL
          AND (${rematchOfId}::uuid IS NULL OR "rematchOfId" = ${rematchOfId}::uuid)
        RETURNING "id", "inviterId", "inviteeId", "rematchOfId"`;
      if (!withdrawn.length) return [];
      const ids = withdrawn.map((offer) => offer.id);
      await retractUnreadInvitations(tx, events, ids);
      await announceInvitationsClosed(tx, events, ids);
      for (const offer of withdrawn) events.publish("game.invitationWithdrawn", invitationEventOf(offer));
      return withdrawn.map((offer) => offer.id);
    });
  }

  /** Accepts the opponent's open rematch offer of `gameId`. */
  async accept(viewer: Viewer, gameId: string): Promise<{ invitation: GameInvitation; game: Game }> {
    const id = requireId(gameId, "Game");
    const offer = await this.deps.prisma.gameInvitation.findFirst({
      where: { rematchOfId: id, status: "PENDING", inviteeId: viewer.id },
    });
    if (!offer) {
      const game = await this.deps.prisma.game.findUnique({
        where: { id },
        select: { playerXId: true, playerOId: true },
      });
      if (!game) throw new NotFoundError("Game");
      throw new GameRefusedError(markOf(game, viewer.id) ? "NO_REMATCH_OFFER" : "NOT_A_PLAYER");
    }
    return this.deps.invitations.accept(viewer, offer.id);
  }

  /** The open rematch offer of a game (from either player), if any. */
  async openOffer(gameId: string, shape: QueryShape = {}): Promise<GameInvitation | null> {
    const offer = await this.deps.prisma.gameInvitation.findFirst({
      ...shape,
      where: { rematchOfId: gameId, status: "PENDING", expiresAt: { gt: new Date() } },
    });
    return inShape<GameInvitation | null>(offer);
  }

  /** The latest rematch offer of a game, whatever became of it (open, declined, expired, withdrawn, accepted), if any. */
  async latestOffer(gameId: string, shape: QueryShape = {}): Promise<GameInvitation | null> {
    const offer = await this.deps.prisma.gameInvitation.findFirst({
      ...shape,
      where: { rematchOfId: gameId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    return inShape<GameInvitation | null>(offer);
  }
}
