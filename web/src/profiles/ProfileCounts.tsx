import { graphql, useFragment } from "react-relay";
import type { ProfileCounts_user$key } from "./__generated__/ProfileCounts_user.graphql";

export function ProfileCounts({ user }: { user: ProfileCounts_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileCounts_user on User {
        postCount
        followerCount
        followingCount
      }
    `,
    user,
  );
  const counts = [
    { label: data.postCount === 1 ? "post" : "posts", value: data.postCount },
    { label: data.followerCount === 1 ? "follower" : "followers", value: data.followerCount },
    { label: "following", value: data.followingCount },
  ];

  return (
    <ul aria-label="Counts" className="mt-3 flex gap-5 text-sm text-slate-600">
      {counts.map(({ label, value }) => (
        <li key={label}>
          <span className="font-semibold text-slate-900">{value}</span> {label}
        </li>
      ))}
    </ul>
  );
}
