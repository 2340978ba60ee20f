import { createContext } from "react";
import type { AuthPayloadSnapshot, StoredSession } from "./storedSession";

export interface SessionUserDetails {
  readonly username: string;
  readonly profileImageUrl: string;
}

export interface SessionContextValue {
  readonly session: StoredSession | null;
  readonly signIn: (payload: AuthPayloadSnapshot) => void;
  readonly signOut: () => void;
  /** Keeps the stored username and profile image in step with the loaded user. */
  readonly syncUserDetails: (details: SessionUserDetails) => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
