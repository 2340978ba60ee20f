import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createRelayEnvironment, type RelayEnvironmentHandle } from "../relay/createRelayEnvironment";
import { useOnTokenRejected } from "../relay/tokenRejections";
import { markSessionEnded } from "./endedSession";
import { SessionContext, type SessionContextValue, type SessionUserDetails } from "./sessionContext";
import {
  clearStoredSession,
  readStoredSession,
  sessionFromAuthPayload,
  writeStoredSession,
  type AuthPayloadSnapshot,
  type StoredSession,
} from "./storedSession";

interface SessionState {
  readonly session: StoredSession | null;
  readonly relay: RelayEnvironmentHandle;
}

// Read at request time from storage, which signIn writes before any request can use the new token.
const readToken = () => readStoredSession()?.authToken ?? null;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => ({
    session: readStoredSession(),
    relay: createRelayEnvironment(readToken),
  }));

  useEffect(() => state.relay.dispose, [state.relay]);

  const signIn = useCallback((payload: AuthPayloadSnapshot) => {
    const session = sessionFromAuthPayload(payload);
    writeStoredSession(session);
    setState((current) => ({ ...current, session }));
  }, []);

  const signOut = useCallback(() => {
    clearStoredSession();
    // A fresh store, so the next user cannot read anything this one loaded.
    setState({ session: null, relay: createRelayEnvironment(readToken) });
  }, []);

  // The server no longer accepts the stored token (expired, revoked): signed out, as by the user.
  // Signed-in screens then send the visitor to /register.
  useOnTokenRejected((token) => {
    if (readToken() !== token) return;
    markSessionEnded();
    signOut();
  });

  const syncUserDetails = useCallback(({ username, profileImageUrl }: SessionUserDetails) => {
    const stored = readStoredSession();
    if (!stored || (stored.username === username && stored.profile_image === profileImageUrl)) return;
    const updated = { ...stored, username, profile_image: profileImageUrl };
    writeStoredSession(updated);
    setState((current) => ({ ...current, session: updated }));
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({ session: state.session, signIn, signOut, syncUserDetails }),
    [state.session, signIn, signOut, syncUserDetails],
  );

  return (
    <SessionContext value={value}>
      <RelayEnvironmentProvider environment={state.relay.environment}>{children}</RelayEnvironmentProvider>
    </SessionContext>
  );
}
