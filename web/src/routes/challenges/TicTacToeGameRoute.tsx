import { useCallback, useEffect, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useParams } from "react-router-dom";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import { useOnLiveReconnected } from "../../relay/liveReconnects";
import type { TicTacToeGameRouteQuery } from "./__generated__/TicTacToeGameRouteQuery.graphql";
import { primaryButtonClassName } from "./board/GameOverOverlay";
import { OnlineGameBoard } from "./game/OnlineGameBoard";
import { useWithdrawRematchOnLeave } from "./game/useWithdrawRematchOnLeave";
import { LOBBY_PATH } from "./gamePaths";

/** /custom-challenges/tic-tac-toe/{roomId}: the board of a game the viewer plays, drawn from the server's state. */
export function TicTacToeGameRoute() {
  const { roomId = "" } = useParams();
  // Bumped to read the game again: after a reload of the live connection, or back from the background.
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  useOnLiveReconnected(refresh);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);

  const { game } = useLazyLoadQuery<TicTacToeGameRouteQuery>(
    graphql`
      query TicTacToeGameRouteQuery($id: ID!) {
        game(id: $id) {
          id
          ...OnlineGameBoard_game
          ...useWithdrawRematchOnLeave_game
        }
      }
    `,
    { id: roomId },
    // The clock and the board move on without this page: always ask the server.
    { fetchPolicy: "store-and-network", fetchKey },
  );
  useWithdrawRematchOnLeave(game ?? null);

  return (
    <PageFrame title="Tic Tac Toe">
      <div className="mx-auto max-w-xl">
        {game ? (
          <OnlineGameBoard key={game.id} game={game} refresh={refresh} />
        ) : (
          <Card className="p-6 text-center">
            <h2 className="text-lg font-semibold text-slate-900">This game could not be found</h2>
            <p className="mt-1 text-sm text-slate-600">It does not exist, or you do not play in it.</p>
            <Link to={LOBBY_PATH} className={`${primaryButtonClassName} mt-4 inline-block`}>
              Back to lobby
            </Link>
          </Card>
        )}
      </div>
    </PageFrame>
  );
}
