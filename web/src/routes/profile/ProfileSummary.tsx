import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar";
import { Card } from "../../components/Card";
import type { ProfileSummary_user$key } from "./__generated__/ProfileSummary_user.graphql";

export function ProfileSummary({ user }: { user: ProfileSummary_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileSummary_user on User {
        name
        username
        bio
        profileImage {
          url
        }
        coverImage {
          url
        }
      }
    `,
    user,
  );

  return (
    <Card>
      <img
        src={data.coverImage.url}
        alt={`${data.name}'s cover`}
        className="h-40 w-full bg-gradient-to-r from-sky-200 to-indigo-200 object-cover sm:h-56"
      />
      <div className="flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end">
        <Avatar
          src={data.profileImage.url}
          alt={`${data.name}'s profile picture`}
          size="lg"
          className="-mt-10 border-4 border-white sm:size-28"
        />
        <div className="min-w-0">
          <h2 className="truncate text-xl font-bold text-slate-900">{data.username}</h2>
          <p className="text-sm text-slate-600">{data.name}</p>
          {data.bio && <p className="mt-2 max-w-prose text-sm text-slate-700">{data.bio}</p>}
        </div>
      </div>
    </Card>
  );
}
