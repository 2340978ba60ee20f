import { graphql, useLazyLoadQuery } from "react-relay";
import { Navigate, useParams } from "react-router-dom";
import { MissingPage } from "../../components/MissingPage";
import { profilePath } from "../../users/profilePath";
import type { MentionRouteQuery } from "./__generated__/MentionRouteQuery.graphql";

/** /u/{username}: where an @mention leads; opens that person's profile, or says nobody has the name. */
export function MentionRoute() {
  const { username = "" } = useParams();
  return <MentionedProfile key={username} username={username} />;
}

function MentionedProfile({ username }: { username: string }) {
  const { user } = useLazyLoadQuery<MentionRouteQuery>(
    graphql`
      query MentionRouteQuery($username: String!) {
        user(username: $username) {
          databaseId
          username
          isViewer
        }
      }
    `,
    { username },
  );
  if (!user) return <MissingPage title="User not found" message={`Nobody is called @${username}.`} />;
  return <Navigate to={profilePath(user)} replace />;
}
