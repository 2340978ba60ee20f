import type { IEnvironment } from "relay-runtime";

/**
 * The connections among `connectionIds` that are loaded right now. Mutations update every list a
 * post may sit in (feed, profile grid, saved grid); lists never opened are skipped instead of
 * making Relay warn about them.
 */
export function existingConnections(environment: IEnvironment, connectionIds: readonly string[]): string[] {
  const source = environment.getStore().getSource();
  return connectionIds.filter((id) => source.has(id));
}
