import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Card } from "../../components/Card";
import { GridIcon } from "../../components/icons";
import { PageFrame } from "../../components/PageFrame";
import type { TicTacToeLobbyRouteQuery } from "./__generated__/TicTacToeLobbyRouteQuery.graphql";
import { primaryButtonClassName } from "./board/GameOverOverlay";
import { LocalGameBoard } from "./local/LocalGameBoard";
import { ActiveFriendsList } from "./lobby/ActiveFriendsList";
import { LeaderboardDialog } from "./lobby/LeaderboardDialog";
import { useFriendPresence } from "./lobby/useFriendPresence";
import { useRefetchOnReconnect } from "../../subscriptions/useRefetchOnReconnect";

const lobbyQuery = graphql`
  query TicTacToeLobbyRouteQuery {
    ...ActiveFriendsList_query
    viewer {
      gameRecord {
        wins
        draws
        losses
      }
    }
  }
`;

export function TicTacToeLobbyRoute() {
  const data = useLazyLoadQuery<TicTacToeLobbyRouteQuery>(
    lobbyQuery,
    {},
    // Who is online and the record change all the time: always ask, show the store meanwhile.
    { fetchPolicy: "store-and-network" },
  );
  useFriendPresence();
  useRefetchOnReconnect<TicTacToeLobbyRouteQuery>(lobbyQuery, {});
  const [playingLocally, setPlayingLocally] = useState(false);
  const [leaderboardOpen, setLeaderboardOpen] = useState(false);

  const { viewer } = data;
  if (!viewer) return null;
  const { wins, draws, losses } = viewer.gameRecord;

  return (
    <PageFrame title="Custom Challenges">
      <div className="grid gap-6 md:grid-cols-[280px_minmax(0,1fr)]">
        {/* Small screens hide this panel; phones get the same list below the game. */}
        <ActiveFriendsList query={data} title="Active Friends" className="hidden self-start md:block" />
        <div className="min-w-0 space-y-6">
          <Card className="p-4 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
                <GridIcon className="size-6 text-brand-600" />
                Tic Tac Toe
              </h2>
              <button
                type="button"
                onClick={() => setLeaderboardOpen(true)}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
              >
                Leaderboard
              </button>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              Your record: {wins} {wins === 1 ? "win" : "wins"} · {draws} {draws === 1 ? "draw" : "draws"} · {losses}{" "}
              {losses === 1 ? "loss" : "losses"}
            </p>
            {playingLocally ? (
              <div className="mt-6">
                <LocalGameBoard onLeave={() => setPlayingLocally(false)} />
              </div>
            ) : (
              <div className="mt-6 flex flex-col items-center gap-4 py-10 text-center">
                <p className="text-base font-medium text-slate-700">Start Manually or Invite your friend</p>
                <button
                  type="button"
                  onClick={() => setPlayingLocally(true)}
                  className={`${primaryButtonClassName} px-8`}
                >
                  Start
                </button>
                <p className="max-w-xs text-xs text-slate-600">
                  Start plays on this device, taking turns. To play a friend on theirs, invite them from the list of
                  friends online.
                </p>
              </div>
            )}
          </Card>
          <ActiveFriendsList query={data} title="Invite a friend" className="md:hidden" />
        </div>
      </div>
      <LeaderboardDialog open={leaderboardOpen} onClose={() => setLeaderboardOpen(false)} />
    </PageFrame>
  );
}
