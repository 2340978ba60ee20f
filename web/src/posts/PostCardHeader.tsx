import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../components/Avatar";
import type { PostCardHeader_post$key } from "./__generated__/PostCardHeader_post.graphql";
import { profilePath } from "../users/profilePath";
import { postPath } from "./postPath";
import { PostMenu } from "./PostMenu";
import { RelativeTime } from "./RelativeTime";

export function PostCardHeader({ post }: { post: PostCardHeader_post$key }) {
  const data = useFragment(
    graphql`
      fragment PostCardHeader_post on Post {
        databaseId
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
  const authorPath = profilePath(author);

  return (
    <header className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 items-center gap-3">
        {/* The name next to it is the same link, for keyboards and screen readers. */}
        <Link to={authorPath} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
          <Avatar src={author.profileImage.url} alt="" fallbackName={author.username} />
        </Link>
        {/* Each link a full 24px high (WCAG 2.5.8's smallest target): the two lines sit close. */}
        <div className="min-w-0">
          {/* Each post's heading: screen readers list and jump between posts by their authors. */}
          <h2 className="text-sm font-semibold text-slate-900">
            <Link to={authorPath} className="block truncate leading-6 hover:underline">
              {author.username}
            </Link>
          </h2>
          {/* As on every peer, the time opens the post's own page: the link to share. */}
          <Link
            to={postPath(data)}
            className="block w-fit text-xs leading-6 text-slate-500 hover:text-slate-700 hover:underline"
          >
            <RelativeTime isoDate={data.createdAt} />
          </Link>
        </div>
      </div>
      <PostMenu post={data} />
    </header>
  );
}
