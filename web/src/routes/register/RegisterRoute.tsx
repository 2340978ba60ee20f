import { useEffect, useState } from "react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Navigate, useLocation } from "react-router-dom";
import { Logo } from "../../components/Logo";
import { PageHeading } from "../../routeFocus/PageHeading";
import { forgetSessionEnded, wasSessionEnded } from "../../session/endedSession";
import { returnToOf } from "../../session/returnTo";
import { useSession } from "../../session/useSession";
import { LoginForm } from "./LoginForm";
import { SignupForm } from "./SignupForm";

const tabClassName =
  "flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 outline-none transition data-hover:text-slate-900 data-selected:bg-white data-selected:text-brand-700 data-selected:shadow-sm data-focus:ring-2 data-focus:ring-brand-500";

export function RegisterRoute() {
  const { session } = useSession();
  const location = useLocation();
  const sessionEnded = useSessionEndedNotice();
  if (session) return <Navigate to={returnToOf(location.state)} replace />;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-sky-100 via-white to-indigo-100 px-4 py-10">
      <div className="mb-6 flex items-center gap-3">
        <Logo className="size-10" />
        <PageHeading className="text-2xl font-bold tracking-tight text-slate-900">SkySocial</PageHeading>
      </div>
      {sessionEnded && (
        <p
          role="status"
          className="mb-4 w-[250px] rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:w-[400px]"
        >
          You have been signed out: your session expired or was ended. Log in to go on.
        </p>
      )}
      <div className="w-[250px] rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:w-[400px] sm:p-6">
        <TabGroup>
          <TabList className="mb-5 flex gap-1 rounded-xl bg-slate-100 p-1">
            <Tab className={tabClassName}>Login</Tab>
            <Tab className={tabClassName}>Signup</Tab>
          </TabList>
          <TabPanels>
            <TabPanel unmount={false} className="rounded-lg">
              <LoginForm />
            </TabPanel>
            <TabPanel unmount={false} className="rounded-lg">
              <SignupForm />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </div>
    </main>
  );
}

/** Whether to say that the server ended the last session (read when the page opens, then forgotten). */
function useSessionEndedNotice(): boolean {
  const [ended] = useState(wasSessionEnded);
  useEffect(forgetSessionEnded, []);
  return ended;
}
