import { graphql, usePaginationFragment } from "react-relay";
import { Card } from "../../components/Card";
import { useFocusAfterRowRemoval } from "../../components/focus/useFocusAfterRowRemoval";
import type { ModerationCases_query$key } from "./__generated__/ModerationCases_query.graphql";
import type { ModerationCasesPaginationQuery } from "./__generated__/ModerationCasesPaginationQuery.graphql";
import { ModerationCaseCard } from "./ModerationCaseCard";
import { ShowMoreButton } from "./ShowMoreButton";
import type { ModeratorAction } from "./useModeratorAction";

const PAGE_SIZE = 10;

interface ModerationCasesProps {
  query: ModerationCases_query$key;
  pending: boolean;
  act: (action: ModeratorAction) => Promise<boolean>;
}

/** The open reports, by what they are about, the longest waiting first: a page at a time, to the last case. */
export function ModerationCases({ query, pending, act }: ModerationCasesProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ModerationCasesPaginationQuery,
    ModerationCases_query$key
  >(
    graphql`
      fragment ModerationCases_query on Query
      @refetchable(queryName: "ModerationCasesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        moderation {
          ... on ModerationDesk {
            openCases(first: $count, after: $cursor) @connection(key: "ModerationCases_openCases") {
              edges {
                node {
                  subjectId
                  ...ModerationCaseCard_case
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const cases = (data.moderation?.openCases?.edges ?? []).map((edge) => edge.node);
  const list = useFocusAfterRowRemoval<HTMLDivElement>(cases.map((reported) => reported.subjectId));
  return (
    <div ref={list} className="space-y-4">
      {cases.length === 0 && (
        <Card className="px-6 py-10 text-center text-sm text-slate-600">
          <p>No open reports. All caught up.</p>
        </Card>
      )}
      {cases.map((reported) => (
        <div key={reported.subjectId} data-row-key={reported.subjectId}>
          <ModerationCaseCard reported={reported} pending={pending} act={act} />
        </div>
      ))}
      {hasNext && <ShowMoreButton onClick={() => loadNext(PAGE_SIZE)} loading={isLoadingNext} label="open reports" />}
    </div>
  );
}
