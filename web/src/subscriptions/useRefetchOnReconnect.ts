import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from "react-relay";
import { getRequest, type OperationType } from "relay-runtime";
import { useOnLiveReconnected } from "../relay/liveReconnects";

/**
 * Reads a screen's query again from the network each time the live connection is back after a
 * drop: what happened meanwhile (a comment, a notification, a read) went out to no subscription.
 * In the background: the store's update redraws the screen in place, its lists from their first
 * page, so what a subscription also brings shows once.
 */
export function useRefetchOnReconnect<T extends OperationType>(query: GraphQLTaggedNode, variables: T["variables"]) {
  const environment = useRelayEnvironment();
  useOnLiveReconnected(() => {
    fetchQuery<T>(environment, query, variables).subscribe({
      error: (error: Error) =>
        console.error(`Reading ${getRequest(query).params.name} again after a reconnect failed:`, error),
    });
  });
}
