import { Suspense, useCallback, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import type { ModerationRouteQuery } from "./__generated__/ModerationRouteQuery.graphql";
import { AppealCasesSection } from "./AppealCases";
import { deskFetchOptions } from "./deskFetchOptions";
import { ModerationCases } from "./ModerationCases";
import { ModerationLog } from "./ModerationLog";
import { SuspendedAccounts } from "./SuspendedAccounts";
import { useModeratorAction } from "./useModeratorAction";

/** /moderation: open reports by what they are about, appeals, suspended accounts, and the audit log. Moderators only. */
export function ModerationRoute() {
  const [fetchKey, setFetchKey] = useState(0);
  const query = useLazyLoadQuery<ModerationRouteQuery>(
    graphql`
      query ModerationRouteQuery {
        ...ModerationCases_query
        ...ModerationLog_query
        ...SuspendedAccounts_query
        moderation {
          __typename
        }
      }
    `,
    {},
    deskFetchOptions(fetchKey),
  );
  const { moderation } = query;
  const reload = useCallback(() => setFetchKey((key) => key + 1), []);
  const [act, pending] = useModeratorAction(reload);

  if (moderation?.__typename !== "ModerationDesk") {
    return (
      <PageFrame title="Moderation" narrow>
        <Card className="px-6 py-12 text-center text-sm text-slate-600">
          <p>Only moderators can see this page.</p>
        </Card>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Moderation" description="Reports and appeals waiting for a moderator, the longest waiting first.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section aria-labelledby="open-reports">
            <h2 id="open-reports" className="mb-3 text-lg font-semibold text-slate-900">
              Open reports
            </h2>
            <ModerationCases query={query} pending={pending} act={act} />
          </section>
          <section aria-labelledby="appeals">
            <h2 id="appeals" className="mb-3 text-lg font-semibold text-slate-900">
              Appeals
            </h2>
            <Suspense fallback={<p className="text-sm text-slate-600">Loading appeals…</p>}>
              <AppealCasesSection fetchKey={fetchKey} pending={pending} act={act} />
            </Suspense>
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="suspended-accounts">
            <h2 id="suspended-accounts" className="mb-3 text-lg font-semibold text-slate-900">
              Suspended accounts
            </h2>
            <SuspendedAccounts query={query} pending={pending} act={act} />
          </section>
          <section aria-labelledby="audit-log">
            <h2 id="audit-log" className="mb-3 text-lg font-semibold text-slate-900">
              Audit log
            </h2>
            <ModerationLog query={query} />
          </section>
        </div>
      </div>
    </PageFrame>
  );
}
