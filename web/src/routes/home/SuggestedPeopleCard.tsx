import { Card } from "../../components/Card";

export function SuggestedPeopleCard() {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">Suggested People</h2>
      <p className="mt-3 text-sm text-slate-500">No suggestions yet.</p>
    </Card>
  );
}
