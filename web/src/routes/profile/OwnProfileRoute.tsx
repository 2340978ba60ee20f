import { graphql, useLazyLoadQuery } from "react-relay";
import { Navigate, useParams } from "react-router-dom";
import { PageFrame } from "../../components/PageFrame";
import { useUser } from "../../session/useUser";
import type { OwnProfileRouteQuery } from "./__generated__/OwnProfileRouteQuery.graphql";
import { ProfileSummary } from "./ProfileSummary";

export function OwnProfileRoute() {
  const { userId } = useParams();
  const me = useUser();
  const { viewer } = useLazyLoadQuery<OwnProfileRouteQuery>(
    graphql`
      query OwnProfileRouteQuery {
        viewer {
          ...ProfileSummary_user
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );

  // /profile/{id} is the own profile; anyone else's id belongs on their public profile page.
  if (userId !== me.databaseId) return <Navigate to={`/${userId ?? ""}`} replace />;

  return <PageFrame title="My Profile">{viewer && <ProfileSummary user={viewer} />}</PageFrame>;
}
