import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../components/Avatar";
import type { PostCardHeader_post$key } from "./__generated__/PostCardHeader_post.graphql";
import { profilePath } from "../users/profilePath";
import { PostMenu } from "./PostMenu";
import { RelativeTime } from "./RelativeTime";

export function PostCardHeader({ post }: { post: PostCardHeader_post$key }) {
  const data = useFragment(
    graphql`
      fragment PostCardHeader_post on Post {
        createdAt
        author {
          databaseId
          username
          isViewer
          profileImage {
            url
          }
        }
        ...PostMenu_post
      }
    `,
    post,
  );
  const { author } = data;

  return (
    <header className="flex items-center justify-between gap-3 px-4 py-3">
      <Link to={profilePath(author)} className="flex min-w-0 items-center gap-3 rounded-lg">
        <Avatar
          src={author.profileImage.url}
          alt={`${author.username}'s profile picture`}
          fallbackName={author.username}
        />
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-slate-900">{author.username}</span>
          <RelativeTime isoDate={data.createdAt} className="block text-xs text-slate-500" />
        </span>
      </Link>
      <PostMenu post={data} />
    </header>
  );
}
