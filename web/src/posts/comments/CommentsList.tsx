import { graphql, usePaginationFragment } from "react-relay";
import { LiveRegion, useAnnouncement } from "../../components/LiveRegion";
import { LoadMoreSentinel } from "../../components/LoadMoreSentinel";
import type { CommentsList_post$key } from "./__generated__/CommentsList_post.graphql";
import type { CommentsListPaginationQuery } from "./__generated__/CommentsListPaginationQuery.graphql";
import { CommentItem } from "./CommentItem";
import { useLiveComments } from "./useLiveComments";

const PAGE_SIZE = 20;

interface CommentsListProps {
  readonly post: CommentsList_post$key;
  /** The dialog's list scrolls in a fixed 300px; on the post's page the page scrolls. */
  readonly placement?: "dialog" | "page";
}

const listClassName = {
  dialog: "mt-4 h-[300px] overflow-y-auto pr-1",
  page: "",
} as const;

const emptyClassName = {
  dialog: "py-8 text-center text-sm text-slate-500",
  page: "py-1 text-sm text-slate-500",
} as const;

export function CommentsList({ post, placement = "dialog" }: CommentsListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CommentsListPaginationQuery,
    CommentsList_post$key
  >(
    graphql`
      fragment CommentsList_post on Post
      @refetchable(queryName: "CommentsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        comments(first: $count, after: $cursor) @connection(key: "CommentsList_comments") @required(action: THROW) {
          __id
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    post,
  );
  const { edges, __id: connectionId } = data.comments;
  // The list's own region, mounted (empty) with it, so each arrival is read: inside the comments
  // dialog too, which keeps the rest of the page from screen readers.
  const [arrival, announce] = useAnnouncement();
  useLiveComments(data.id, connectionId, announce);

  return (
    <>
      <LiveRegion announcement={arrival} />
      {edges.length === 0 ? (
        <p className={emptyClassName[placement]}>No comments</p>
      ) : (
        <ul aria-label="Comments" className={`divide-y divide-slate-100 ${listClassName[placement]}`}>
          {edges.map(({ node }) => (
            <CommentItem key={node.id} comment={node} connectionId={connectionId} />
          ))}
          {hasNext && (
            <li>
              <LoadMoreSentinel
                hasMore={hasNext}
                loading={isLoadingNext}
                onLoadMore={() => loadNext(PAGE_SIZE)}
                label="Loading comments..."
              />
            </li>
          )}
        </ul>
      )}
    </>
  );
}
