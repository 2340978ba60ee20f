// Who is calling, as the domain sees it once a token proved it. Apart from sessions.ts (which
// checks log-in tokens) and access-tokens.ts (which checks personal access tokens), so that each
// of them can name these without importing the other.
import type { TokenRejection } from "./tokens.ts";

/** What a personal access token may do: READ (queries and subscriptions) or READ_WRITE (mutations too). */
export type AccessTokenScope = "READ" | "READ_WRITE";

export interface Viewer {
  id: string;
  username: string;
}

/** A viewer and the token that proved them (realtime faces end it when a password change or a logOut revokes it). */
export interface Session {
  viewer: Viewer;
  /** LOG_IN: a token from signing up, logging in or changing the password; ACCESS_TOKEN: a personal access token */
  credential: "LOG_IN" | "ACCESS_TOKEN";
  /** what the token may do: a log-in everything, an access token what its scope says */
  scope: AccessTokenScope;
  /** the user's token version a log-in token carries; null for an access token, which a password change does not end */
  tokenVersion: number | null;
  /** a log-in token's jti, or the access token's id: logOut revokes this token alone */
  tokenId: string;
  /** when the token expires; null: never */
  expiresAt: Date | null;
}

/** What names a session's token, enough to tell whether it still holds (Sessions.holding). */
export type SessionKey = Pick<Session, "credential" | "tokenVersion" | "tokenId"> & { viewer: Pick<Viewer, "id"> };

/** What a token a client sent proves: a session, or why it proves none. */
export type SessionCheck = { session: Session } | { rejected: TokenRejection };
