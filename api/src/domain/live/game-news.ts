// Games, live: a player's lobby invitations, and one game's news for its two players.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError } from "../errors.ts";
import type { GameAttendance, OpponentNews } from "../game/attendance.ts";
import { opponentOf, type Games } from "../game/games.ts";
import type { InvitationNews } from "../game/texts.ts";
import type { LiveEvent } from "./audiences.ts";
import type { Hear, LiveHub } from "./live-hub.ts";

export interface InvitationUpdate {
  kind: InvitationNews;
  invitationId: string;
  viewerId: string;
}

export interface GameUpdate {
  kind:
    | "CURRENT"
    | "MOVE"
    | "CLOCK_RESET"
    | "TURN_EXTENDED"
    | "ENDED"
    | "REMATCH_OFFERED"
    | "REMATCH_EXPIRED"
    | "REMATCH_DECLINED"
    | "REMATCH_WITHDRAWN"
    | "REMATCH_STARTED"
    | OpponentNews;
  gameId: string;
  moveId?: string;
  invitationId?: string;
  rematchId?: string | null;
  /** TURN_EXTENDED: the mark of the player who took more time */
  extendedBy?: "X" | "O";
}

/** At most this many invitations still waiting for the viewer's answer open a stream (one per inviter may wait). */
const WAITING_INVITATIONS_REPLAYED = 5;

/** The viewer's lobby invitations (rematch offers are a game's news): received, then answered or expired. */
export function invitationNews(
  hub: LiveHub,
  prisma: PrismaClient,
  viewer: Viewer,
): AsyncIterableIterator<InvitationUpdate> {
  const news = (kind: InvitationNews, invitationId: string): InvitationUpdate => ({
    kind,
    invitationId,
    viewerId: viewer.id,
  });
  const stream = hub.stream<InvitationUpdate>([
    [
      viewer.id,
      (e, as) => {
        if (!e.type.startsWith("game.invit") || !("rematchOfId" in e.payload) || e.payload.rematchOfId !== null)
          return null;
        const { invitationId } = e.payload;
        if (e.type === "game.invited") return as === "invitee" ? news("RECEIVED", invitationId) : null;
        if (e.type === "game.invitationAnswered")
          return news(e.payload.accepted ? "ACCEPTED" : "REJECTED", invitationId);
        if (e.type === "game.invitationExpired") return news("EXPIRED", invitationId);
        return null;
      },
    ],
  ]);
  // Invitations that came before the stream (a page opening, or reopening, just after one was
  // sent) and still wait for an answer come first, as RECEIVED, oldest first: an invitee never
  // misses a prompt for lack of a connection at the instant it was sent. The stream listened
  // before this read, so one sent meanwhile may come twice; clients key prompts by invitation.
  const waiting = prisma.gameInvitation.findMany({
    where: { inviteeId: viewer.id, status: "PENDING", rematchOfId: null, expiresAt: { gt: new Date() } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: WAITING_INVITATIONS_REPLAYED,
    select: { id: true },
  });
  // offered now, before any live event can be: each takes its place in the stream's order
  for (let i = 0; i < WAITING_INVITATIONS_REPLAYED; i++)
    stream.offer(
      waiting.then((rows) => {
        const row = rows[i];
        return row ? news("RECEIVED", row.id) : null;
      }),
    );
  return stream;
}

/**
 * One game's news for one of its players: moves, the clock (and more time taken), the end, rematch offers and their
 * fate, the opponent leaving and coming back. NotFoundError for anyone else (who never listens).
 */
export async function gameUpdates(
  hub: LiveHub,
  deps: { games: Games; attendance: GameAttendance },
  viewer: Viewer,
  gameId: string,
): Promise<AsyncIterableIterator<GameUpdate>> {
  const game = await deps.games.gameFor(viewer, gameId);
  if (!game) throw new NotFoundError("Game");
  const ofGame = (e: LiveEvent) => ("rematchOfId" in e.payload ? e.payload.rematchOfId === gameId : false);
  const mine: Hear<GameUpdate> = (e) => {
    switch (e.type) {
      case "game.moved":
        return e.payload.gameId === gameId ? { kind: "MOVE", gameId, moveId: e.payload.moveId } : null;
      case "game.turnExtended":
        return e.payload.gameId === gameId ? { kind: "TURN_EXTENDED", gameId, extendedBy: e.payload.mark } : null;
      case "game.clockReset":
        return e.payload.gameId === gameId ? { kind: "CLOCK_RESET", gameId } : null;
      case "game.ended":
        return e.payload.gameId === gameId ? { kind: "ENDED", gameId } : null;
      case "game.invited":
        return ofGame(e) ? { kind: "REMATCH_OFFERED", gameId, invitationId: e.payload.invitationId } : null;
      case "game.invitationExpired":
        return ofGame(e) ? { kind: "REMATCH_EXPIRED", gameId, invitationId: e.payload.invitationId } : null;
      case "game.invitationWithdrawn":
        return ofGame(e) ? { kind: "REMATCH_WITHDRAWN", gameId, invitationId: e.payload.invitationId } : null;
      case "game.invitationAnswered":
        if (!ofGame(e)) return null;
        return e.payload.accepted
          ? { kind: "REMATCH_STARTED", gameId, invitationId: e.payload.invitationId, rematchId: e.payload.gameId }
          : { kind: "REMATCH_DECLINED", gameId, invitationId: e.payload.invitationId };
      default:
        return null;
    }
  };
  // the opponent's coming and going: heard as theirs, whether or not the viewer follows them
  const opponents: Hear<GameUpdate> = (e) => {
    if (e.type !== "presence.changed") return null;
    const news = deps.attendance.newsFor(viewer.id, game, e.payload);
    return news && { kind: news, gameId };
  };
  const stream = hub.stream<GameUpdate>([
    [viewer.id, mine],
    [opponentOf(game, viewer.id)!, opponents],
  ]);
  // The game as it is comes first: a move, the end or a rematch offer in the instant between
  // a board's load and this subscription is not missed (the stream already listens, so what
  // follows may repeat it; each update carries the whole game, so a repeat changes nothing).
  stream.offer({ kind: "CURRENT", gameId });
  return stream;
}
