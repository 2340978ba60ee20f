import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { ModalDialog } from "../../components/overlay/ModalDialog";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import type { PeopleDialogQuery } from "./__generated__/PeopleDialogQuery.graphql";
import { FollowersList } from "./FollowersList";
import { FollowingList } from "./FollowingList";
import { LikersList } from "./LikersList";

/** Which list: a user's followers or the people they follow (id: the user's), a post's likers (id: the post's). */
export type PeopleListKind = "followers" | "following" | "likers";

const TITLES: Record<PeopleListKind, string> = { followers: "Followers", following: "Following", likers: "Liked by" };

interface PeopleDialogProps {
  readonly kind: PeopleListKind;
  /** the global id of the user or post */
  readonly id: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

const stateClassName = "py-8 text-center text-sm text-slate-500";

/** A list of people in a dialog, opened from a profile's counts or a post's like count. */
export function PeopleDialog({ kind, id, open, onClose }: PeopleDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={TITLES[kind]}>
      <QueryErrorBoundary
        fallback={() => (
          <p role="alert" className={stateClassName}>
            Failed to load the list.
          </p>
        )}
      >
        <Suspense
          fallback={
            <p role="status" className={stateClassName}>
              Loading…
            </p>
          }
        >
          <PeopleOf kind={kind} id={id} />
        </Suspense>
      </QueryErrorBoundary>
    </ModalDialog>
  );
}

function PeopleOf({ kind, id }: { kind: PeopleListKind; id: string }) {
  const { node } = useLazyLoadQuery<PeopleDialogQuery>(
    graphql`
      query PeopleDialogQuery($id: ID!, $followers: Boolean!, $following: Boolean!, $likers: Boolean!) {
        node(id: $id) {
          ...FollowersList_user @include(if: $followers) @alias
          ...FollowingList_user @include(if: $following) @alias
          ...LikersList_post @include(if: $likers) @alias
        }
      }
    `,
    { id, followers: kind === "followers", following: kind === "following", likers: kind === "likers" },
    // Reopening shows the list at once and still picks up who joined it since.
    { fetchPolicy: "store-and-network" },
  );
  if (node?.FollowersList_user) return <FollowersList user={node.FollowersList_user} />;
  if (node?.FollowingList_user) return <FollowingList user={node.FollowingList_user} />;
  if (node?.LikersList_post) return <LikersList post={node.LikersList_post} />;
  // the user or post is gone (deleted while the page was open)
  return <p className={stateClassName}>This list is no longer available.</p>;
}
