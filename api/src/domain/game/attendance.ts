// Whether a player's opponent is still there. A player is there while at least one connection of
// theirs is open, on any node and through either face (presence: api/src/realtime/presence.ts);
// whose last connection closes has left, and is back when one opens again. Leaving changes nothing
// in the game itself: the player who left still loses only when their clock runs out, so coming
// back in time saves the game. What leaving changes is what their opponent is told, rather than
// "Waiting for bob" until the clock decides.
//
// Presence changes cross the bus once each, from the node that saw them (presence.changed: a last
// connection closing, a first one opening, a dead node's users pruned by another node's
// heartbeat), so every node can tell each game's players, whichever nodes the two are on. The
// opponent need not be someone the viewer follows: being in a game together is reason enough.
import type { Game } from "../../generated/prisma/client.ts";
import type { DomainEvents } from "../../events/domain-events.ts";
import type { OnlineUsers } from "../presence/online.ts";
import { opponentOf } from "./games.ts";

type Players = Pick<Game, "playerXId" | "playerOId">;

/** What a presence change means to one player of a game. */
export type OpponentNews = "OPPONENT_LEFT" | "OPPONENT_RETURNED";

export class GameAttendance {
  constructor(private readonly online: OnlineUsers) {}

  /** Whether the viewer's opponent in `game` has a connection open now; null when the viewer does not play in it. */
  async opponentOnline(viewerId: string, game: Players): Promise<boolean | null> {
    const opponentId = opponentOf(game, viewerId);
    if (!opponentId) return null;
    return (await this.online.onlineAmong([opponentId])).length > 0;
  }

  /** News for `viewerId`, a player of `game`, in a presence change: their opponent left or came back; null for anyone else's. */
  newsFor(viewerId: string, game: Players, change: DomainEvents["presence.changed"]): OpponentNews | null {
    if (change.userId !== opponentOf(game, viewerId)) return null;
    return change.online ? "OPPONENT_RETURNED" : "OPPONENT_LEFT";
  }
}
