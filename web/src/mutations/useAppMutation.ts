// The one way this client runs a mutation (as Artsy's Force does with its useMutation): every
// screen tells refusals and failures the same way, and every failure is logged once, alike.
import { useCallback } from "react";
import { useMutation, type GraphQLTaggedNode, type UseMutationConfig } from "react-relay";
import { getRequest, type Disposable, type MutationParameters, type PayloadError } from "relay-runtime";
import { useToast } from "../toast/useToast";
import { readUserError, type ShownUserError } from "../userErrors/userErrors";
import type { userErrors_userError$key } from "../userErrors/__generated__/userErrors_userError.graphql";
import { failureText, type FailureTexts } from "./failureText";

/**
 * A mutation whose answer can be a refusal (a union with UserError) selects
 * `...userErrors_userError @alias(as: "error")` on its one root field; one that cannot (a plain
 * payload) has no `error`.
 */
interface RefusableAnswer {
  readonly error?: userErrors_userError$key | null;
}

export interface AppMutationParameters extends MutationParameters {
  readonly response: Readonly<Record<string, object | null | undefined>>;
}

/** The root field's value: what the mutation answered. */
export type MutationAnswer<T extends AppMutationParameters> = NonNullable<T["response"][keyof T["response"]]>;

export interface AppMutationConfig<T extends AppMutationParameters>
  extends Omit<UseMutationConfig<T>, "onCompleted" | "onError" | "onNext" | "onUnsubscribe">, FailureTexts {
  /** the answer, when the server did what was asked */
  readonly onDone?: (answer: MutationAnswer<T>) => void;
  /**
   * the server said no (a UserError); by default its text is shown as an error toast. The answer
   * comes along for a refusal that carries more than its words (a suspension's reason).
   */
  readonly onRefused?: (shown: ShownUserError, answer: MutationAnswer<T>) => void;
  /** shows the failure's text where the screen wants it (an inline alert); by default an error toast */
  readonly onFailed?: (text: string) => void;
}

/** Relay's useMutation, whose commit routes the answer to onDone, onRefused or the failure. */
export function useAppMutation<T extends AppMutationParameters>(
  mutation: GraphQLTaggedNode,
): [commit: (config: AppMutationConfig<T>) => Disposable, isInFlight: boolean] {
  const [commitMutation, isInFlight] = useMutation<T>(mutation);
  const { showToast } = useToast();
  const operationName = getRequest(mutation).params.name;

  const commit = useCallback(
    ({ onDone, onRefused, failure, tooManyRequests, onFailed, ...relayConfig }: AppMutationConfig<T>) => {
      const fail = (cause: Error | readonly PayloadError[]) => {
        console.error(`Mutation ${operationName} failed:`, cause);
        const text = failureText(cause, { failure, tooManyRequests });
        if (onFailed) onFailed(text);
        else showToast(text, "error");
      };
      return commitMutation({
        ...relayConfig,
        onCompleted: (response, errors) => {
          const answer = rootAnswer<T>(response);
          // null: the server refused the request as a whole (its errors array says why)
          if (!answer) return fail(errors ?? new Error(`${operationName} answered nothing.`));
          const refusal = "error" in answer ? (answer as RefusableAnswer).error : null;
          if (refusal) {
            const shown = readUserError(refusal);
            if (onRefused) onRefused(shown, answer);
            else showToast(shown.text, "error");
            return;
          }
          onDone?.(answer);
        },
        onError: fail,
      });
    },
    [commitMutation, showToast, operationName],
  );
  return [commit, isInFlight];
}

/** A mutation of this client has one root field: its value is the answer. */
function rootAnswer<T extends AppMutationParameters>(response: T["response"]): MutationAnswer<T> | null {
  const [answer] = Object.values(response) as (MutationAnswer<T> | null | undefined)[];
  return answer ?? null;
}
