// The game workload's players, each on its own face, moving and seeing the opponent's moves as
// that face's client does:
//   api, graphql-ws player   playGameMove over HTTP; the opponent's moves from gameUpdated(gameId)
//   api, v1 player           box-clicked {boxIndex, team} on its socket, and box-clicked from the
//                            server (the v1 payload names no game: the player's game in progress)
//   floor player             box-clicked {gameId, boxIndex} on its socket, box-clicked back
import { encodeGlobalID } from "@pothos/plugin-relay";
import { openGraphQLClient, openV1Socket, subscriptionsRegistered } from "./receivers.ts";

/** A move the seat saw its opponent make; `gameId` and `ply` when its face says them. */
export interface SeenMove {
  cell: number;
  gameId?: string;
  ply?: number;
}

export interface Seat {
  /** whether move() resolves when the server answered (HTTP), not merely when it was sent (sockets) */
  answers: boolean;
  /** plays `cell` as `mark` in `gameId`; resolves once the request is answered (sockets: sent) */
  move(gameId: string, cell: number, mark: "X" | "O"): Promise<void>;
  /** graphql-ws: subscribes to a new game's updates (and drops the previous game's) before it starts */
  watch(gameId: string): Promise<void>;
  close(): void;
}

const GAME_UPDATED = "subscription ($gameId: ID!) { gameUpdated(gameId: $gameId) { kind move { ply cell mark } } }";
const PLAY_GAME_MOVE = "mutation ($input: PlayGameMoveInput!) { playGameMove(input: $input) { __typename } }";
const teamOf = (mark: "X" | "O") => (mark === "X" ? "team-1" : "team-2");

/** A v1 client (api) or a floor client: moves and sees moves on its socket. */
export async function connectSocketSeat(
  baseUrl: string,
  userId: string,
  token: string,
  floor: boolean,
  onSeen: (move: SeenMove) => void,
): Promise<Seat> {
  const socket = await openV1Socket(baseUrl, userId, token);
  socket.on("box-clicked", ({ boxIndex }: { boxIndex: number }) => onSeen({ cell: boxIndex }));
  return {
    answers: false,
    async move(gameId, cell, mark) {
      socket.emit("box-clicked", floor ? { gameId, boxIndex: cell } : { boxIndex: cell, team: teamOf(mark) });
    },
    watch: async () => {},
    close: () => void socket.disconnect(),
  };
}

/** A graphql-ws client of the api: moves by playGameMove, sees its opponent's by gameUpdated. */
export async function connectGraphQLSeat(
  baseUrl: string,
  token: string,
  mark: "X" | "O",
  onSeen: (move: SeenMove) => void,
): Promise<Seat> {
  const client = await openGraphQLClient(baseUrl, token);
  let unsubscribe = () => {};
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}`, "x-graphql-yoga-csrf": "1" };
  return {
    answers: true,
    async move(gameId, cell) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          query: PLAY_GAME_MOVE,
          variables: { input: { gameId: encodeGlobalID("Game", gameId), cell } },
        }),
      });
      const body = await response.text();
      if (!response.ok || !body.includes('"PlayGameMovePayload"'))
        throw new Error(`HTTP ${response.status}: ${body.slice(0, 200)}`);
    },
    async watch(gameId) {
      unsubscribe();
      unsubscribe = client.subscribe<{
        gameUpdated: { kind: string; move: { ply: number; cell: number; mark: string } | null };
      }>(
        { query: GAME_UPDATED, variables: { gameId: encodeGlobalID("Game", gameId) } },
        {
          next: ({ data }) => {
            // both players' moves come: only the opponent's count
            const move = data?.gameUpdated.move;
            if (data?.gameUpdated.kind === "MOVE" && move && move.mark !== mark)
              onSeen({ cell: move.cell, gameId, ply: move.ply });
          },
          error: () => {},
          complete: () => {},
        },
      );
      await subscriptionsRegistered(client);
    },
    close: () => void client.dispose(),
  };
}
