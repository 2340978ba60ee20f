import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Suspense } from "react";
import { ModalDialog } from "../../../components/overlay/ModalDialog";
import { QueryErrorBoundary } from "../../../components/QueryErrorBoundary";
import { Spinner } from "../../../components/Spinner";
import { LeaderboardTable } from "./LeaderboardTable";

const tabClassName =
  "rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-600 outline-none hover:text-slate-900 data-focus:ring-2 data-focus:ring-brand-500 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm";

const loading = (
  <p className="flex items-center gap-2 py-6 text-sm text-slate-600">
    <Spinner /> Loading the leaderboard…
  </p>
);

const failed = () => (
  <p className="py-6 text-sm text-red-700">The leaderboard could not be loaded. Please try again later.</p>
);

/** The lobby's 'Leaderboard': wins, draws and losses among the people the viewer follows, and overall. */
export function LeaderboardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Leaderboard" width="lg">
      <TabGroup className="mt-4">
        <TabList className="flex w-fit gap-1 rounded-xl bg-slate-100 p-1">
          <Tab className={tabClassName}>People you follow</Tab>
          <Tab className={tabClassName}>Everyone</Tab>
        </TabList>
        <TabPanels className="mt-3">
          {(["FOLLOWING", "EVERYONE"] as const).map((scope) => (
            <TabPanel key={scope} className="rounded-lg">
              <QueryErrorBoundary fallback={failed}>
                <Suspense fallback={loading}>
                  <LeaderboardTable scope={scope} />
                </Suspense>
              </QueryErrorBoundary>
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </ModalDialog>
  );
}
