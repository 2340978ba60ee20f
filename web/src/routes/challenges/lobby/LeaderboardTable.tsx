import { graphql, useLazyLoadQuery } from "react-relay";
import { Avatar } from "../../../components/Avatar";
import type { LeaderboardTableQuery, LeaderboardScope } from "./__generated__/LeaderboardTableQuery.graphql";

const SHOWN = 50;

/** One scope of the leaderboard, best first (most wins, then draws, then fewest losses). */
export function LeaderboardTable({ scope }: { scope: LeaderboardScope }) {
  const { leaderboard } = useLazyLoadQuery<LeaderboardTableQuery>(
    graphql`
      query LeaderboardTableQuery($scope: LeaderboardScope!, $first: Int!) {
        leaderboard(scope: $scope, first: $first) @required(action: THROW) {
          edges {
            cursor
            node {
              wins
              draws
              losses
              user {
                id
                username
                isViewer
                profileImage {
                  url
                }
              }
            }
          }
        }
      }
    `,
    { scope, first: SHOWN },
    // Results change with every game: always ask, show what the store has meanwhile.
    { fetchPolicy: "store-and-network" },
  );

  if (leaderboard.edges.length === 0) {
    return (
      <p className="py-6 text-sm text-slate-600">
        {scope === "FOLLOWING" ? "No games yet among you and the people you follow." : "No games played yet."}
      </p>
    );
  }

  return (
    <div className="max-h-96 overflow-y-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{scope === "FOLLOWING" ? "Among the people you follow" : "Everyone"}</caption>
        <thead className="sticky top-0 bg-white text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-2">#</th>
            <th scope="col" className="py-2 pr-2">Player</th>
            <th scope="col" className="px-2 py-2 text-right">Wins</th>
            <th scope="col" className="px-2 py-2 text-right">Draws</th>
            <th scope="col" className="py-2 pl-2 text-right">Losses</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {leaderboard.edges.map(({ cursor, node }, index) => (
            <tr key={cursor} className={node.user.isViewer ? "bg-brand-50" : undefined}>
              <td className="py-2 pr-2 font-semibold tabular-nums text-slate-600">{index + 1}</td>
              <th scope="row" className="py-2 pr-2 font-semibold text-slate-900">
                <span className="flex min-w-0 items-center gap-2">
                  <Avatar src={node.user.profileImage.url} alt="" size="sm" fallbackName={node.user.username} />
                  <span className="truncate">
                    {node.user.username}
                    {node.user.isViewer && <span className="font-normal text-slate-600"> (you)</span>}
                  </span>
                </span>
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{node.wins}</td>
              <td className="px-2 py-2 text-right tabular-nums">{node.draws}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{node.losses}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
