import { graphql, usePaginationFragment } from "react-relay";
import { LoadMoreSentinel } from "../../components/LoadMoreSentinel";
import type { CommentsList_post$key } from "./__generated__/CommentsList_post.graphql";
import type { CommentsListPaginationQuery } from "./__generated__/CommentsListPaginationQuery.graphql";
import { CommentItem } from "./CommentItem";

const PAGE_SIZE = 20;

export function CommentsList({ post }: { post: CommentsList_post$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CommentsListPaginationQuery,
    CommentsList_post$key
  >(
    graphql`
      fragment CommentsList_post on Post
      @refetchable(queryName: "CommentsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        comments(first: $count, after: $cursor) @connection(key: "CommentsList_comments") {
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

  if (edges.length === 0) return <p className="py-8 text-center text-sm text-slate-500">No comments</p>;

  return (
    // The spec's fixed 300px list, scrolling inside the dialog.
    <ul aria-label="Comments" className="mt-4 h-[300px] divide-y divide-slate-100 overflow-y-auto pr-1">
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
  );
}
