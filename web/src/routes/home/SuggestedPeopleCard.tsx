import { Card } from "../../components/Card";
import { SuggestedPeopleList } from "./SuggestedPeopleList";

/** The home page's right column (from lg); smaller screens reach the same people at /people. */
export function SuggestedPeopleCard() {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">Suggested People</h2>
      <SuggestedPeopleList count={10} />
    </Card>
  );
}
