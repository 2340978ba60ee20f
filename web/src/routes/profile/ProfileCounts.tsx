import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { PeopleDialog, type PeopleListKind } from "../../users/people/PeopleDialog";
import type { ProfileCounts_user$key } from "./__generated__/ProfileCounts_user.graphql";
import { useLiveCounts } from "../../users/useLiveCounts";

export function ProfileCounts({ user }: { user: ProfileCounts_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileCounts_user on User {
        id
        postCount
        followerCount
        followingCount
        viewerCanSeePosts
      }
    `,
    user,
  );
  useLiveCounts(data.id);
  const [openList, setOpenList] = useState<PeopleListKind | null>(null);
  const lists: { kind: PeopleListKind; label: string; value: number }[] = [
    { kind: "followers", label: data.followerCount === 1 ? "follower" : "followers", value: data.followerCount },
    { kind: "following", label: "following", value: data.followingCount },
  ];

  return (
    <>
      <ul aria-label="Counts" className="mt-3 flex gap-5 text-sm text-slate-600">
        <li>
          <span className="font-semibold text-slate-900">{data.postCount}</span>{" "}
          {data.postCount === 1 ? "post" : "posts"}
        </li>
        {lists.map(({ kind, label, value }) => (
          <li key={kind}>
            {data.viewerCanSeePosts ? (
              // opens the list of people behind the number
              <button type="button" onClick={() => setOpenList(kind)} className="rounded hover:underline">
                <span className="font-semibold text-slate-900">{value}</span> {label}
              </button>
            ) : (
              // a private account's people are its followers' to see: the number alone
              <>
                <span className="font-semibold text-slate-900">{value}</span> {label}
              </>
            )}
          </li>
        ))}
      </ul>
      <PeopleDialog
        kind={openList ?? "followers"}
        id={data.id}
        open={openList !== null}
        onClose={() => setOpenList(null)}
      />
    </>
  );
}
