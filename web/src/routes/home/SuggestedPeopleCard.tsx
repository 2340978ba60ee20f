import { Card } from "../../components/Card";
import { SuggestedPeopleList } from "./SuggestedPeopleList";

/** The home page's right column (from lg); smaller screens reach the same people at /people. */
export function SuggestedPeopleCard() {
  return (
    <Card className="p-5">
      <section aria-labelledby="suggested-people">
        <h2 id="suggested-people" className="mb-3 text-base font-semibold text-slate-900">
          Suggested People
        </h2>
        <SuggestedPeopleList count={10} />
      </section>
    </Card>
  );
}
