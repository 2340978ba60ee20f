import { Card } from "../../components/Card";
import { GridIcon } from "../../components/icons";
import { PageFrame } from "../../components/PageFrame";

export function TicTacToeLobbyRoute() {
  return (
    <PageFrame title="Custom Challenges">
      <div className="grid gap-6 md:grid-cols-[280px_minmax(0,1fr)]">
        <Card className="hidden p-4 md:block">
          <h2 className="text-sm font-semibold text-slate-900">Active Friends</h2>
          <p className="mt-3 text-sm text-slate-500">No friends online right now.</p>
        </Card>
        <Card className="p-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <GridIcon className="size-6 text-brand-600" />
              Tic Tac Toe
            </h2>
            {/* The spec keeps this button without an action in this version. */}
            <button
              type="button"
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              Leaderbord
            </button>
          </div>
          <div className="mt-10 flex flex-col items-center gap-4 py-10 text-center">
            <p className="text-base font-medium text-slate-700">Start Manually or Invite your friend</p>
            <button
              type="button"
              className="rounded-lg bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Start
            </button>
          </div>
        </Card>
      </div>
    </PageFrame>
  );
}
