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
      {/* Fixed columns: the numbers keep their width and a long name is cut, so the table fits a phone. */}
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{scope === "FOLLOWING" ? "Among the people you follow" : "Everyone"}</caption>
        <thead className="sticky top-0 bg-white text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="w-7 py-2 pr-1">
              #
            </th>
            <th scope="col" className="py-2 pr-2">
              Player
            </th>
            <CountHeader label="Wins" />
            <CountHeader label="Draws" />
            <CountHeader label="Losses" />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {leaderboard.edges.map(({ cursor, node }, index) => (
            <tr key={cursor} className={node.user.isViewer ? "bg-brand-50" : undefined}>
              <td className="py-2 pr-1 font-semibold tabular-nums text-slate-600">{index + 1}</td>
              <th scope="row" className="py-2 pr-2 font-semibold text-slate-900">
                <span className="flex min-w-0 items-center gap-2">
                  {/* the narrowest phones give the name the avatar's room */}
                  <Avatar
                    src={node.user.profileImage.url}
                    alt=""
                    size="sm"
                    fallbackName={node.user.username}
                    className="max-[359px]:hidden"
                  />
                  <span className="truncate" title={node.user.username}>
                    {node.user.username}
                  </span>
                  {/* outside the cut: the viewer always finds themselves */}
                  {node.user.isViewer && <span className="-ml-1 shrink-0 font-normal text-slate-600"> (you)</span>}
                </span>
              </th>
              <CountCell count={node.wins} />
              <CountCell count={node.draws} />
              <CountCell count={node.losses} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A count's heading: the word, or on a phone its first letter, leaving the names room (screen readers still hear the word). */
function CountHeader({ label }: { label: string }) {
  return (
    <th scope="col" className="w-9 px-1 py-2 text-right sm:w-20">
      <span aria-hidden="true" className="sm:hidden">
        {label.charAt(0)}
      </span>
      <span className="max-sm:sr-only">{label}</span>
    </th>
  );
}

function CountCell({ count }: { count: number }) {
  return <td className="px-1 py-2 text-right tabular-nums">{count}</td>;
}
