import { Environment, Network, RecordSource, Store } from "relay-runtime";
import { createFetchFunction } from "./fetchGraphQL";
import { createSubscriptionClient } from "./subscriptionClient";

export interface RelayEnvironmentHandle {
  readonly environment: Environment;
  /** Closes the environment's subscription socket. */
  readonly dispose: () => void;
}

/**
 * One environment per signed-in period: the session replaces it on log out, so nothing one user
 * loaded can be read by the next.
 */
export function createRelayEnvironment(getToken: () => string | null): RelayEnvironmentHandle {
  const subscriptions = createSubscriptionClient(getToken);
  const environment = new Environment({
    network: Network.create(createFetchFunction(getToken), subscriptions.subscribe),
    store: new Store(new RecordSource()),
  });
  return { environment, dispose: subscriptions.dispose };
}
