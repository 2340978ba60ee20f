import { useEffect, useState } from "react";
import { RouterProvider } from "react-router-dom";
import { AnnouncerProvider } from "./announcer/AnnouncerProvider";
import { createAppRouter } from "./router";
import { followRouteChanges } from "./routeFocus/routeFocus";
import { SessionProvider } from "./session/SessionProvider";
import { ToastProvider } from "./toast/ToastProvider";

export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => followRouteChanges(router), [router]);
  return (
    <AnnouncerProvider>
      <ToastProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </AnnouncerProvider>
  );
}
