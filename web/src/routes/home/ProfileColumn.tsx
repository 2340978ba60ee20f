import { graphql, useLazyLoadQuery } from "react-relay";
import type { ProfileColumnQuery } from "./__generated__/ProfileColumnQuery.graphql";
import { MiniProfileCard } from "./MiniProfileCard";

/** The left column's mini profile, loaded next to the feed rather than before it. */
export function ProfileColumn() {
  const { viewer } = useLazyLoadQuery<ProfileColumnQuery>(
    graphql`
      query ProfileColumnQuery {
        viewer {
          ...MiniProfileCard_user
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  return viewer ? <MiniProfileCard user={viewer} /> : null;
}
