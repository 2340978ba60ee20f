import type { RecordSourceSelectorProxy } from "relay-runtime";

/**
 * Store updater for auth mutations: points the root `viewer` field at the payload's user, so queries
 * reading `viewer` see the signed-in user without a reload.
 */
export function linkViewerToRoot(mutationField: string) {
  return (store: RecordSourceSelectorProxy) => {
    const viewer = store.getRootField(mutationField)?.getLinkedRecord("viewer");
    if (viewer) store.getRoot().setLinkedRecord(viewer, "viewer");
  };
}
