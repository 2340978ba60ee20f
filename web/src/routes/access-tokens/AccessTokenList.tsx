import { graphql, usePaginationFragment } from "react-relay";
import { LoadMoreSentinel } from "../../components/LoadMoreSentinel";
import type { AccessTokenList_query$key } from "./__generated__/AccessTokenList_query.graphql";
import type { AccessTokenListPaginationQuery } from "./__generated__/AccessTokenListPaginationQuery.graphql";
import { AccessTokenItem } from "./AccessTokenItem";

const PAGE_SIZE = 20;

export function AccessTokenList({ query }: { readonly query: AccessTokenList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AccessTokenListPaginationQuery,
    AccessTokenList_query$key
  >(
    graphql`
      fragment AccessTokenList_query on Query
      @refetchable(queryName: "AccessTokenListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        personalAccessTokens(first: $count, after: $cursor)
          @connection(key: "AccessTokenList_personalAccessTokens")
          @required(action: THROW) {
          __id
          edges {
            node {
              id
              ...AccessTokenItem_token
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, __id: connectionId } = data.personalAccessTokens;

  if (edges.length === 0)
    return <p className="mt-3 text-sm text-slate-500">No access tokens yet. Tokens you create appear here.</p>;

  return (
    <ul aria-label="Access tokens" className="mt-2 divide-y divide-slate-100">
      {edges.map(({ node }) => (
        <AccessTokenItem key={node.id} token={node} connectionId={connectionId} />
      ))}
      {hasNext && (
        <li>
          <LoadMoreSentinel
            hasMore={hasNext}
            loading={isLoadingNext}
            onLoadMore={() => loadNext(PAGE_SIZE)}
            label="Loading tokens..."
          />
        </li>
      )}
    </ul>
  );
}
