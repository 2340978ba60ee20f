// The one way this client follows a subscription (as useAppMutation is for mutations): every
// failure is logged once, alike, and none is left unhandled. A dropped connection is not a
// failure: the subscription client (relay/subscriptionClient.ts) reconnects and sends each
// subscription again; a stream that catches up by itself says from where (`resume`), and a
// screen reads again what no stream catches up on (useRefetchOnReconnect).
import { useCallback, useEffect, useEffectEvent } from "react";
import { requestSubscription, useRelayEnvironment, type GraphQLTaggedNode } from "react-relay";
import {
  getRequest,
  type Disposable,
  type Environment,
  type OperationType,
  type SelectorStoreUpdater,
} from "relay-runtime";
import { RESUME_METADATA } from "../relay/subscriptionClient";

export interface AppSubscriptionHandlers<T extends OperationType> {
  /** writes an event into the store where Relay's directives do not (a list of the screen's) */
  readonly updater?: SelectorStoreUpdater<T["response"]>;
  /** each event, as the subscription selects it */
  readonly onNext?: (response: T["response"] | null | undefined) => void;
  /** the server ended the stream */
  readonly onCompleted?: () => void;
  /** what the screen does once the failure is logged (start over, say so): nothing by default */
  readonly onFailed?: (error: Error) => void;
  /**
   * Variables sent in place of `variables`, read each time the subscription is sent: at first and
   * again after each reconnect, so a stream that catches up resumes from what the screen has then.
   */
  readonly resume?: () => Partial<T["variables"]>;
}

/** Follows `subscription` while the component is mounted; again from the start when `variables` change. */
export function useAppSubscription<T extends OperationType>(
  subscription: GraphQLTaggedNode,
  variables: T["variables"],
  handlers: AppSubscriptionHandlers<T> = {},
): void {
  const environment = useRelayEnvironment();
  // by value: callers pass a new object on each render
  const variablesKey = JSON.stringify(variables);
  // the latest handlers, without following anew when a caller's function is new
  const updater = useEffectEvent<SelectorStoreUpdater<T["response"]>>((store, data) => handlers.updater?.(store, data));
  const onNext = useEffectEvent((response: T["response"] | null | undefined) => handlers.onNext?.(response));
  const onCompleted = useEffectEvent(() => handlers.onCompleted?.());
  const onFailed = useEffectEvent((error: Error) => handlers.onFailed?.(error));
  const resume = useEffectEvent(() => handlers.resume?.() ?? {});
  useEffect(() => {
    const { dispose } = follow<T>(environment, subscription, JSON.parse(variablesKey) as T["variables"], {
      updater,
      onNext,
      onCompleted,
      onFailed,
      resume,
    });
    return dispose;
  }, [environment, subscription, variablesKey]);
}

/**
 * A subscription the user starts (a request whose answer streams): `start` follows one until the
 * Disposable it returns is disposed.
 */
export function useStartSubscription<T extends OperationType>(
  subscription: GraphQLTaggedNode,
): (variables: T["variables"], handlers: AppSubscriptionHandlers<T>) => Disposable {
  const environment = useRelayEnvironment();
  return useCallback(
    (variables: T["variables"], handlers: AppSubscriptionHandlers<T>) =>
      follow<T>(environment, subscription, variables, handlers),
    [environment, subscription],
  );
}

function follow<T extends OperationType>(
  environment: Environment,
  subscription: GraphQLTaggedNode,
  variables: T["variables"],
  { updater, onNext, onCompleted, onFailed, resume }: AppSubscriptionHandlers<T>,
): Disposable {
  const operationName = getRequest(subscription).params.name;
  return requestSubscription<T>(environment, {
    subscription,
    variables,
    updater,
    onNext,
    onCompleted,
    onError: (error) => {
      console.error(`Subscription ${operationName} failed:`, error);
      onFailed?.(error);
    },
    ...(resume && { cacheConfig: { metadata: { [RESUME_METADATA]: resume } } }),
  });
}
