import { Suspense } from "react";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import { PageLoading } from "../../components/PageLoading";
import { SuggestedPeopleList } from "../home/SuggestedPeopleList";

/**
 * Suggested People on a page of their own: the home page shows them in its right column, which
 * only screens from lg have; phones and tablets come here from the bottom bar or the account menu.
 */
export function SuggestedPeopleRoute() {
  return (
    <PageFrame title="Suggested People" description="People you may know first, then the most followed." narrow>
      <Card className="p-3 sm:p-4">
        <Suspense fallback={<PageLoading label="Loading suggestions" />}>
          <SuggestedPeopleList count={25} withNames />
        </Suspense>
      </Card>
    </PageFrame>
  );
}
