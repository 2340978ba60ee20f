import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import { Card } from "../../components/Card";
import { deskFetchOptions } from "./deskFetchOptions";
import { useFocusAfterRowRemoval } from "../../components/focus/useFocusAfterRowRemoval";
import type { AppealCases_query$key } from "./__generated__/AppealCases_query.graphql";
import type { AppealCasesPaginationQuery } from "./__generated__/AppealCasesPaginationQuery.graphql";
import type { AppealCasesQuery } from "./__generated__/AppealCasesQuery.graphql";
import { AppealCaseCard } from "./AppealCaseCard";
import { ShowMoreButton } from "./ShowMoreButton";
import type { ModeratorAction } from "./useModeratorAction";

const PAGE_SIZE = 10;

interface AppealCasesProps {
  query: AppealCases_query$key;
  pending: boolean;
  act: (action: ModeratorAction) => Promise<boolean>;
}

/**
 * The appeals, read by a query of their own: the desk's other lists and a page of appeals in one
 * operation would cost more than any operation the web client sends may (operation-cost.test.ts).
 * `fetchKey` changes when the desk acted, to read them again.
 */
export function AppealCasesSection({ fetchKey, ...props }: Omit<AppealCasesProps, "query"> & { fetchKey: number }) {
  const query = useLazyLoadQuery<AppealCasesQuery>(
    graphql`
      query AppealCasesQuery {
        ...AppealCases_query
      }
    `,
    {},
    deskFetchOptions(fetchKey),
  );
  return <AppealCases query={query} {...props} />;
}

/** The appeals waiting for a decision, the longest waiting first: a page at a time, to the last one. */
function AppealCases({ query, pending, act }: AppealCasesProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AppealCasesPaginationQuery,
    AppealCases_query$key
  >(
    graphql`
      fragment AppealCases_query on Query
      @refetchable(queryName: "AppealCasesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        moderation {
          ... on ModerationDesk {
            openAppeals(first: $count, after: $cursor) @connection(key: "AppealCases_openAppeals") {
              edges {
                node {
                  appeal {
                    databaseId
                  }
                  ...AppealCaseCard_appeal
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const appeals = (data.moderation?.openAppeals?.edges ?? []).map((edge) => edge.node);
  const list = useFocusAfterRowRemoval<HTMLDivElement>(appeals.map((appeal) => appeal.appeal.databaseId));
  return (
    <div ref={list} className="space-y-4">
      {appeals.length === 0 && (
        <Card className="px-6 py-10 text-center text-sm text-slate-600">
          <p>No appeals waiting.</p>
        </Card>
      )}
      {appeals.map((appeal) => (
        <div key={appeal.appeal.databaseId} data-row-key={appeal.appeal.databaseId}>
          <AppealCaseCard appeal={appeal} pending={pending} act={act} />
        </div>
      ))}
      {hasNext && <ShowMoreButton onClick={() => loadNext(PAGE_SIZE)} loading={isLoadingNext} label="appeals" />}
    </div>
  );
}
