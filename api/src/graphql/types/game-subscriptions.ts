// Games, live: the viewer's invitations (received, answered, expired) and one game's updates
// (moves with the new turn deadline, the end, rematch offers and the rematch). Events come off
// the bus, from any node and any face (a v1 player's moves arrive here too); each update loads
// the game as it is when delivered.
import { requireViewer } from "../../domain/auth/sessions.ts";
import { NotFoundError } from "../../domain/errors.ts";
import type { GameInvitationEvent } from "../../events/domain-events.ts";
import { invitationText, type InvitationNews } from "../../domain/game/texts.ts";
import { eventSource, inPublishOrder } from "../async-iterators.ts";
import { builder } from "../builder.ts";
import { GameInvitationRef, GameRef } from "./game.ts";
import { idOf } from "./global-ids.ts";

const GameInvitationEventKind = builder.enumType("GameInvitationEventKind", {
  description: "What happened to an invitation.",
  values: {
    RECEIVED: { description: "The viewer was invited: show Accept and Reject for 5 seconds." },
    ACCEPTED: { description: "The invitee accepted: `invitation.game` is the game (both players go to its board)." },
    REJECTED: { description: "The invitee rejected it (the inviter sees \"<username> rejects your Invitation\")." },
    EXPIRED: { description: "Nobody answered in time: the prompt goes away, the inviter may invite again." },
  } as const,
});

interface InvitationUpdate {
  kind: InvitationNews;
  invitationId: string;
  viewerId: string;
}

const GameInvitationEventRef = builder.objectRef<InvitationUpdate>("GameInvitationEvent").implement({
  description: "News of a lobby invitation the viewer sent or received.",
  fields: (t) => ({
    kind: t.field({ type: GameInvitationEventKind, description: "What happened.", resolve: (e) => e.kind }),
    invitation: t.prismaField({
      type: "GameInvitation",
      description: "The invitation as it is now.",
      resolve: (query, e, _args, ctx) => ctx.domain.prisma.gameInvitation.findUniqueOrThrow({ ...query, where: { id: e.invitationId } }),
    }),
    message: t.string({
      description: "The sentence to show the viewer, e.g. \"ada invites you for game\" or \"bob rejects your Invitation\".",
      resolve: async (e, _args, ctx) => {
        const invitation = await ctx.domain.prisma.gameInvitation.findUniqueOrThrow({
          where: { id: e.invitationId },
          select: { inviter: { select: { id: true, username: true } }, invitee: { select: { username: true } } },
        });
        return invitationText(e.kind, e.viewerId, invitation.inviter, invitation.invitee);
      },
    }),
  }),
});

builder.subscriptionField("gameInvitationUpdated", (t) =>
  t.field({
    type: GameInvitationEventRef,
    description: "The viewer's lobby invitations, live: ones they receive, and the answer or expiry of ones they sent or received (on any device). Rematch offers come by gameUpdated.",
    subscribe: (_root, _args, ctx) => {
      const viewerId = requireViewer(ctx.viewer).id;
      const involves = (e: GameInvitationEvent) => e.rematchOfId === null && (e.inviterId === viewerId || e.inviteeId === viewerId);
      const update = (kind: InvitationNews) => (e: { invitationId: string }): InvitationUpdate => ({ kind, invitationId: e.invitationId, viewerId });
      return inPublishOrder<InvitationUpdate>(ctx.domain.bus, [
        eventSource("game.invited", (e) => (involves(e) && e.inviteeId === viewerId ? update("RECEIVED")(e) : null)),
        eventSource("game.invitationAnswered", (e) => (involves(e) ? update(e.accepted ? "ACCEPTED" : "REJECTED")(e) : null)),
        eventSource("game.invitationExpired", (e) => (involves(e) ? update("EXPIRED")(e) : null)),
      ]);
    },
    resolve: (update) => update,
  }),
);

const GameUpdateKind = builder.enumType("GameUpdateKind", {
  description: "What changed in a game.",
  values: {
    MOVE: { description: "A move was accepted: `move`, and in `game` the board, the turn and the new turnDeadline." },
    CLOCK_RESET: {
      description: "The server could not reach its database for a while, so nobody could move: the player to move has a whole turn again, from now (`game.turnDeadline`).",
    },
    ENDED: { description: "The game is over (a line, a full board, a timeout or a forfeit): `game.status`, `winner`, `endReason`." },
    REMATCH_OFFERED: { description: "A player offered a rematch (`rematchOffer`)." },
    REMATCH_EXPIRED: { description: "The rematch offer expired unanswered." },
    REMATCH_STARTED: { description: "The rematch started: `rematch` is the new game (roles swapped); go to its board." },
  } as const,
});

interface GameUpdate {
  kind: "MOVE" | "CLOCK_RESET" | "ENDED" | "REMATCH_OFFERED" | "REMATCH_EXPIRED" | "REMATCH_STARTED";
  gameId: string;
  moveId?: string;
  invitationId?: string;
  rematchId?: string | null;
}

const GameUpdateRef = builder.objectRef<GameUpdate>("GameUpdate").implement({
  description: "A change to a game the viewer plays in.",
  fields: (t) => ({
    kind: t.field({ type: GameUpdateKind, description: "What changed.", resolve: (u) => u.kind }),
    game: t.prismaField({
      type: "Game",
      description: "The game as it is when this update is delivered (board, turn, turnDeadline, result).",
      resolve: (query, u, _args, ctx) => ctx.domain.prisma.game.findUniqueOrThrow({ ...query, where: { id: u.gameId } }),
    }),
    move: t.prismaField({
      type: "GameMove",
      nullable: true,
      description: "MOVE: the move played. Null for other kinds.",
      resolve: (query, u, _args, ctx) => (u.moveId ? ctx.domain.prisma.gameMove.findUnique({ ...query, where: { id: u.moveId } }) : null),
    }),
    rematchOffer: t.field({
      type: GameInvitationRef,
      nullable: true,
      description: "REMATCH_OFFERED, REMATCH_EXPIRED, REMATCH_STARTED: the offer. Null for other kinds.",
      resolve: (u, _args, ctx) => (u.invitationId ? ctx.domain.prisma.gameInvitation.findUnique({ where: { id: u.invitationId } }) : null),
    }),
    rematch: t.field({
      type: GameRef,
      nullable: true,
      description: "REMATCH_STARTED: the new game. Null for other kinds.",
      resolve: (u, _args, ctx) => (u.rematchId ? ctx.domain.prisma.game.findUnique({ where: { id: u.rematchId } }) : null),
    }),
  }),
});

builder.subscriptionField("gameUpdated", (t) =>
  t.field({
    type: GameUpdateRef,
    description: "One game's changes, live, from any node and any face (a v1 opponent's moves too). Only its two players may subscribe (anyone else: NOT_FOUND). After a reconnect, read game(id:) again: updates are not replayed.",
    args: { gameId: t.arg.id({ required: true, description: "A Game the viewer plays in." }) },
    subscribe: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const gameId = idOf(String(args.gameId), "Game");
      // checked first: nobody else's subscription ever starts listening
      if (!(await ctx.domain.games.gameFor(viewer, gameId))) throw new NotFoundError("Game");
      const ofGame = (e: GameInvitationEvent) => e.rematchOfId === gameId;
      return inPublishOrder<GameUpdate>(ctx.domain.bus, [
        eventSource("game.moved", (e) => (e.gameId === gameId ? { kind: "MOVE", gameId, moveId: e.moveId } : null)),
        eventSource("game.clockReset", (e) => (e.gameId === gameId ? { kind: "CLOCK_RESET", gameId } : null)),
        eventSource("game.ended", (e) => (e.gameId === gameId ? { kind: "ENDED", gameId } : null)),
        eventSource("game.invited", (e) => (ofGame(e) ? { kind: "REMATCH_OFFERED", gameId, invitationId: e.invitationId } : null)),
        eventSource("game.invitationExpired", (e) => (ofGame(e) ? { kind: "REMATCH_EXPIRED", gameId, invitationId: e.invitationId } : null)),
        eventSource("game.invitationAnswered", (e) => (ofGame(e) && e.accepted ? { kind: "REMATCH_STARTED", gameId, invitationId: e.invitationId, rematchId: e.gameId } : null)),
      ]);
    },
    resolve: (update) => update,
  }),
);
