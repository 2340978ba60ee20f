import { useCallback, useEffect, useRef, useState } from "react";
import { graphql } from "react-relay";
import type { useTypingIndicatorSubscription } from "./__generated__/useTypingIndicatorSubscription.graphql";
import { useAppMutation } from "../../../mutations/useAppMutation";
import { useAppSubscription } from "../../../subscriptions/useAppSubscription";
import type { useTypingSignalMutation } from "./__generated__/useTypingSignalMutation.graphql";

/** The server forgets a 'typing' after 6 s; it is repeated well before that while the viewer types. */
const REPEAT_MS = 3_000;
const EXPIRES_MS = 6_000;

/** Tells the partner while the viewer types: `typing(text)` on every change, `stopped()` after a send. */
export function useTypingSignal(partnerId: string) {
  const [commit] = useAppMutation<useTypingSignalMutation>(graphql`
    mutation useTypingSignalMutation($input: SetTypingInput!) {
      setTyping(input: $input) {
        __typename
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const lastSignal = useRef<number | null>(null);

  const signal = useCallback(
    (typing: boolean) =>
      commit({
        variables: { input: { userId: partnerId, typing } },
        // Typing signals go unasked, so a lost one is only logged: the next keystroke sends another.
        onRefused: () => undefined,
        failure: "The typing signal was not sent.",
        onFailed: () => undefined,
      }),
    [commit, partnerId],
  );
  const stopped = useCallback(() => {
    if (lastSignal.current === null) return;
    lastSignal.current = null;
    signal(false);
  }, [signal]);
  const typing = useCallback(
    (text: string) => {
      if (text.trim() === "") return stopped();
      const now = Date.now();
      if (lastSignal.current !== null && now - lastSignal.current < REPEAT_MS) return;
      lastSignal.current = now;
      signal(true);
    },
    [signal, stopped],
  );
  // Leaving the conversation stops the indicator on the other side.
  useEffect(() => stopped, [stopped]);
  return { typing, stopped };
}

/** True while the partner is typing to the viewer. */
export function usePartnerTyping(partnerId: string): boolean {
  const [typing, setTyping] = useState(false);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useAppSubscription<useTypingIndicatorSubscription>(
    graphql`
      subscription useTypingIndicatorSubscription {
        typingIndicator {
          user {
            id
          }
          typing
        }
      }
    `,
    {},
    {
      onNext: (response) => {
        const event = response?.typingIndicator;
        if (!event || event.user.id !== partnerId) return;
        clearTimeout(expiry.current);
        setTyping(event.typing);
        // A closed tab never says it stopped.
        if (event.typing) expiry.current = setTimeout(() => setTyping(false), EXPIRES_MS);
      },
    },
  );
  useEffect(() => () => clearTimeout(expiry.current), []);
  return typing;
}
