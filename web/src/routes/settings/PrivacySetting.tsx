import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { followRequestsPath } from "../follow-requests/followRequestsPath";
import type { PrivacySetting_query$key } from "./__generated__/PrivacySetting_query.graphql";
import { profilePath } from "../../users/profilePath";

/** Settings' "Privacy": whether the account is private (switched in the profile's edit form) and the way to its follow requests. */
export function PrivacySetting({ query }: { readonly query: PrivacySetting_query$key }) {
  const data = useFragment(
    graphql`
      fragment PrivacySetting_query on Query {
        viewer {
          databaseId
          username
          isPrivate
        }
        followRequests(first: 1) {
          totalCount
        }
      }
    `,
    query,
  );
  const pending = data.followRequests?.totalCount ?? 0;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        {data.viewer?.isPrivate
          ? "Your account is private: only people you approve see your posts, followers and following."
          : "Your account is public: anyone can see your posts and follow you."}{" "}
        Change it with "Private account" in your profile's Edit Profile.
      </p>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
        <Link to={followRequestsPath} className="text-brand-700 underline-offset-2 hover:underline">
          Follow requests{pending > 0 && ` (${pending})`}
        </Link>
        {data.viewer && (
          <Link
            to={profilePath({ ...data.viewer, isViewer: true })}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            Edit your profile
          </Link>
        )}
      </div>
    </>
  );
}
