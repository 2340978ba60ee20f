import { useCallback, useEffect, useRef, useState } from "react";
import { graphql } from "react-relay";
import type { Disposable } from "relay-runtime";
import { useStartSubscription } from "../../../subscriptions/useAppSubscription";
import type { useOpenerSuggestionsSubscription } from "./__generated__/useOpenerSuggestionsSubscription.graphql";

export type OpenerSuggestionsState =
  | { readonly status: "idle" }
  /** The openers finished so far: the server sends each once it is whole, never one still being written. */
  | { readonly status: "streaming"; readonly suggestions: readonly string[] }
  | { readonly status: "ready"; readonly suggestions: readonly string[]; readonly source: string }
  | { readonly status: "failed"; readonly message: string };

const IDLE: OpenerSuggestionsState = { status: "idle" };
const UNAVAILABLE = "Suggestions are not available right now. Try again later.";

const subscription = graphql`
  subscription useOpenerSuggestionsSubscription($prompt: String!) {
    openerSuggestions(prompt: $prompt) {
      __typename
      ... on OpenerSuggestionsProgress {
        suggestions
      }
      ... on OpenerSuggestionsReady {
        suggestions
        source
      }
      ... on OpenerSuggestionsFailed {
        message
      }
    }
  }
`;

/**
 * Asks the server for three conversation openers and follows them as they stream. A new request
 * or `reset` drops the previous one, and so does unmounting: the server then stops its provider.
 */
export function useOpenerSuggestions() {
  const start = useStartSubscription<useOpenerSuggestionsSubscription>(subscription);
  const [state, setState] = useState<OpenerSuggestionsState>(IDLE);
  // The request whose events are shown; an older one's late events are ignored.
  const current = useRef<{ disposable: Disposable | null } | null>(null);

  const stop = useCallback(() => {
    current.current?.disposable?.dispose();
    current.current = null;
  }, []);

  const suggest = useCallback(
    (prompt: string) => {
      stop();
      setState({ status: "streaming", suggestions: [] });
      const request: { disposable: Disposable | null } = { disposable: null };
      current.current = request;
      request.disposable = start(
        { prompt },
        {
          onNext: (response) => {
            if (current.current !== request) return;
            const event = response?.openerSuggestions;
            if (event?.__typename === "OpenerSuggestionsProgress")
              setState({ status: "streaming", suggestions: event.suggestions });
            else if (event?.__typename === "OpenerSuggestionsReady")
              setState({ status: "ready", suggestions: event.suggestions, source: event.source });
            else if (event?.__typename === "OpenerSuggestionsFailed")
              setState({ status: "failed", message: event.message });
          },
          onFailed: () => {
            if (current.current === request) setState({ status: "failed", message: UNAVAILABLE });
          },
          onCompleted: () => {
            if (current.current !== request) return;
            current.current = null;
            // Completed without a last word (never by this server): nothing is still coming.
            setState((last) => (last.status === "streaming" ? { status: "failed", message: UNAVAILABLE } : last));
          },
        },
      );
    },
    [start, stop],
  );

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { state, suggest, reset };
}
