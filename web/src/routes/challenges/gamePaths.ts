/** The lobby's address (the route table's /custom-challenges/tic-tac-toe). */
export const LOBBY_PATH = "/custom-challenges/tic-tac-toe";

/** A game's board: the room id in the address is the Game's id as the server gives it. */
export function gamePath(gameId: string): string {
  return `${LOBBY_PATH}/${encodeURIComponent(gameId)}`;
}
