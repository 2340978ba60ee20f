// Games, live: the viewer's invitations (received, answered, expired) and one game's updates
// (moves with the new turn deadline, the end, rematch offers and the rematch, the opponent
// leaving and coming back). Events come off the bus, from any node and any face (a v1 player's
// moves arrive here too); each update loads the game as it is when delivered.
import { NotFoundError } from "../../domain/errors.ts";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { invitationText } from "../../domain/game/texts.ts";
import type { GameUpdate, InvitationUpdate } from "../../domain/live/live.ts";
import { builder } from "../builder.ts";
import { GameInvitationRef, GameRef, GameTeam, teamOfMark } from "./game.ts";
import { idOf } from "./global-ids.ts";
import { rowsOf } from "../context.ts";
import { shown } from "../../domain/rows.ts";

const GameInvitationEventKind = builder.enumType("GameInvitationEventKind", {
  description: "What happened to an invitation.",
  values: {
    RECEIVED: {
      description:
        "The viewer was invited: show Accept and Reject for `invitation.answerSeconds` (the viewer's own answer window), with the game's `invitation.turnSeconds`.",
    },
    ACCEPTED: { description: "The invitee accepted: `invitation.game` is the game (both players go to its board)." },
    REJECTED: { description: 'The invitee rejected it (the inviter sees "<username> declined your invitation").' },
    EXPIRED: { description: "Nobody answered in time: the prompt goes away, the inviter may invite again." },
  } as const,
});

const GameInvitationEventRef = builder.objectRef<InvitationUpdate>("GameInvitationEvent").implement({
  description: "News of a lobby invitation the viewer sent or received.",
  fields: (t) => ({
    kind: t.field({ type: GameInvitationEventKind, description: "What happened.", resolve: (e) => e.kind }),
    invitation: t.prismaField({
      type: "GameInvitation",
      description: "The invitation as it is now.",
      resolve: (query, e, _args, ctx) => shown(rowsOf(ctx).gameInvitation(e.invitationId, query), "GameInvitation"),
    }),
    message: t.string({
      description:
        'The sentence to show the viewer, e.g. "ada invites you to play Tic Tac Toe" or "bob declined your invitation".',
      resolve: async (e, _args, ctx) => {
        const invitation = await ctx.domain.live.invitationPeople(e.invitationId);
        if (!invitation) throw new NotFoundError("GameInvitation");
        return invitationText(e.kind, e.viewerId, invitation.inviter, invitation.invitee);
      },
    }),
  }),
});

builder.subscriptionField("gameInvitationUpdated", (t) =>
  t.field({
    type: GameInvitationEventRef,
    description:
      "The viewer's lobby invitations, live: ones they receive, and the answer or expiry of ones they sent or received (on any device). It starts with those still waiting for the viewer's answer (as RECEIVED, oldest first, at most 5), so a page opened just after one was sent still prompts; one sent at that very moment may come twice. Rematch offers come by gameUpdated.",
    subscribe: (_root, _args, ctx) => ctx.domain.live.invitationNews(requireViewer(ctx.viewer)),
    resolve: (update) => update,
  }),
);

const GameUpdateKind = builder.enumType("GameUpdateKind", {
  description: "What changed in a game.",
  values: {
    CURRENT: {
      description:
        "The first update of every subscription: the game as it is now (board, turn, result, rematch offer), so nothing that happened between reading game(id:) and subscribing is missed. What follows it may repeat a change it already shows.",
    },
    MOVE: { description: "A move was accepted: `move`, and in `game` the board, the turn and the new turnDeadline." },
    CLOCK_RESET: {
      description:
        "The server could not reach its database for a while, so nobody could move: the player to move has a whole turn again, from now (`game.turnDeadline`).",
    },
    TURN_EXTENDED: {
      description:
        "The player to move took more time (extendTurn): `extendedBy` is their team, `game.turnDeadline` the new deadline, `game.turnSeconds` how much was added.",
    },
    ENDED: {
      description:
        "The game is over (a line, a full board, a timeout or a forfeit): `game.status`, `winner`, `endReason`.",
    },
    REMATCH_OFFERED: { description: "A player offered a rematch (`rematchOffer`)." },
    REMATCH_EXPIRED: { description: "The rematch offer expired unanswered." },
    REMATCH_DECLINED: { description: "The player offered a rematch said no (`rematchOffer`)." },
    REMATCH_WITHDRAWN: {
      description:
        "The player who offered a rematch took it back: they left the game or went offline (`rematchOffer`).",
    },
    REMATCH_STARTED: {
      description: "The rematch started: `rematch` is the new game (roles swapped); go to its board.",
    },
    OPPONENT_LEFT: {
      description:
        "The viewer's opponent closed their last connection (on any node): during the game they have left it, and lose when their clock runs out unless they come back. Read `game.opponentOnline` for where they stand now.",
    },
    OPPONENT_RETURNED: {
      description: "The viewer's opponent, who had left, opened a connection again (`game.opponentOnline`).",
    },
  } as const,
});

const GameUpdateRef = builder.objectRef<GameUpdate>("GameUpdate").implement({
  description: "A change to a game the viewer plays in.",
  fields: (t) => ({
    kind: t.field({ type: GameUpdateKind, description: "What changed.", resolve: (u) => u.kind }),
    game: t.prismaField({
      type: "Game",
      description: "The game as it is when this update is delivered (board, turn, turnDeadline, result).",
      resolve: (query, u, _args, ctx) => shown(rowsOf(ctx).game(u.gameId, query), "Game"),
    }),
    move: t.prismaField({
      type: "GameMove",
      nullable: true,
      description: "MOVE: the move played. Null for other kinds.",
      resolve: (query, u, _args, ctx) => (u.moveId ? rowsOf(ctx).gameMove(u.moveId, query) : null),
    }),
    extendedBy: t.field({
      type: GameTeam,
      nullable: true,
      description: "TURN_EXTENDED: the team of the player who took more time. Null for other kinds.",
      resolve: (u) => (u.extendedBy ? teamOfMark(u.extendedBy) : null),
    }),
    rematchOffer: t.field({
      type: GameInvitationRef,
      nullable: true,
      description:
        "REMATCH_OFFERED, REMATCH_EXPIRED, REMATCH_DECLINED, REMATCH_WITHDRAWN, REMATCH_STARTED: the offer. Null for other kinds.",
      resolve: (u, _args, ctx) => (u.invitationId ? rowsOf(ctx).gameInvitation(u.invitationId) : null),
    }),
    rematch: t.field({
      type: GameRef,
      nullable: true,
      description: "REMATCH_STARTED: the new game. Null for other kinds.",
      resolve: (u, _args, ctx) => (u.rematchId ? rowsOf(ctx).game(u.rematchId) : null),
    }),
  }),
});

builder.subscriptionField("gameUpdated", (t) =>
  t.field({
    type: GameUpdateRef,
    description:
      "One game's changes, live, from any node and any face (a v1 opponent's moves too). Only its two players may subscribe (anyone else: NOT_FOUND). It starts with the game as it is (CURRENT), so a client that subscribes again after a reconnect is up to date; updates are not replayed.",
    args: { gameId: t.arg.id({ required: true, description: "A Game the viewer plays in." }) },
    subscribe: (_root, args, ctx) =>
      ctx.domain.live.gameUpdates(requireViewer(ctx.viewer), idOf(String(args.gameId), "Game")),
    resolve: (update) => update,
  }),
);
