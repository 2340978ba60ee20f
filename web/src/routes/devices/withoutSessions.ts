import type { RecordSourceSelectorProxy } from "relay-runtime";

/** Takes the sessions `ended` names out of the viewer's list once the server ended them. */
export function withoutSessions(
  store: RecordSourceSelectorProxy,
  viewerId: string,
  ended: (sessionId: string) => boolean,
): void {
  const viewer = store.get(viewerId);
  const sessions = viewer?.getLinkedRecords("sessions");
  if (!viewer || !sessions) return;
  viewer.setLinkedRecords(
    sessions.filter((session) => session && !ended(session.getDataID())),
    "sessions",
  );
}
