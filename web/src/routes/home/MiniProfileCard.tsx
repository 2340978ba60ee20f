import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { Card } from "../../components/Card";
import { useLiveCounts } from "../../users/useLiveCounts";
import type { MiniProfileCard_user$key } from "./__generated__/MiniProfileCard_user.graphql";
import { profilePath } from "../../users/profilePath";

export function MiniProfileCard({ user }: { user: MiniProfileCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment MiniProfileCard_user on User {
        id
        databaseId
        name
        username
        bio
        followingCount
        followerCount
        coverImage {
          url
        }
        profileImage {
          url
        }
      }
    `,
    user,
  );
  useLiveCounts(data.id);

  return (
    <Card>
      <img
        src={data.coverImage.url}
        alt={`${data.name}'s cover`}
        className="h-24 w-full bg-gradient-to-r from-sky-200 to-indigo-200 object-cover"
      />
      <div className="px-5 pb-5">
        <Avatar
          src={data.profileImage.url}
          alt={`${data.name}'s profile picture`}
          size="lg"
          className="-mt-10 border-4 border-white"
        />
        <h2 className="mt-3 truncate text-lg font-semibold text-slate-900">{data.name}</h2>
        <p className="truncate text-sm text-slate-500">@{data.username}</p>
        {data.bio && <p className="mt-3 line-clamp-3 text-sm text-slate-700">{data.bio}</p>}
        <ul aria-label="Follow counts" className="mt-4 grid grid-cols-2 gap-2 text-center">
          <li className="rounded-lg bg-slate-50 py-2">
            <span className="block text-base font-semibold text-slate-900">{data.followingCount}</span>
            <span className="text-xs text-slate-500">following</span>
          </li>
          <li className="rounded-lg bg-slate-50 py-2">
            <span className="block text-base font-semibold text-slate-900">{data.followerCount}</span>
            <span className="text-xs text-slate-500">{data.followerCount === 1 ? "follower" : "followers"}</span>
          </li>
        </ul>
        <Link
          to={profilePath({ ...data, isViewer: true })}
          className="mt-4 block rounded-lg border border-slate-300 px-3 py-2 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          My Profile
        </Link>
      </div>
    </Card>
  );
}
