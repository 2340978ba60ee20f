import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { Card } from "../../components/Card";
import { LockIcon } from "../../components/icons";
import { PageFrame } from "../../components/PageFrame";
import { FollowButton } from "../../users/FollowButton";
import { profilePath } from "../../users/profilePath";
import type { PrivatePostNotice_author$key } from "./__generated__/PrivatePostNotice_author.graphql";

/** A shared link to a private account's post, for someone who does not follow it: whose it is, and Follow. */
export function PrivatePostNotice({ author }: { readonly author: PrivatePostNotice_author$key }) {
  const data = useFragment(
    graphql`
      fragment PrivatePostNotice_author on User {
        databaseId
        isViewer
        username
        viewerHasRequestedToFollow
        profileImage {
          url
        }
        ...FollowButton_user
      }
    `,
    author,
  );
  return (
    <PageFrame title="Private post" narrow>
      <Card className="px-6 py-10 text-center">
        <LockIcon className="mx-auto h-10 w-10 rounded-full border-2 border-slate-800 p-2 text-slate-800" />
        <p className="mt-3 text-base font-semibold text-slate-900">This post is private</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
          {data.viewerHasRequestedToFollow
            ? `You asked to follow ${data.username}. You'll see this post once they approve.`
            : `Only the people ${data.username} approves can see their posts. Follow them to ask.`}
        </p>
        <div className="mt-5 flex items-center justify-center gap-3">
          <Link
            to={profilePath(data)}
            className="flex min-w-0 items-center gap-2 rounded-lg p-1 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <Avatar src={data.profileImage.url} alt="" size="sm" fallbackName={data.username} />
            <span className="truncate">{data.username}</span>
          </Link>
          <FollowButton user={data} />
        </div>
      </Card>
    </PageFrame>
  );
}
