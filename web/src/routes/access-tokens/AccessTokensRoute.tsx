import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import type { AccessTokensRouteQuery } from "./__generated__/AccessTokensRouteQuery.graphql";
import { AccessTokenList } from "./AccessTokenList";
import { CreateAccessTokenForm } from "./CreateAccessTokenForm";
import { NewTokenSecret, type CreatedToken } from "./NewTokenSecret";

/** /settings/access-tokens: the personal access tokens a user gives their own tools instead of their password. */
export function AccessTokensRoute() {
  const query = useLazyLoadQuery<AccessTokensRouteQuery>(
    graphql`
      query AccessTokensRouteQuery {
        ...AccessTokenList_query
      }
    `,
    {},
    // lastUsedAt moves while the page is away: show what is known, then refresh
    { fetchPolicy: "store-and-network" },
  );
  const [created, setCreated] = useState<CreatedToken | null>(null);

  return (
    <PageFrame
      title="Access tokens"
      description="Let your own scripts and tools use SkySocial's GraphQL API without your password. Each token works until it expires or you revoke it."
      narrow
    >
      <div className="space-y-6">
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">New token</h2>
          {created ? (
            <NewTokenSecret created={created} onDone={() => setCreated(null)} />
          ) : (
            <CreateAccessTokenForm onCreated={setCreated} />
          )}
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Your tokens</h2>
          <AccessTokenList query={query} />
        </Card>
      </div>
    </PageFrame>
  );
}
