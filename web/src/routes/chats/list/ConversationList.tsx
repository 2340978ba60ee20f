import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import { LoadMoreSentinel } from "../../../components/LoadMoreSentinel";
import type { ConversationList_viewer$key } from "./__generated__/ConversationList_viewer.graphql";
import type { ConversationListPaginationQuery } from "./__generated__/ConversationListPaginationQuery.graphql";
import type { ConversationListQuery } from "./__generated__/ConversationListQuery.graphql";
import { ConversationListItem } from "./ConversationListItem";
import { useRefetchOnReconnect } from "../../../subscriptions/useRefetchOnReconnect";

const PAGE_SIZE = 20;

const conversationsQuery = graphql`
  query ConversationListQuery {
    viewer {
      ...ConversationList_viewer
    }
  }
`;

/** The viewer's conversation partners, the most recent first (kept live by useLiveChat). */
export function ConversationList({ selectedUserId }: { selectedUserId: string | null }) {
  const { viewer } = useLazyLoadQuery<ConversationListQuery>(
    conversationsQuery,
    {},
    { fetchPolicy: "store-and-network" },
  );
  // reads and deletions made while the live connection was down (new messages it catches up on)
  useRefetchOnReconnect<ConversationListQuery>(conversationsQuery, {});
  if (!viewer) return null;
  return <Conversations viewer={viewer} selectedUserId={selectedUserId} />;
}

function Conversations({
  viewer,
  selectedUserId,
}: {
  viewer: ConversationList_viewer$key;
  selectedUserId: string | null;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ConversationListPaginationQuery,
    ConversationList_viewer$key
  >(
    graphql`
      fragment ConversationList_viewer on User
      @refetchable(queryName: "ConversationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        conversations(first: $count, after: $cursor) @connection(key: "ConversationList_conversations") {
          edges {
            node {
              id
              partner {
                databaseId
              }
              ...ConversationListItem_conversation
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.conversations?.edges ?? [];

  if (edges.length === 0) {
    return <p className="mt-4 px-2 text-sm text-slate-500">No conversations yet. Search for someone to start one.</p>;
  }
  return (
    <ul aria-label="Conversations" className="mt-4 min-h-0 flex-1 space-y-1 overflow-y-auto">
      {edges.map(({ node }) => (
        <ConversationListItem key={node.id} conversation={node} selected={node.partner.databaseId === selectedUserId} />
      ))}
      {hasNext && (
        <li>
          <LoadMoreSentinel
            hasMore={hasNext}
            loading={isLoadingNext}
            onLoadMore={() => loadNext(PAGE_SIZE)}
            label="Loading conversations..."
          />
        </li>
      )}
    </ul>
  );
}
