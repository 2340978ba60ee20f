import { useEffect } from "react";

const APP_NAME = "SkySocial";

/** The tab's title while the screen is shown ("Chats · SkySocial"), so tabs and history tell screens apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
}
